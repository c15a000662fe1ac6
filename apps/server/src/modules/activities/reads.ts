import { activityHorizonWeeks, utcToClubLocal, type ActivityOccurrence } from '@courtside/shared';
import type { Role } from '@courtside/shared';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  occurrencesIn,
  peopleOf,
  seatsOf,
  waitlistOf,
  type OccurrenceFilter,
  type OccurrenceWithPlace,
} from './activities.repo.js';
import { toOccurrence, type Person } from './activity.mapper.js';

const dayMs = 86_400_000;

/** Occurrences as one viewer sees them: seats left, their own seat, participants if theirs. */
export function createActivityReads(deps: ActivitiesDeps) {
  const { db, clock } = deps;

  async function shown(rows: OccurrenceWithPlace[], viewerId: string) {
    const ids = rows.map((row) => row.id);
    const [seats, waits] = await Promise.all([seatsOf(db, ids), waitlistOf(db, ids)]);
    const seesAll = (row: OccurrenceWithPlace) =>
      row.club_owner_id === viewerId || row.coach_user_id === viewerId;
    const people = new Map<string, Person>(
      (
        await peopleOf(db, [
          ...new Set(
            seats
              .filter((s) => seesAll(rows.find((r) => r.id === s.occurrence_id)!))
              .map((s) => s.user_id),
          ),
        ])
      ).map((p) => [p.id, p]),
    );
    const seatsBy = Map.groupBy(seats, (s) => s.occurrence_id);
    const waitsBy = Map.groupBy(waits, (w) => w.occurrence_id);
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
    /** GET /user/activity/all: upcoming sessions, of one club and one club-local day if asked. */
    async list(viewerId: string, query: { club?: string; date?: string }) {
      const rows = await occurrencesIn(db, { ...window(), clubId: query.club });
      const onDay = query.date
        ? rows.filter((r) => utcToClubLocal(r.starts_at, r.club_time_zone).date === query.date)
        : rows;
      return shown(onDay, viewerId);
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
