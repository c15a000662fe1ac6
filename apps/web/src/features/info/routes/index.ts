/** The Menu's information pages, loaded together when the router first needs one. */
export { AboutScreen } from './about-screen';
export { FaqScreen } from './faq-screen';
export { PrivacyScreen } from './privacy-screen';
