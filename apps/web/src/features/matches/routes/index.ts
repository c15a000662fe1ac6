/** The matches feature's lists, loaded together when the router first needs one. */
export { FindMatchScreen } from './find-match-screen';
export { MatchRequestsScreen } from './match-requests-screen';
export { MyMatchesScreen } from './my-matches-screen';
export { DisputedResultsScreen } from './disputed-results-screen';

/** A match's page and its form carry forms (join, create): their own chunks, off the lists. */
export const loadMatchDetails = () => import('./match-details-screen');
export const loadMatchForm = () => import('./create-match-screen');
