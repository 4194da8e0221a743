// Registration and password reset, in a chunk of their own: a sign-in does not carry them.
export { RegisterPage } from '../pages/account/RegisterPage';
export { PasswordResetRequestPage } from '../pages/account/PasswordResetRequestPage';
export { PasswordResetConfirmPage } from '../pages/account/PasswordResetConfirmPage';
