import { slotStartsFor, claimDescriber } from '#server/modules/court-time/court-time.service.js';
import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import type { ChampionshipRow } from './championships.repo.js';
import {
  fixturesByIds,
  fixturesOf,
  overlappingFixtures,
  teamNamesOf,
  unscheduleFixture,
  updateFixture,
  type FixtureRow,
} from './season.repo.js';

export const fixtureOwner = (id: string) => ({ kind: 'fixture' as const, id });

export interface FixturePlace {
  courtId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The championship's own court inside its window is already held by the championship (it
 * claims it all along when created): a fixture there takes no claim of its own, and only has
 * to keep clear of the championship's other fixtures, checked under the championship's lock.
 */
export function insideOwnHold(championship: ChampionshipRow, place: FixturePlace) {
  return (
    place.courtId === championship.court_id &&
    place.startsAt >= championship.starts_at &&
    place.endsAt <= championship.ends_at
  );
}

/**
 * Puts a fixture on a court and time in `tx`, the championship locked: its hours claimed
 * through court time (all or nothing, so no booking or other fixture shares them, and closed
 * hours refuse), its hours before given back. False when the hours are not free; a closure's
 * refusal is thrown as court time throws it.
 */
export async function placeFixture(
  deps: Pick<ChampionshipsDeps, 'courtTime'>,
  tx: Tx,
  championship: ChampionshipRow,
  fixture: Pick<FixtureRow, 'id'>,
  place: FixturePlace,
): Promise<boolean> {
  const owner = fixtureOwner(fixture.id);
  await deps.courtTime.release(tx, owner);
  if (insideOwnHold(championship, place)) {
    const others = await overlappingFixtures(
      tx.db,
      { championshipId: championship.id, ...place },
      fixture.id,
    );
    if (others.length > 0) return false;
  } else {
    const minutes = (Date.parse(place.endsAt) - Date.parse(place.startsAt)) / 60_000;
    const slotStarts = slotStartsFor(place.startsAt, minutes);
    const claimed = await deps.courtTime.claim(tx, { courtId: place.courtId, slotStarts, owner });
    if (!claimed.ok) return false;
  }
  await updateFixture(tx.db, fixture.id, {
    court_id: place.courtId,
    starts_at: place.startsAt,
    ends_at: place.endsAt,
    status: 'scheduled',
  });
  return true;
}

/** Frees the court hours of every fixture of a championship (drawn again, or deleted). */
export async function releaseFixtureClaims(
  deps: Pick<ChampionshipsDeps, 'courtTime'>,
  tx: Tx,
  championshipId: string,
) {
  for (const fixture of await fixturesOf(tx.db, championshipId))
    await deps.courtTime.release(tx, fixtureOwner(fixture.id));
}

/** How a fixture shows on the owner's day grid: its two teams and the championship. */
async function describeFixtures(deps: Pick<ChampionshipsDeps, 'db'>, ids: readonly string[]) {
  const rows = await fixturesByIds(deps.db, ids);
  const teamIds = rows.flatMap((row) => [row.home_team_id, row.away_team_id]);
  const names = new Map(
    (
      await teamNamesOf(
        deps.db,
        teamIds.filter((id) => id !== null),
      )
    ).map((t) => [t.id, t.name]),
  );
  const nameOf = (id: string | null) => (id && names.get(id)) || '?';
  return rows.flatMap((row) =>
    row.starts_at && row.ends_at
      ? [
          {
            id: row.id,
            name: `${row.name}: ${nameOf(row.home_team_id)} – ${nameOf(row.away_team_id)}`,
            starts_at: row.starts_at,
            ends_at: row.ends_at,
          },
        ]
      : [],
  );
}

/**
 * Fixtures as court time's clients: described on the grid, and unscheduled by a closure of
 * their court (their hours freed, the fixture waiting to be placed again; nothing was paid).
 */
export function registerFixtureClaims(deps: ChampionshipsDeps) {
  const { courtTime } = deps;
  courtTime.describeClaims(
    'fixture',
    claimDescriber(
      (ids) => describeFixtures(deps, ids),
      (row) => ({ name: row.name, phone: null, startsAt: row.starts_at, endsAt: row.ends_at }),
    ),
  );
  courtTime.onClosure('fixture', {
    async callOff(tx, fixtureId) {
      await courtTime.release(tx, fixtureOwner(fixtureId));
      await unscheduleFixture(tx.db, fixtureId);
    },
    refund: async () => {},
  });
}
