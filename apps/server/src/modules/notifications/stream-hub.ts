import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '#server/lib/logger.js';
import { tokenAdmitted, type TokenClaims, type TokenState } from '#server/plugins/auth.js';
import { openEventStream, type EventStream } from './event-stream.js';

/** How many live streams one account, and one client address, may keep in this process. */
export interface StreamLimits {
  perAccount: number;
  perAddress: number;
}

/**
 * A tab holds its notification stream and, on a championship's page, that page's stream too:
 * ten an account and a hundred an address keep the five tabs and fifty tabs they always allowed.
 */
export const defaultStreamLimits: StreamLimits = { perAccount: 10, perAddress: 100 };

/** When the readers of a closing process reconnect: between 0.5 and 3 seconds on. */
const closingRetryMs = { min: 500, spread: 2_500 };

/**
 * What the stream of a page open to anyone signed in hears instead of its reader's
 * notifications: one topic's signals (a championship's changes), as an event without data.
 */
export interface WatchedTopic {
  /** The topic's name: the streams watching one key share one subscription. */
  key: string;
  /** The event each of its signals sends. */
  event: string;
  subscribe(listener: () => void): () => void;
}

type StreamToken = Pick<TokenClaims, 'ver' | 'sid'>;

interface Watch {
  /** The token the stream was opened with: a stream of a revoked token ends. */
  token: StreamToken;
  /** The topic it watches; null for the reader's notification stream. */
  topic: string | null;
}

/** An account's streams in this process, its notification streams and its topic streams. */
interface Reader {
  userId: string;
  streams: Map<EventStream, Watch>;
  stop(): void;
}

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

/** The reader's notification streams among `streams`: those that watch no topic. */
function notificationStreams(reader: Reader, streams: Iterable<EventStream>) {
  return [...streams].filter((stream) => reader.streams.get(stream)?.topic === null);
}

/** An event without data to every notification stream of a reader: its screen reads again. */
function sendAll(reader: Reader, event: string) {
  for (const stream of notificationStreams(reader, reader.streams.keys())) stream.send(event, {});
}

/** Ends those of the reader's `streams` whose token `state` revoked; answers the others. */
function admitted(reader: Reader, streams: Iterable<EventStream>, state: TokenState) {
  const kept: EventStream[] = [];
  for (const stream of streams) {
    const watch = reader.streams.get(stream);
    if (watch && tokenAdmitted(state, watch.token)) kept.push(stream);
    else stream.end();
  }
  return kept;
}

/** Ends the oldest of `list` (oldest first) until `limit` are left. */
function keepWithin(list: readonly EventStream[], limit: number) {
  for (const stream of list.slice(0, Math.max(0, list.length - limit))) stream.end();
}

/**
 * The topics streams watch in this process: one subscription a topic however many streams
 * watch it, dropped with its last stream. A signal reads the token state of each reader
 * watching once, ends their streams whose token was revoked and sends the others its event.
 */
function createTopics({ tokenStateOf, log }: Pick<HubDeps, 'tokenStateOf' | 'log'>) {
  const topics = new Map<string, { streams: Map<EventStream, Reader>; stop(): void }>();

  async function announce(streams: Map<EventStream, Reader>, event: string) {
    const byReader = Map.groupBy(streams.keys(), (stream) => streams.get(stream)!);
    await Promise.all(
      [...byReader].map(async ([reader, watching]) => {
        try {
          const state = await tokenStateOf(reader.userId);
          for (const stream of admitted(reader, watching, state)) stream.send(event, {});
        } catch (error) {
          log.warn({ err: error }, 'a topic stream could not be told');
        }
      }),
    );
  }

  return {
    join(watched: WatchedTopic, stream: EventStream, reader: Reader) {
      let topic = topics.get(watched.key);
      if (!topic) {
        const streams = new Map<EventStream, Reader>();
        const stop = watched.subscribe(() => void announce(streams, watched.event));
        topic = { streams, stop };
        topics.set(watched.key, topic);
      }
      topic.streams.set(stream, reader);
    },
    leave(key: string, stream: EventStream) {
      const topic = topics.get(key);
      if (!topic) return;
      topic.streams.delete(stream);
      if (topic.streams.size > 0) return;
      topic.stop();
      topics.delete(key);
    },
  };
}

/**
 * The live streams of this process, grouped by reader: their notification streams and the
 * streams of the pages they watch (a championship's), counted together against the limits.
 * A reader's streams share one subscription: a signal costs one read of the unread count and
 * one of the token state, however many tabs are open, and a stream whose token was revoked
 * since it opened (its session logged out, a sign-out everywhere, a closed account: each
 * signals the reader) ends, a topic's stream also on the topic's next signal. A new stream
 * beyond the limits of its account or its address ends the oldest one of that account or address.
 */
export function createStreamHub({ notifications, tokenStateOf, log, limits }: HubDeps) {
  const readers = new Map<string, Reader>();
  const topics = createTopics({ tokenStateOf, log });
  const byAddress = new Map<string, EventStream[]>();
  const all = new Set<EventStream>();

  async function refresh(reader: Reader, streams: EventStream[] = [...reader.streams.keys()]) {
    try {
      const own = notificationStreams(reader, streams);
      const [state, unread] = await Promise.all([
        tokenStateOf(reader.userId),
        own.length > 0 ? notifications.unreadCount(reader.userId) : 0,
      ]);
      for (const stream of admitted(reader, streams, state))
        if (own.includes(stream)) stream.send('unread', { unread });
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
        ? notifications.subscribeClubDay(userId, () => sendAll(reader, 'club_day'))
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

  function forget(reader: Reader, stream: EventStream, address: string) {
    const topic = reader.streams.get(stream)?.topic;
    reader.streams.delete(stream);
    if (topic) topics.leave(topic, stream);
    const left = (byAddress.get(address) ?? []).filter((other) => other !== stream);
    if (left.length > 0) byAddress.set(address, left);
    else byAddress.delete(address);
    if (reader.streams.size === 0 && readers.get(reader.userId) === reader) {
      reader.stop();
      readers.delete(reader.userId);
    }
  }

  return {
    /** Opens the reader's notification stream or, with `watched`, a stream of that topic. */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      who: { userId: string; role: string; token: StreamToken },
      watched?: WatchedTopic,
    ) {
      const reader = readerOf(who.userId, who.role);
      const address = request.ip;
      openEventStream(request, reply, all, (stream) => {
        reader.streams.set(stream, { token: who.token, topic: watched?.key ?? null });
        if (watched) topics.join(watched, stream, reader);
        byAddress.set(address, [...(byAddress.get(address) ?? []), stream]);
        keepWithin([...reader.streams.keys()], limits.perAccount);
        keepWithin(byAddress.get(address) ?? [], limits.perAddress);
        // A new notification stream alone hears the count at once; the others already have it.
        if (!watched) void refresh(reader, [stream]);
        return () => forget(reader, stream, address);
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
