import { EventEmitter } from 'node:events';
import type { Tx } from '#server/db/transaction.js';

export type FeedListener = () => void;

/**
 * Tells the readers connected to any server process that they have something new. It carries
 * no content: a reader's stream answers with a fresh unread count read from the database,
 * the one source of truth, so a lost or doubled signal costs a refresh and nothing else.
 */
export interface LiveFeed {
  /** Signals `key` (a reader, or a topic) once `tx` commits; nothing if it rolls back. */
  signal(tx: Tx, key: string): Promise<void>;
  /** Signals `key` to every process now, outside any transaction. */
  publish(key: string): void;
  /** Calls `listener` on every signal for `key` until the returned function is called. */
  subscribe(key: string, listener: FeedListener): () => void;
  close(): Promise<void>;
}

/** A feed from how it sends a signal now: signalling in a transaction waits for its commit. */
export function feedOf(parts: Omit<LiveFeed, 'signal'>): LiveFeed {
  return {
    ...parts,
    async signal(tx, key) {
      tx.afterCommit(() => parts.publish(key));
    },
  };
}

/** The listeners of this process, by reader; every feed delivers through one of these. */
export function createLocalListeners() {
  const emitter = new EventEmitter();
  // One reader may keep several tabs open; a stream per tab is expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    deliver: (userId: string) => void emitter.emit(userId),
    subscribe(userId: string, listener: FeedListener): () => void {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
  };
}

/** One server process (the embedded SQLite): signals go straight to this process's readers. */
export function createInProcessFeed(): LiveFeed {
  const listeners = createLocalListeners();
  return feedOf({ publish: listeners.deliver, subscribe: listeners.subscribe, async close() {} });
}
