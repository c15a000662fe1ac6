import {
  activityHorizonWeeks,
  type ActivityOccurrence,
  type ActivityOccurrencePage,
  type ActivityPageQuery,
} from '@courtside/shared';
import { keysetPage } from '#server/lib/keyset-page.js';
import { daySpan, startsOnDay } from '#server/lib/local-day.js';
import { actsOnClub, clubActor } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';
import type { Role } from '@courtside/shared';
import { seatRecords } from '#server/modules/seats/seats.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  occurrencesIn,
  type OccurrenceFilter,
  type OccurrenceWithPlace,
} from './activities.repo.js';
import { toOccurrence, type Person } from './activity.mapper.js';

const dayMs = 86_400_000;
const occurrenceSeats = seatRecords('activity');

/** Occurrences as one viewer sees them: seats left, their own seat, participants if theirs. */
export function createActivityReads(deps: ActivitiesDeps) {
  const { db, clock } = deps;

  async function shown(rows: OccurrenceWithPlace[], viewerId: string) {
    const ids = rows.map((row) => row.id);
    const [seats, waits] = await Promise.all([
      occurrenceSeats.seats(db, ids),
      occurrenceSeats.waits(db, ids),
    ]);
    const viewer = await clubActor(db, viewerId);
    const seesAll = (row: OccurrenceWithPlace) =>
      actsOnClub({ id: row.club_id, owner_id: row.club_owner_id }, viewer, 'activities') ||
      row.coach_user_id === viewerId;
    const people: ReadonlyMap<string, Person> = await userReads.accountsOf(
      db,
      seats.filter((s) => seesAll(rows.find((r) => r.id === s.subject_id)!)).map((s) => s.user_id),
    );
    const seatsBy = Map.groupBy(seats, (s) => s.subject_id);
    const waitsBy = Map.groupBy(waits, (w) => w.subject_id);
    const now = clock.now();
    return rows.map((row) =>
      toOccurrence(
        row,
        seatsBy.get(row.id) ?? [],
        waitsBy.get(row.id) ?? [],
        { id: viewerId, seesParticipants: seesAll(row) },
        people,
        now,
      ),
    );
  }

  const window = (): OccurrenceFilter => {
    const now = clock.now();
    return {
      fromIso: now.toISOString(),
      toIso: new Date(now.getTime() + (activityHorizonWeeks * 7 + 1) * dayMs).toISOString(),
    };
  };

  return {
    /**
     * GET /user/activity/upcoming: a page of the sessions to come, by start then id, of one
     * club and one club-local day if asked.
     */
    async page(viewerId: string, query: ActivityPageQuery): Promise<ActivityOccurrencePage> {
      const { club, date } = query;
      const span = date ? daySpan(date) : undefined;
      const horizon = window();
      const filter: OccurrenceFilter = {
        clubId: club,
        fromIso: span && span.from > horizon.fromIso ? span.from : horizon.fromIso,
        toIso: span && span.to < horizon.toIso! ? span.to : horizon.toIso,
      };
      const { rows, nextCursor } = await keysetPage(
        {
          read: (after, count) =>
            occurrencesIn(db, {
              ...filter,
              after: after && { startsAt: after.s, id: after.id },
              count,
            }),
          keyOf: (row: OccurrenceWithPlace) => ({ s: row.starts_at, id: row.id }),
          keep: date ? (row) => startsOnDay(row, date) : undefined,
        },
        { limit: query.limit, after: query.cursor },
      );
      return { items: await shown(rows, viewerId), nextCursor };
    },

    /**
     * The sessions a club owner runs (every one of their clubs') or a coach coaches, with
     * their participants; cancelled ones included, so the owner sees what was called off. A
     * player runs none.
     */
    async sessions(viewer: { id: string; role: Role }): Promise<ActivityOccurrence[]> {
      if (viewer.role === 'player') return [];
      const from = new Date(clock.now().getTime() - dayMs).toISOString();
      const rows = await occurrencesIn(db, {
        fromIso: from,
        includeCancelled: true,
        ...(viewer.role === 'owner' ? { ownerId: viewer.id } : { coachUserId: viewer.id }),
      });
      return shown(rows, viewer.id);
    },
  };
}
