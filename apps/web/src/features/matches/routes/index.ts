/** The matches feature's lists, loaded together when the router first needs one. */
export { MatchRequestsScreen } from './match-requests-screen';
export { MyMatchesScreen } from './my-matches-screen';
