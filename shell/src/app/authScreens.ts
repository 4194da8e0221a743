// One lazily loaded chunk for the auth layout and the sign-in (a visit to / does not need them).
export { AuthLayout } from '../layouts/AuthLayout';
export { LoginPage } from '../pages/LoginPage';
