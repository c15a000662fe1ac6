/** The coins feature's screens, loaded together when the router first needs one. */
export { CoinsPackScreen } from './coins-pack-screen';

/** The payment step: its own chunk, loaded once a pack is chosen, off the list of packs. */
export const loadPackPayment = () => import('./coin-pack-payment-screen');
