import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '#server/db/transaction.js';
import { startStallableProxy } from '#test/helpers/stallable-proxy.js';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createPostgresFeed } from './postgres-feed.js';

/** A transaction that has just committed, as far as the feed can tell. */
const committed = { afterCommit: (run: () => void) => run() } as unknown as Tx;

describe.runIf(testDialect === 'postgres')('signals through PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('delivers every signal without ever sending two statements at once on its connection', async () => {
    if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const log = { warn: () => {}, error: () => {}, info: () => {} } as never;
    const sender = createPostgresFeed(database.target.connectionString, log);
    const receiver = createPostgresFeed(database.target.connectionString, log);
    const heard = new Set<string>();
    const readers = Array.from({ length: 60 }, (_, index) => `reader-${index}`);
    const stops = readers.map((reader) => receiver.subscribe(reader, () => heard.add(reader)));
    try {
      await sleep(300); // both connections listening
      // Signals over many turns of the event loop, each turn's batch sent while the last flies.
      for (const reader of readers) {
        await sender.signal(committed, reader);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await expect.poll(() => heard.size, { timeout: 5_000 }).toBe(readers.length);
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual(
        [],
      );
    } finally {
      process.off('warning', onWarning);
      for (const stop of stops) stop();
      await sender.close();
      await receiver.close();
    }
  });

  it(
    'listens again after its connection is lost mid-statement, past a database that does not answer, and sends what waited',
    { timeout: 30_000 },
    async () => {
      if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
      const direct = new URL(database.target.connectionString);
      const relay = await startStallableProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const throughRelay = new URL(direct);
      throughRelay.host = `127.0.0.1:${relay.port}`;
      const lost: string[] = [];
      const log = { warn: (_: unknown, message: string) => lost.push(message), error: () => {} };
      const listener = createPostgresFeed(throughRelay.toString(), log as never);
      let heard = 0;
      const stop = listener.subscribe('reader', () => (heard += 1));
      try {
        await sleep(300); // listening through the relay
        // The listener's own send is on the wire when the connection goes.
        relay.stall();
        await listener.signal(committed, 'reader');
        await sleep(50);
        relay.cut();
        relay.restore();
        await expect
          .poll(() => lost, { timeout: 5_000 })
          .toContain('notification listener lost its connection');
        // A signal while no connection listens waits, and goes once one listens again.
        await listener.signal(committed, 'reader');
        // The first attempt to listen again finds a database that takes the connection and
        // never answers; it must give up, and a later one succeed.
        relay.blackhole();
        await sleep(4_000);
        relay.resume();
        await expect.poll(() => heard, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
      } finally {
        stop();
        await listener.close();
        await relay.close();
      }
    },
  );
});
