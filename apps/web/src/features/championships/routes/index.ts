/** The championships feature's screens, loaded together when the router first needs one. */
export { ChampionDetailsScreen } from './champion-details-screen';
export { ChampionPaymentScreen } from './champion-payment-screen';
export { ChampionRequestsScreen } from './champion-requests-screen';
export { ChampionsScreen } from './champions-screen';
export { CreateChampionScreen } from './create-champion-screen';
