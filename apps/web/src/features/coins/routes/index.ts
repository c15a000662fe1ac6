/** The coins feature's screens, loaded together when the router first needs one. */
export { CoinPackPaymentScreen } from './coin-pack-payment-screen';
export { CoinsPackScreen } from './coins-pack-screen';
