// One lazily loaded chunk for the auth layout and its screens (a visit to / does not need them).
export { AuthLayout } from '../layouts/AuthLayout';
export { LoginPage } from '../pages/LoginPage';
export { RegisterPage } from '../pages/RegisterPage';
export { PasswordResetPage, PasswordResetConfirmPage } from '../pages/PasswordResetPages';
