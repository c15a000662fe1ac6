import autocannon, { type Result } from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { callApi } from './api-client.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { busiestDay } from './slots.js';

export interface ReadFigures {
  connections: number;
  secondsEach: number;
  /** The read asks for this many courts and answers this many taken hours. */
  courtCount: number;
  rowsAnswered: number;
  oursPerSecond: number;
  barePerSecond: number;
  ratio: number;
  oursP99Ms: number;
  bareP99Ms: number;
}

const connections = 50;
const rounds = 2;
const roundSeconds = 5;
const warmUpSeconds = 1;

/**
 * (a) GET /api/booking, the booking screen's day read, against a bare Fastify route that
 * answers the same body. Both are loaded alternately for the same time, so drift on a noisy
 * machine hits both; the ratio is what compares across machines.
 */
export async function measureReads(
  ours: ChildServer,
  token: string,
  db: Kysely<Database>,
): Promise<ReadFigures> {
  const day = await busiestDay(db, new Date());
  const path = `/booking?date=${day.date}&court=${day.courtIds.join(',')}`;
  const sample = await callApi(ours.url, 'GET', path, { token });
  if (sample.status !== 200 || !Array.isArray(sample.body) || sample.body.length === 0)
    throw new Error(`the read answered ${sample.status}: ${JSON.stringify(sample.body)}`);

  const bare = await startChildServer('bare-server', {
    BENCH_BARE_BODY: JSON.stringify(sample.body),
  });
  try {
    const targets = {
      ours: { url: `${ours.url}/api${path}`, headers: { authorization: `Bearer ${token}` } },
      bare: { url: `${bare.url}/api${path}`, headers: {} },
    };
    // Lets both processes compile their hot paths before anything is counted.
    await load(targets.ours, warmUpSeconds);
    await load(targets.bare, warmUpSeconds);
    const results = { ours: [] as Result[], bare: [] as Result[] };
    for (let round = 0; round < rounds; round++) {
      // Alternating who goes first evens out a machine that speeds up or slows down.
      const order = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
      for (const name of order) results[name].push(await load(targets[name], roundSeconds));
    }
    const oursPerSecond = perSecond(results.ours);
    const barePerSecond = perSecond(results.bare);
    return {
      connections,
      secondsEach: rounds * roundSeconds,
      courtCount: day.courtIds.length,
      rowsAnswered: sample.body.length,
      oursPerSecond,
      barePerSecond,
      ratio: oursPerSecond / barePerSecond,
      oursP99Ms: worstP99(results.ours),
      bareP99Ms: worstP99(results.bare),
    };
  } finally {
    await bare.stop();
  }
}

async function load(
  target: { url: string; headers: Record<string, string> },
  seconds: number,
): Promise<Result> {
  const result = await autocannon({ ...target, connections, duration: seconds });
  // A failed or refused request would make the figure meaningless rather than slow.
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  return result;
}

function perSecond(results: readonly Result[]): number {
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return requests / seconds;
}

/** The worse round's p99: a target has to hold in every round, not on average. */
function worstP99(results: readonly Result[]): number {
  return Math.max(...results.map((r) => r.latency.p99));
}
