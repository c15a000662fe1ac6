import { utcToClubLocal, type NotificationFacts, type NotificationKind } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Logger } from '#server/lib/logger.js';
import { messageTexts, type Messenger } from '#server/modules/messaging/messaging.service.js';
import { userReads } from '#server/modules/users/users.service.js';

/** The notifications that also go by e-mail, and what each e-mail says. */
const mailed = {
  booking_confirmed: 'bookingConfirmed',
  booking_cancelled: 'bookingCancelled',
  club_booking_made: 'clubBookingMade',
  club_booking_cancelled: 'clubBookingCancelled',
} as const satisfies Partial<Record<NotificationKind, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The booking's start on the club's clock, e.g. 2026-12-01 18:00. */
function clubWhen(facts: NotificationFacts): string {
  const { startsAt, timeZone } = facts;
  if (typeof startsAt !== 'string') return '';
  if (typeof timeZone !== 'string') return startsAt;
  const local = utcToClubLocal(startsAt, timeZone);
  return `${local.date} ${pad(local.hour)}:${pad(local.minute)}`;
}

/**
 * Booking confirmations and cancellations go by e-mail too, to the reader's verified address
 * in the language they verified it in, unless they turned them off (Menu, Notification): a
 * player's own bookings, and for a club's owner the bookings players make and cancel there.
 */
export function createBookingMail(db: Kysely<Database>, messenger: Messenger, log: Logger) {
  const send = async (userId: string, kind: keyof typeof mailed, facts: NotificationFacts) => {
    const to = await userReads.bookingMailOf(db, userId);
    if (!to) return;
    const booking = {
      club: String(facts.club ?? ''),
      court: String(facts.court ?? ''),
      when: clubWhen(facts),
      player: String(facts.player ?? ''),
    };
    messenger.send({ email: to.email }, messageTexts(to.language)[mailed[kind]](booking));
  };

  return {
    /** Once `tx` commits, the notification just recorded goes by e-mail too, if it is mailed. */
    afterCommit(tx: Tx, userId: string, kind: NotificationKind, facts: NotificationFacts) {
      if (!(kind in mailed)) return;
      tx.afterCommit(() => {
        send(userId, kind as keyof typeof mailed, facts).catch((error: unknown) =>
          log.error({ err: error }, 'a booking e-mail could not be sent'),
        );
      });
    },
  };
}
