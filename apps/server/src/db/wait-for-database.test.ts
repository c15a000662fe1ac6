import { describe, expect, it } from 'vitest';
import { createDatabase } from './dialect.js';
import { pingDatabase } from './ping.js';
import { waitForDatabase } from './wait-for-database.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

describe('waiting for the database at start-up', () => {
  it('retries with a growing delay, saying why, until the database answers', async () => {
    let failuresLeft = 3;
    const logged: string[] = [];
    const slept: number[] = [];
    await waitForDatabase(
      async () => {
        if (failuresLeft-- > 0) throw refused;
      },
      {
        maxWaitMs: 10_000,
        firstDelayMs: 100,
        log: (message) => logged.push(message),
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(slept).toEqual([100, 200, 400]);
    expect(logged.slice(0, 3).every((line) => line.includes('ECONNREFUSED'))).toBe(true);
    expect(logged.at(-1)).toMatch(/reachable after 4 attempts/);
  });

  it('gives up after the allowed wait with the reason', async () => {
    const logged: string[] = [];
    const wait = waitForDatabase(
      async () => {
        throw refused;
      },
      { maxWaitMs: 1_000, firstDelayMs: 100, log: (m) => logged.push(m), sleep: async () => {} },
    );
    await expect(wait).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
    // 100 + 200 + 400 ms fit in the second; waiting 800 ms more would not.
    expect(logged).toHaveLength(3);
  });

  it('fails at once on what waiting cannot cure', async () => {
    const logged: string[] = [];
    const badPassword = Object.assign(new Error('password authentication failed'), {
      code: '28P01',
    });
    const wait = waitForDatabase(
      async () => {
        throw badPassword;
      },
      { maxWaitMs: 10_000, log: (m) => logged.push(m), sleep: async () => {} },
    );
    await expect(wait).rejects.toThrow(/password authentication failed/);
    expect(logged).toEqual([]);
  });

  it('recognises a PostgreSQL port where nobody listens', async () => {
    const db = createDatabase({
      dialect: 'postgres',
      connectionString: 'postgres://x@127.0.0.1:9/x',
    });
    const wait = waitForDatabase(() => pingDatabase(db), {
      maxWaitMs: 50,
      firstDelayMs: 20,
      log: () => {},
    });
    await expect(wait).rejects.toThrow(/ECONNREFUSED/);
    await db.destroy();
  });
});
