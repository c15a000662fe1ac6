/** The Americano and Mexicano nights' lists and pages, loaded together when the router first needs one. */
export { SocialNightScreen } from './social-night-screen';
export { SocialsScreen } from './socials-screen';
