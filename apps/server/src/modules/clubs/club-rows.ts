import type { Selectable } from 'kysely';
import type { ClubsTable, CourtsTable } from '#server/db/database.js';

/** A club as the lists read it; its grid cell serves the search only. */
export type ClubRow = Omit<Selectable<ClubsTable>, 'cell'>;
/** A court as the booking screens read it (a match's court type is read by matches). */
export type CourtRow = Omit<Selectable<CourtsTable>, 'court_type'>;
export interface CourtWithClub {
  court: CourtRow;
  club: ClubRow;
}
