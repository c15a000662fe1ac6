import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '#server/db/transaction.js';
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
});
