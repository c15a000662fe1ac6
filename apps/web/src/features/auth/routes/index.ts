/** The auth feature's screens, loaded together when the router first needs one. */
export { ForgetPasswordScreen } from './forget-password-screen';
export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
export { InvitationScreen } from './invitation-screen';
