/** The championships' lists, loaded together when the router first needs one. */
export { ChampionshipsScreen } from './championships-screen';
export { ChampionshipRequestsScreen } from './championship-requests-screen';
