import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '#server/lib/logger.js';
import { tokenAdmitted, type TokenClaims, type TokenState } from '#server/plugins/auth.js';
import { openEventStream, type EventStream } from './event-stream.js';

/** How many live streams one account, and one client address, may keep in this process. */
export interface StreamLimits {
  perAccount: number;
  perAddress: number;
}

export const defaultStreamLimits: StreamLimits = { perAccount: 5, perAddress: 50 };

/** When the readers of a closing process reconnect: between 0.5 and 3 seconds on. */
const closingRetryMs = { min: 500, spread: 2_500 };

interface Reader {
  userId: string;
  /** The token each stream was opened with: a stream of a revoked token ends. */
  streams: Map<EventStream, StreamToken>;
  stop(): void;
}

type StreamToken = Pick<TokenClaims, 'ver' | 'sid'>;

interface HubDeps {
  notifications: {
    unreadCount(userId: string): Promise<number>;
    subscribe(userId: string, listener: () => void): () => void;
    subscribeClubDay(ownerId: string, listener: () => void): () => void;
    subscribeSocial(userId: string, listener: () => void): () => void;
    subscribeChat(userId: string, listener: () => void): () => void;
    subscribeChampionship(userId: string, listener: () => void): () => void;
  };
  /** The account's current token state, read afresh. */
  tokenStateOf(userId: string): Promise<TokenState>;
  log: Logger;
  limits: StreamLimits;
}

/** An event without data to every stream of a reader: its screen reads again. */
function sendAll(reader: Reader, event: string) {
  for (const stream of reader.streams.keys()) stream.send(event, {});
}

/**
 * The notification streams of this process, grouped by reader. A reader's streams share one
 * subscription: a signal costs one read of the unread count and one of the token state,
 * however many tabs are open, and a stream whose token was revoked since it opened (its
 * session logged out, a sign-out everywhere, a closed account: each signals the reader) ends. A new stream beyond the limits
 * of its account or its address ends the oldest one of that account or address.
 */
export function createStreamHub({ notifications, tokenStateOf, log, limits }: HubDeps) {
  const readers = new Map<string, Reader>();
  const byAddress = new Map<string, EventStream[]>();
  const all = new Set<EventStream>();

  async function refresh(reader: Reader) {
    try {
      const [state, unread] = await Promise.all([
        tokenStateOf(reader.userId),
        notifications.unreadCount(reader.userId),
      ]);
      for (const [stream, token] of reader.streams)
        if (!tokenAdmitted(state, token)) stream.end();
        else stream.send('unread', { unread });
    } catch (error) {
      log.warn({ err: error }, 'a notification stream could not be refreshed');
    }
  }

  function readerOf(userId: string, role: string): Reader {
    const known = readers.get(userId);
    if (known) return known;
    const reader: Reader = { userId, streams: new Map(), stop: () => {} };
    const unread = notifications.subscribe(userId, () => void refresh(reader));
    const clubDay =
      role === 'owner'
        ? notifications.subscribeClubDay(userId, () => {
            for (const stream of reader.streams.keys()) stream.send('club_day', {});
          })
        : () => {};
    // The screens that read again on their own event: a night, a chat, a championship.
    const screens = [
      notifications.subscribeSocial(userId, () => sendAll(reader, 'social')),
      notifications.subscribeChat(userId, () => sendAll(reader, 'chat')),
      notifications.subscribeChampionship(userId, () => sendAll(reader, 'championship')),
    ];
    reader.stop = () => {
      unread();
      clubDay();
      for (const stop of screens) stop();
    };
    readers.set(userId, reader);
    return reader;
  }

  /** Ends the oldest of `list` (oldest first) until `limit` are left. */
  function keepWithin(list: readonly EventStream[], limit: number) {
    for (const stream of list.slice(0, Math.max(0, list.length - limit))) stream.end();
  }

  return {
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      who: { userId: string; role: string; token: StreamToken },
    ) {
      const reader = readerOf(who.userId, who.role);
      const address = request.ip;
      openEventStream(request, reply, all, (stream) => {
        reader.streams.set(stream, who.token);
        const sameAddress = byAddress.get(address) ?? [];
        byAddress.set(address, [...sameAddress, stream]);
        keepWithin([...reader.streams.keys()], limits.perAccount);
        keepWithin(byAddress.get(address) ?? [], limits.perAddress);
        // The new stream alone hears the count at once; the others already have it.
        void refresh({ ...reader, streams: new Map([[stream, who.token]]) });
        return () => {
          reader.streams.delete(stream);
          const left = (byAddress.get(address) ?? []).filter((other) => other !== stream);
          if (left.length > 0) byAddress.set(address, left);
          else byAddress.delete(address);
          if (reader.streams.size === 0 && readers.get(reader.userId) === reader) {
            reader.stop();
            readers.delete(reader.userId);
          }
        };
      });
    },
    /**
     * Ends every stream as the server closes, each with a reconnection hint: the client comes
     * back to another process through the proxy, the readers spread over a few seconds rather
     * than all at once.
     */
    endAll() {
      for (const stream of [...all])
        stream.end(closingRetryMs.min + Math.random() * closingRetryMs.spread);
    },
    /** Streams open now, for tests and metrics. */
    count: () => all.size,
  };
}
