// The signed-out screens, which come with the app itself (the first page most visitors open).
export { ForgotPasswordPage } from './ForgotPasswordPage.js';
export { LoginPage } from './LoginPage.js';
export { RegisterPage } from './RegisterPage.js';
export { SetPasswordPage } from './SetPasswordPage.js';
