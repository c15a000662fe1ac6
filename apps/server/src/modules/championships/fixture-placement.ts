import {
  clubMinuteToUtc,
  conflictCodes,
  type FixturePlacement,
  type FixturePlanBody,
} from '@courtside/shared';
import { DomainError, invalidField } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import { slotStartsFor } from '#server/modules/court-time/court-time.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import type { ChampionshipWithPlace } from './championships.repo.js';
import { lockLive, notDrawn, ownedChampionship } from './season-access.js';
import { insideOwnHold, placeFixture, type FixturePlace } from './season-claims.js';
import { signalSeason } from './season-live.js';
import { findFixture, findSeason, fixturesOf, type FixtureRow } from './season.repo.js';

/** A court refusing every claim then (closed, retired, its club suspended): the next place. */
const courtRefusals = new Set<string>([
  conflictCodes.CLUB_CLOSED,
  conflictCodes.COURT_RETIRED,
  conflictCodes.CLUB_SUSPENDED,
]);

const notFitting = 'No free court time was left for it on the days and courts given';

/** Every start of a match in the plan, day by day, hour by hour, court by court. */
function candidatesOf(plan: FixturePlanBody, timeZone: string, nowMs: number): FixturePlace[] {
  const places: FixturePlace[] = [];
  const dates = [...new Set(plan.dates)].sort();
  for (const date of dates)
    for (let minute = plan.fromHour * 60; minute + plan.matchMinutes <= plan.toHour * 60;) {
      const startsAt = clubMinuteToUtc(date, minute, timeZone);
      minute += plan.matchMinutes;
      if (!startsAt || Date.parse(startsAt) <= nowMs) continue;
      const endsAt = new Date(Date.parse(startsAt) + plan.matchMinutes * 60_000).toISOString();
      for (const courtId of plan.courts) places.push({ courtId, startsAt, endsAt });
    }
  return places;
}

/** When each round's last placed fixture ends, so the next round starts after it. */
function roundEnds(fixtures: readonly FixtureRow[]) {
  const ends = new Map<number, string>();
  for (const fixture of fixtures)
    if (fixture.ends_at && fixture.ends_at > (ends.get(fixture.round) ?? ''))
      ends.set(fixture.round, fixture.ends_at);
  return ends;
}

const earliestFor = (round: number, ends: Map<number, string>) =>
  [...ends].reduce((latest, [r, end]) => (r < round && end > latest ? end : latest), '');

async function checkCourts(
  { clubs }: ChampionshipsDeps,
  championship: ChampionshipWithPlace,
  plan: FixturePlanBody,
) {
  // A championship is played on courts of its own court's sport.
  const courts = await clubs.courtsInPlay(championship.club_id, championship.court_sport);
  if (plan.courts.some((id) => !courts.some((court) => court.id === id)))
    throw invalidField(
      'courts',
      championship.court_sport === 'padel'
        ? 'Choose padel courts of your club'
        : 'Choose football courts of your club',
    );
  return new Map(courts.map((court) => [court.id, court.name]));
}

/** Court hours already taken by anyone, to skip the places a claim would refuse anyway. */
async function takenOf(
  { courtTime }: ChampionshipsDeps,
  championship: ChampionshipWithPlace,
  places: FixturePlace[],
) {
  if (places.length === 0) return () => false;
  const from = places[0]!.startsAt;
  const to = places.reduce((last, place) => (place.endsAt > last ? place.endsAt : last), from);
  const rows = await courtTime.takenHours([...new Set(places.map((p) => p.courtId))], from, to);
  const taken = new Set(rows.map((row) => `${row.court_id}|${row.slot_start}`));
  return (place: FixturePlace) =>
    !insideOwnHold(championship, place) &&
    slotStartsFor(
      place.startsAt,
      (Date.parse(place.endsAt) - Date.parse(place.startsAt)) / 60_000,
    ).some((slot) => taken.has(`${place.courtId}|${slot}`));
}

/**
 * POST /user/champion/{id}/season/fixtures: the fixtures not placed yet go, round by round, on
 * the first free match time of the plan's days and courts, each round after the one before.
 * Each is claimed through court time in its own transaction, so a booking made meanwhile
 * keeps its hours and the fixture takes the next free ones; what did not fit is listed.
 */
export function createFixturePlacement(deps: ChampionshipsDeps) {
  const { db, clock } = deps;

  /** One fixture on the first free place from `earliest`, or null. */
  async function placeOne(
    championship: ChampionshipWithPlace,
    fixture: FixtureRow,
    places: FixturePlace[],
  ): Promise<FixturePlace | null> {
    return inTransaction(db, async (tx) => {
      const row = await lockLive(tx, championship.id);
      const current = await findFixture(tx.db, championship.id, fixture.id);
      if (current?.status !== 'unscheduled') return null;
      for (const place of places) {
        const placed = await placeFixture(deps, tx, row, fixture, place).catch((error: unknown) => {
          if (error instanceof DomainError && courtRefusals.has(error.code)) return false;
          throw error;
        });
        if (placed) return place;
      }
      return null;
    });
  }

  return async function placeFixtures(
    callerId: string,
    id: string,
    plan: FixturePlanBody,
  ): Promise<FixturePlacement> {
    const championship = await ownedChampionship(deps, callerId, id);
    if (!(await findSeason(db, id))) throw notDrawn();
    const courtNames = await checkCourts(deps, championship, plan);
    const fixtures = await fixturesOf(db, id);
    const candidates = candidatesOf(plan, championship.club_time_zone, clock.now().getTime());
    const isTaken = await takenOf(deps, championship, candidates);
    const used = new Set<string>();
    const ends = roundEnds(fixtures);
    const answer: FixturePlacement = { placed: [], notPlaced: [] };
    for (const fixture of fixtures.filter((f) => f.status === 'unscheduled')) {
      const earliest = earliestFor(fixture.round, ends);
      const places = candidates.filter(
        (p) => p.startsAt >= earliest && !used.has(`${p.courtId}|${p.startsAt}`) && !isTaken(p),
      );
      const place = await placeOne(championship, fixture, places);
      if (!place) {
        answer.notPlaced.push({
          fixtureId: fixture.id,
          round: fixture.round,
          reason: 'no_free_time',
          message: notFitting,
        });
        continue;
      }
      used.add(`${place.courtId}|${place.startsAt}`);
      if (place.endsAt > (ends.get(fixture.round) ?? '')) ends.set(fixture.round, place.endsAt);
      answer.placed.push({
        fixtureId: fixture.id,
        round: fixture.round,
        court: { id: place.courtId, name: courtNames.get(place.courtId) ?? '' },
        startsAt: place.startsAt,
        endsAt: place.endsAt,
      });
    }
    if (answer.placed.length > 0) await inTransaction(db, (tx) => signalSeason(deps, tx, id));
    return answer;
  };
}
