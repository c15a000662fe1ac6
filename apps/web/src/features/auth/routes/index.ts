/** The auth feature's screens, which come with the app's entry. */
export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
export { InvitationScreen } from './invitation-screen';

/** Forget Password checks its forms with the shared schemas: its own chunk, off the sign-in path. */
export const loadForgetPassword = () => import('./forget-password-screen');
