// One lazily loaded chunk for the auth layout and its screens (a visit to / does not need them).
export { AuthLayout } from '../layouts/AuthLayout';
export { LoginPage } from '../pages/LoginPage';
export { RegisterPage } from '../pages/account/RegisterPage';
export { PasswordResetRequestPage } from '../pages/account/PasswordResetRequestPage';
export { PasswordResetConfirmPage } from '../pages/account/PasswordResetConfirmPage';
