/** The coins feature's screens, loaded together when the router first needs one. */
export { CoinsPackScreen } from './coins-pack-screen';
