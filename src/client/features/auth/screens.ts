// The signed-out screens besides sign-in: one chunk, fetched when one of them is first shown (sign-in,
// the page most visitors open, comes with the app itself).
export { ForgotPasswordPage } from './ForgotPasswordPage.js';
export { RegisterPage } from './RegisterPage.js';
export { SetPasswordPage } from './SetPasswordPage.js';
export { TwoFactorPage } from './TwoFactorPage.js';
export * from '../../shell.js';
