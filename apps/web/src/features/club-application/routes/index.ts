/** "List your club": the form a club's people send, signed in or not. */
export { ListYourClubScreen } from './list-your-club-screen';
