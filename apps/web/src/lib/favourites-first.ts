/**
 * The player's favourite clubs first, then the others, each in the order given. The server
 * sends lists in this order; a heart turned since then moves its club at once.
 */
export function favouritesFirst<C extends { favourite: boolean }>(clubs: readonly C[]): C[] {
  return [...clubs.filter((club) => club.favourite), ...clubs.filter((club) => !club.favourite)];
}
