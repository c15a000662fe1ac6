/** The matches feature's screens, loaded together when the router first needs one. */
export { CreateMatchScreen } from './create-match-screen';
export { FindMatchScreen } from './find-match-screen';
export { MatchDetailsScreen } from './match-details-screen';
export { MatchRequestsScreen } from './match-requests-screen';
export { MyMatchesScreen } from './my-matches-screen';
export { DisputedResultsScreen } from './disputed-results-screen';
