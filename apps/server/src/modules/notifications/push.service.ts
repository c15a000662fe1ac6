import type {
  NotificationFacts,
  NotificationKind,
  PushKind,
  PushRenewalBody,
  PushSubscriptionBody,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { VapidKeys } from '#server/config.js';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { newId } from '#server/lib/ids.js';
import type { Logger } from '#server/lib/logger.js';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import * as repo from './push.repo.js';
import { createUsersRepo, userReads } from '#server/modules/users/users.service.js';
import { runPushOutbox } from './push-outbox.js';
import { pushText, pushUrl } from './push-texts.js';

/** How long a push service keeps a notice for a device that is off (a day). */
const timeToLiveSeconds = 86_400;

export interface PushDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** The VAPID keys; null: this server does not push (the key route answers null). */
  vapid: VapidKeys | null;
}

/** A push's words in one language, and the screen a tap on it opens. */
export interface PushWords {
  title: string;
  body: string;
  url: string;
}

/** What a device's service worker receives: the push's words, what it is, and its id. */
export interface PushPayload extends PushWords {
  language: ServerLanguage;
  kind: PushKind;
  id: string;
}

/** Pushes something to some people's devices (createPush's `toPeople`). */
export type PushToPeople = (
  userIds: readonly string[],
  kind: PushKind,
  id: string,
  wordsIn: (language: ServerLanguage) => PushWords,
) => Promise<boolean>;

function parseOff(stored: string | undefined): Set<string> {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(list) ? list.map(String) : []);
  } catch {
    return new Set();
  }
}

/** Pushes notices to devices: each device's own encryption, and what its push service answers. */
function createPusher(deps: PushDeps) {
  const { db, clock, log, vapid } = deps;

  /** Pushes one notice to one device; false when the push service may take it later. */
  async function pushTo(
    subscription: Awaited<ReturnType<typeof repo.subscriptionsOf>>[number],
    payload: PushPayload,
  ): Promise<boolean> {
    if (!vapid) return true;
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: timeToLiveSeconds,
        contentEncoding: webPush.supportedContentEncodings.AES_128_GCM,
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      log.warn({ err: error }, 'a push service could not be reached');
      return false;
    }
    if (status >= 200 && status < 300) {
      await repo.markSucceeded(db, subscription.id, clock.now().toISOString());
      return true;
    }
    // The device unsubscribed or the subscription expired: it will never take a push again.
    if (status === 404 || status === 410) {
      await repo.deleteSubscription(db, subscription.id);
      return true;
    }
    log.warn({ status }, 'a push service refused a notice');
    // A malformed request stays malformed: only overload and outages are tried again.
    return !(status === 429 || status >= 500);
  }

  /**
   * Pushes to every device of these people, each in its language, but not to those who turned
   * `kind` off: two reads whatever their number. False when a device could not take it yet (it
   * may later).
   */
  async function pushToPeople(
    userIds: readonly string[],
    kind: PushKind,
    id: string,
    wordsIn: (language: ServerLanguage) => PushWords,
  ): Promise<boolean> {
    const offs = await userReads.pushOffOfPeople(db, userIds);
    const wanting = userIds.filter(
      (userId) => offs.has(userId) && !parseOff(offs.get(userId)).has(kind),
    );
    let delivered = true;
    for (const subscription of await repo.subscriptionsOf(db, wanting)) {
      const language = subscription.language as ServerLanguage;
      const payload = { ...wordsIn(language), language, kind, id };
      if (!(await pushTo(subscription, payload))) delivered = false;
    }
    return delivered;
  }

  function pushNotice(notice: Awaited<ReturnType<typeof repo.dueNotices>>[number]) {
    const kind = notice.kind as NotificationKind;
    const facts = JSON.parse(notice.payload) as NotificationFacts;
    return pushToPeople([notice.user_id], kind, notice.id, (language) => ({
      ...pushText(kind, facts, language),
      url: pushUrl(kind, facts),
    }));
  }

  return { pushNotice, pushToPeople };
}

/**
 * Web push: each device's subscription, and the job that pushes every recorded notice to the
 * reader's devices. Notices are pushed by the job queue from the notifications table (push_due),
 * never while a request waits.
 */
export function createPush(deps: PushDeps) {
  const { db, clock } = deps;
  const { pushNotice, pushToPeople } = createPusher(deps);

  return {
    publicKey: (): string | null => deps.vapid?.publicKey ?? null,

    /** Pushes to some people's devices; what a feature pushes besides notices (a chat's messages). */
    toPeople: pushToPeople satisfies PushToPeople,

    /** Keeps the caller's device: a known endpoint (another account signed in there) is theirs now. */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
      await repo.upsertSubscription(db, {
        id: newId(),
        user_id: userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        language: body.language,
        label: body.label ?? null,
        created_at: clock.now().toISOString(),
        last_success_at: null,
      });
    },

    /** A subscription its browser renewed: the old endpoint's device keeps its person. */
    renew: (body: PushRenewalBody) =>
      repo.renewSubscription(db, body.oldEndpoint, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      }),

    /** Forgets the caller's own device; another person's endpoint is left alone. */
    unsubscribe: (userId: string, endpoint: string) =>
      repo.deleteOwnSubscription(db, userId, endpoint),

    /** Forgets every device of the person (signed out everywhere, or a new password). */
    forgetDevicesOf: (userId: string) => repo.deleteSubscriptionsOf(db, userId),

    async settings(userId: string): Promise<{ off: PushKind[] }> {
      return { off: [...parseOff(await userReads.pushOffOf(db, userId))] as PushKind[] };
    },

    setSettings: (userId: string, off: readonly PushKind[]) =>
      createUsersRepo(db).update(userId, { push_off: JSON.stringify([...new Set(off)]) }),

    /** One run of the push job: the due notices to their readers' devices. */
    deliverDue: () =>
      runPushOutbox({
        name: 'notices',
        due: (limit) => repo.dueNotices(db, limit),
        claim: (id) => repo.claimNotice(db, id),
        release: (id, tries) => repo.releaseNotice(db, id, tries),
        push: pushNotice,
      }),

    /** What push keeps about a person: their devices. */
    personalData: {
      erase: (tx: Tx, userId: string) => repo.deleteSubscriptionsOf(tx.db, userId),
      async exportOf(reader: Kysely<Database>, userId: string) {
        const rows = await repo.subscriptionsOf(reader, [userId]);
        // The keys are the device's secret, not the person's data.
        const pushSubscriptions = rows.map(({ p256dh: _, auth: __, ...row }) => row);
        return {
          pushSubscriptions,
          pushOff: [...parseOff(await userReads.pushOffOf(reader, userId))],
        };
      },
    },
  };
}
export type Push = ReturnType<typeof createPush>;
