/** The championships feature's screens, loaded together when the router first needs one. */
export { ChampionshipDetailsScreen } from './championship-details-screen';
export { ChampionshipPaymentScreen } from './championship-payment-screen';
export { ChampionshipRequestsScreen } from './championship-requests-screen';
export { ChampionshipsScreen } from './championships-screen';
export { CreateChampionshipScreen } from './create-championship-screen';
