/** The matches feature's lists, loaded together when the router first needs one. */
export { FindMatchScreen } from './find-match-screen';
export { MatchRequestsScreen } from './match-requests-screen';
export { MyMatchesScreen } from './my-matches-screen';
