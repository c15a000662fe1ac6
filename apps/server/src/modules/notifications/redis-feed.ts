import { Redis } from 'ioredis';
import type { Logger } from '#server/lib/logger.js';
import { createLocalListeners, feedOf, type LiveFeed } from './live-feed.js';

/** A Redis, and the prefix of this deployment's channels on it (REDIS_NAMESPACE). */
export interface RedisTarget {
  url: string;
  namespace: string;
}

/**
 * Several server processes sharing a Redis (REDIS_URL): the signal is published once the
 * transaction commits. Should a process die between its commit and its publish, the
 * notification is still stored and shows on the reader's next refresh; only the push is lost.
 */
export function createRedisFeed({ url, namespace }: RedisTarget, log: Logger): LiveFeed {
  // Two deployments sharing one Redis each hear only their own signals.
  const channel = `${namespace}:notifications`;
  const listeners = createLocalListeners();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ error: error.message }, 'Redis'));
  subscriber.on('message', (from: string, key: string) => {
    if (from === channel) listeners.deliver(key);
  });
  const subscribed = subscriber.subscribe(channel);

  return feedOf({
    publish(key) {
      publisher.publish(channel, key).catch((error: Error) => {
        log.warn({ error: error.message }, 'could not publish a notification signal');
      });
    },
    subscribe: listeners.subscribe,
    async close() {
      await subscribed.catch(() => {});
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
}
