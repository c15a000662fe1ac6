import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolExhaustedError } from './db-errors.js';
import { reportPoolExhaustion } from './pool-exhaustion.js';

type Done = (error?: Error) => void;

/** A stand-in for pg.Client that connects at once (or never, `hangs`), and does nothing else. */
function fakeClient({ hangs }: { hangs: boolean }) {
  return class FakeClient extends EventEmitter {
    _queryable = true;
    _ending = false;
    #connected = false;
    #pending: Done | undefined;
    connect(done: Done) {
      if (hangs) this.#pending = done;
      else setImmediate(() => ((this.#connected = true), done()));
    }
    isConnected() {
      return this.#connected;
    }
    end(done?: () => void) {
      this.#pending?.(new Error('Connection terminated'));
      this.#pending = undefined;
      done?.();
    }
    ref() {}
    unref() {}
  };
}

const waitMs = 50;
let pool: pg.Pool | undefined;
afterEach(async () => {
  await pool?.end().catch(() => {});
  pool = undefined;
});

function poolOf(client: ReturnType<typeof fakeClient>, max = 1) {
  pool = new pg.Pool({
    max,
    connectionTimeoutMillis: waitMs,
    Client: client as unknown as typeof pg.Client,
  });
  reportPoolExhaustion(pool);
  return pool;
}

describe('a wait for a pooled connection that runs out', () => {
  it('says every connection was busy, how many and how long it waited', async () => {
    const pool = poolOf(fakeClient({ hangs: false }), 2);
    const held = await Promise.all([pool.connect(), pool.connect()]);
    const error = await pool.connect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PoolExhaustedError);
    expect(error).toMatchObject({ poolSize: 2 });
    expect((error as PoolExhaustedError).waitedMs).toBeGreaterThanOrEqual(waitMs - 5);
    expect((error as Error).message).toMatch(/^all 2 pooled connections busy, waited \d+ ms$/);
    // Once a connection is given back, the next caller gets it.
    held[0]!.release();
    const next = await pool.connect();
    next.release();
    held[1]!.release();
  });

  it('says so through a callback too (pool.query takes that way)', async () => {
    const pool = poolOf(fakeClient({ hangs: false }));
    const held = await pool.connect();
    const error = await new Promise((done) => pool.connect((caught) => done(caught)));
    expect(error).toBeInstanceOf(PoolExhaustedError);
    held.release();
  });

  it('stays a plain timeout while connections are still connecting: the database is slow or away', async () => {
    const pool = poolOf(fakeClient({ hangs: true }));
    const connecting = pool.connect().catch((caught: unknown) => caught);
    const waiting = pool.connect().catch((caught: unknown) => caught);
    expect(await waiting).not.toBeInstanceOf(PoolExhaustedError);
    expect(await waiting).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    expect(await connecting).toMatchObject({
      message: 'Connection terminated due to connection timeout',
    });
  });
});
