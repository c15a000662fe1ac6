import type { CreatedSeries, ValidSeriesBody } from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import type { Caller } from '../booking-rules.js';
import type { BookingsDeps } from '../bookings-deps.js';
import type { BookingWithPlace } from '../bookings.repo.js';
import { createSeriesCancel } from './cancel-series.js';
import { createSeriesWriter } from './create-series.js';
import { seriesClashes } from './series-clashes.js';
import { toSeriesDetail, toSeriesSummary } from './series.mapper.js';
import { planSeries } from './series-plan.js';
import { findSeries, occurrencesOf, seriesOfClub } from './series.repo.js';

type CancelInFull = (booking: BookingWithPlace, reason: string, tell?: boolean) => Promise<unknown>;

/**
 * A club's fixed weekly courts (docs/decisions.md, "Booking series"): the desk's work, each
 * series one row and each of its dates an ordinary booking that names it.
 */
export function createSeriesService(deps: BookingsDeps, cancelInFull: CancelInFull) {
  const { db, clock, clubs } = deps;
  const writeSeries = createSeriesWriter(deps);
  const cancelFrom = createSeriesCancel(deps, cancelInFull);

  /** A series of a club the caller works the desk at: 404 when there is none, else the refusal. */
  async function seriesFor(caller: Caller, id: string) {
    const series = await findSeries(db, id);
    if (!series) throw notFound('Series');
    await checkClubAccess(
      db,
      { id: series.club_id, owner_id: series.club_owner_id },
      caller.id,
      'bookings',
    );
    return series;
  }

  async function summaryOf(id: string) {
    const series = (await findSeries(db, id))!;
    return toSeriesSummary(series, await occurrencesOf(db, [id]), clock.now());
  }

  return {
    async preview(caller: Caller, body: ValidSeriesBody) {
      const plan = await planSeries(deps, caller.id, body);
      return { dates: await seriesClashes(deps, plan) };
    },

    async create(
      caller: Caller,
      body: ValidSeriesBody & { onClash: 'skip' | 'stop' },
    ): Promise<CreatedSeries> {
      const plan = await planSeries(deps, caller.id, body);
      const { seriesId, skipped } = await writeSeries(plan, caller.id, body.onClash);
      return { series: await summaryOf(seriesId), skipped };
    },

    async list(caller: Caller) {
      const club = await clubs.myClub(caller.id);
      const all = await seriesOfClub(db, club.id);
      const occurrences = await occurrencesOf(
        db,
        all.map((series) => series.id),
      );
      const now = clock.now();
      return all.map((series) =>
        toSeriesSummary(
          series,
          occurrences.filter((one) => one.series_id === series.id),
          now,
        ),
      );
    },

    async detail(caller: Caller, id: string) {
      const series = await seriesFor(caller, id);
      return toSeriesDetail(series, await occurrencesOf(db, [id]), clock.now());
    },

    /** Cancels every occurrence still to come from the club-local date `from` on. */
    async cancel(caller: Caller, id: string, { from, reason }: { from: string; reason: string }) {
      const series = await seriesFor(caller, id);
      const cancelled = await cancelFrom(series, from, reason);
      return { cancelled, series: await summaryOf(id) };
    },
  };
}
export type SeriesService = ReturnType<typeof createSeriesService>;
