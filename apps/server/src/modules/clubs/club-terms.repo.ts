import type { CancellationRule, ClubSaleTerms } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

/** What a club's owner sets of its terms: cancellation, booking window, what it sells. */
export function clubTermsWrites(db: Kysely<Database>) {
  return {
    /** Sets the club's cancellation rule. */
    async setCancellationRule(clubId: string, rule: CancellationRule): Promise<void> {
      await db
        .updateTable('clubs')
        .set({
          cancel_notice_hours: rule.noticeHours,
          late_refund_percent: rule.lateRefundPercent,
        })
        .where('id', '=', clubId)
        .execute();
    },

    /** Sets how many days ahead the club's courts open to players. */
    async setBookingWindow(clubId: string, days: number): Promise<void> {
      await db
        .updateTable('clubs')
        .set({ booking_window_days: days })
        .where('id', '=', clubId)
        .execute();
    },

    /** Sets what the club sells of each sport (its lengths kept shortest first). */
    async setSaleTerms(clubId: string, terms: ClubSaleTerms): Promise<void> {
      const lengths = (sport: keyof ClubSaleTerms) =>
        [...terms[sport].lengths].sort((a, b) => a - b).join(',');
      await db
        .updateTable('clubs')
        .set({
          padel_lengths: lengths('padel'),
          padel_start_every: terms.padel.startEvery,
          football_lengths: lengths('football'),
          football_start_every: terms.football.startEvery,
        })
        .where('id', '=', clubId)
        .execute();
    },
  };
}
