// The signed-out screens besides sign-in, which comes with the app itself.
export * from '../shell.js';
export { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.js';
export { RegisterPage } from '../features/auth/RegisterPage.js';
export { SetPasswordPage } from '../features/auth/SetPasswordPage.js';
export { TwoFactorPage } from '../features/auth/TwoFactorPage.js';
export { VerifyEmailPage } from '../features/auth/VerifyEmailPage.js';
