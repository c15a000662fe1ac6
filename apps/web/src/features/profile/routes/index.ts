/** The Profile tab and the account's data and closing, loaded together. */
export { ProfileScreen } from './profile-screen';
export { DeleteProfileScreen } from './delete-profile-screen';
