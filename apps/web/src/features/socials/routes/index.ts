/** The Americano and Mexicano nights' screens, loaded together when the router first needs one. */
export { CreateSocialScreen } from './create-social-screen';
export { SocialNightScreen } from './social-night-screen';
export { SocialsScreen } from './socials-screen';
