// The signed-out screens, loaded together as one chunk.
export { ForgotPasswordPage } from './ForgotPasswordPage.js';
export { LoginPage } from './LoginPage.js';
export { RegisterPage } from './RegisterPage.js';
export { SetPasswordPage } from './SetPasswordPage.js';
