import type {
  MarkNotificationsRead,
  NotificationKind,
  NotificationFacts,
  NotificationPage,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { DatabaseTarget } from '#server/config.js';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { newId } from '#server/lib/ids.js';
import { storedJson } from '#server/lib/stored-json.js';
import type { Logger } from '#server/lib/logger.js';
import type { Tx } from '#server/db/transaction.js';
import { createInProcessFeed, type FeedListener, type LiveFeed } from './live-feed.js';
import type { WatchedTopic } from './stream-hub.js';
import { toNotification } from './notification.mapper.js';
import * as repo from './notifications.repo.js';
import { createPostgresFeed } from './postgres-feed.js';
import { createBookingMail } from './booking-mail.js';
import type { Messenger } from '#server/modules/messaging/messaging.service.js';
import { createRedisFeed, type RedisTarget } from './redis-feed.js';
import { publishEverywhere } from './publish-everywhere.js';

export type { LiveFeed } from './live-feed.js';
export {
  createStreamHub,
  defaultStreamLimits,
  type StreamLimits,
  type WatchedTopic,
} from './stream-hub.js';
export type { PushToPeople } from './push.service.js';
export { runPushOutbox } from './push-outbox.js';

/**
 * The facts, by kind, that name someone other than the reader (the `about` person of
 * `record`): they are emptied when that person's account closes.
 */
const factsNamingOthers: Partial<Record<NotificationKind, readonly string[]>> = {
  championship_request_received: ['requester'],
  club_booking_made: ['player'],
  club_booking_cancelled: ['player'],
  club_night_place_taken: ['player'],
  match_request_received: ['requester'],
  match_partner_asked: ['requester'],
  match_partner_accepted: ['partner'],
  match_partner_declined: ['partner'],
  match_player_left: ['player'],
  match_player_joined: ['player'],
  match_invited: ['player'],
  match_result_recorded: ['player'],
  match_result_disputed: ['player'],
};

/** The feed key of a club owner's day grid, beside their own notifications' key. */
const clubDayKey = (ownerId: string) => `club-day:${ownerId}`;
const socialKey = (userId: string) => `social:${userId}`;
const chatKey = (userId: string) => `chat:${userId}`;
const championshipKey = (userId: string) => `championship:${userId}`;
/** A championship's own topic, which anyone looking at its page hears, whatever their part. */
const championshipPageKey = (championshipId: string) => `championship-page:${championshipId}`;

/**
 * Tells a reader's open screens of an Americano or Mexicano night, once `tx` commits, that
 * it changed (a round drawn, points entered). No record is kept: the screen reads it again.
 */
const socialChannel = (feed: LiveFeed) => ({
  signalSocial: (tx: Tx, userId: string) => feed.signal(tx, socialKey(userId)),
  subscribeSocial: (userId: string, hear: FeedListener) => feed.subscribe(socialKey(userId), hear),
});

/**
 * Tells a reader's open chats, once `tx` commits, that one of them has a new message: the
 * stream carries a `chat` event and the open chat reads its newest page again.
 */
const chatChannel = (feed: LiveFeed) => ({
  signalChat: (tx: Tx, userId: string) => feed.signal(tx, chatKey(userId)),
  subscribeChat: (userId: string, hear: FeedListener) => feed.subscribe(chatKey(userId), hear),
});

/**
 * Tells a reader's open championship pages, once `tx` commits, that a season they play in or
 * run changed (fixtures drawn or moved, a result entered): the stream carries a
 * `championship` event and the page reads the season again.
 */
const championshipChannel = (feed: LiveFeed) => ({
  signalChampionship: (tx: Tx, userId: string) => feed.signal(tx, championshipKey(userId)),
  subscribeChampionship: (userId: string, hear: FeedListener) =>
    feed.subscribe(championshipKey(userId), hear),
  /** Tells every open page of the championship, whoever reads it, once `tx` commits. */
  signalChampionshipPage: (tx: Tx, championshipId: string) =>
    feed.signal(tx, championshipPageKey(championshipId)),
  /** What a stream of the championship's page watches: a `championship` event on each change. */
  championshipPage: (championshipId: string): WatchedTopic => ({
    key: championshipPageKey(championshipId),
    event: 'championship',
    subscribe: (hear) => feed.subscribe(championshipPageKey(championshipId), hear),
  }),
});

/** The signals that tell open screens (a night, a chat, a championship) to read again. */
const screenChannels = (feed: LiveFeed) => ({
  ...socialChannel(feed),
  ...chatChannel(feed),
  ...championshipChannel(feed),
});

/**
 * What every server process keeps for a moment and must drop at once when it changes
 * anywhere: token states (a log out, a sign-out everywhere, a closed account: the key keeps
 * its first name, token versions) and courts with their prices
 * (an edit, a retirement). Their one-second life stays only as a safety net.
 */
export type SharedCache = 'token-versions' | 'court-places';
const cacheKey = (cache: SharedCache) => `cache:${cache}`;
/** The most a change waits for its signal: by then every copy from before it has expired. */
const cacheSignalWaitMs = 1_000;

/**
 * How signals reach the other server processes: Redis when it is configured, PostgreSQL's
 * own NOTIFY when the database is PostgreSQL, this process alone on the embedded SQLite.
 */
export function createLiveFeed(
  database: DatabaseTarget,
  redis: RedisTarget | null,
  log: Logger,
): LiveFeed {
  if (redis) return createRedisFeed(redis, log);
  if (database.dialect === 'postgres') return createPostgresFeed(database.connectionString, log);
  return createInProcessFeed();
}

export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  feed?: LiveFeed;
  /** Sends the notifications that also go by e-mail (booking confirmations, cancellations). */
  messenger: Messenger;
  log: Logger;
}

/**
 * Every notification is written here, by the feature whose change it reports, inside that
 * change's transaction: the table is the outbox, so a notification exists exactly when its
 * change committed, and the live signal follows the commit.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { db, clock, feed = createInProcessFeed() } = deps;
  const bookingMail = createBookingMail(db, deps.messenger, deps.log);
  return {
    /** `about`: the person other than the reader whom the facts name, if any. */
    async record(
      tx: Tx,
      userId: string,
      kind: NotificationKind,
      facts: NotificationFacts,
      about?: string,
    ): Promise<string> {
      const id = newId();
      await repo.insertNotification(tx.db, {
        id,
        user_id: userId,
        kind,
        payload: JSON.stringify(facts),
        about_user_id: about ?? null,
        read_at: null,
        created_at: clock.now().toISOString(),
      });
      await feed.signal(tx, userId);
      bookingMail.afterCommit(tx, userId, kind, facts);
      return id;
    },

    async page(
      userId: string,
      before: string | undefined,
      limit: number,
    ): Promise<NotificationPage> {
      // One more than asked tells whether an older page exists.
      const rows = await repo.pageOf(db, userId, before, limit + 1);
      const items = rows.slice(0, limit).map(toNotification);
      return {
        items,
        unread: await repo.unreadCount(db, userId),
        nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    unreadCount: (userId: string) => repo.unreadCount(db, userId),

    async markRead(userId: string, which: MarkNotificationsRead): Promise<number> {
      const ids = 'ids' in which ? which.ids : null;
      await repo.markRead(db, userId, ids, clock.now().toISOString());
      return repo.unreadCount(db, userId);
    },

    subscribe: (userId: string, listener: FeedListener) => feed.subscribe(userId, listener),

    /**
     * Tells every process that the reader's sessions changed (a log out, a sign-out
     * everywhere, a closed account), once the change has committed: they drop the token states
     * they keep, and the reader's open streams look at the token state again and end where it
     * was revoked.
     */
    sessionsChanged(userId: string): void {
      feed.publish(cacheKey('token-versions'));
      feed.publish(userId);
    },

    /**
     * Tells the club owner's open day grid, once `tx` commits, that their club's day changed
     * (a player booked, paid or cancelled). No record is kept: the grid reads the day again.
     */
    signalClubDay: (tx: Tx, ownerId: string) => feed.signal(tx, clubDayKey(ownerId)),
    subscribeClubDay: (ownerId: string, listener: FeedListener) =>
      feed.subscribe(clubDayKey(ownerId), listener),
    ...screenChannels(feed),
    close: () => feed.close(),

    /**
     * Tells every process, this one included, to drop what it keeps of `cache`; settles once
     * the signal has come round the channel to this process (publishEverywhere), so an answer
     * given after it comes after every process was handed the signal.
     */
    cacheChanged: (cache: SharedCache): Promise<void> =>
      publishEverywhere(feed, cacheKey(cache), { waitMs: cacheSignalWaitMs, log: deps.log }),
    onCacheChanged: (cache: SharedCache, drop: FeedListener) =>
      feed.subscribe(cacheKey(cache), drop),

    /** What notifications keep about a person: their own, and their name in others'. */
    personalData: {
      async erase(tx: Tx, userId: string): Promise<void> {
        // The reader's open streams, on every process, end once the closure commits.
        await feed.signal(tx, userId);
        await repo.deleteNotificationsOf(tx.db, userId);
        for (const row of await repo.notificationsAbout(tx.db, userId)) {
          const facts = JSON.parse(row.payload) as NotificationFacts;
          for (const field of factsNamingOthers[row.kind as NotificationKind] ?? [])
            facts[field] = null;
          await repo.rewritePayload(tx.db, row.id, JSON.stringify(facts));
        }
      },
      async exportOf(db: Kysely<Database>, userId: string) {
        const rows = await repo.notificationsOf(db, userId);
        // Whom a notification names is another person's business, not the reader's data.
        const notifications = rows.map(({ about_user_id: _, payload, ...row }) => ({
          ...row,
          payload: storedJson(payload),
        }));
        return { notifications };
      },
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
