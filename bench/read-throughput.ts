import autocannon, { type Result } from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { callApi } from './api-client.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { separateFromLoadGenerator } from './cpu-affinity.js';
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
  /**
   * Each server's CPU time (user and system) per answered request over the counted rounds:
   * it depends less than requests per second on the load generator sharing the machine.
   */
  oursCpuMicrosPerRequest: number;
  bareCpuMicrosPerRequest: number;
  /** Whether both servers ran on a core of their own, apart from the load generator. */
  pinned: boolean;
}

interface Target {
  server: ChildServer;
  url: string;
  headers: Record<string, string>;
}

/** One counted round of load on one server. */
interface Round {
  result: Result;
  cpuMicros: number;
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
  const restoreCores = separateFromLoadGenerator([ours.pid, bare.pid]);
  try {
    const targets = {
      ours: {
        server: ours,
        url: `${ours.url}/api${path}`,
        headers: { authorization: `Bearer ${token}` },
      },
      bare: { server: bare, url: `${bare.url}/api${path}`, headers: {} },
    };
    // Lets both processes compile their hot paths before anything is counted.
    await load(targets.ours, warmUpSeconds);
    await load(targets.bare, warmUpSeconds);
    const measured = { ours: [] as Round[], bare: [] as Round[] };
    for (let round = 0; round < rounds; round++) {
      // Alternating who goes first evens out a machine that speeds up or slows down.
      const order = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
      for (const name of order) measured[name].push(await measuredRound(targets[name]));
    }
    const oursPerSecond = perSecond(measured.ours);
    const barePerSecond = perSecond(measured.bare);
    return {
      connections,
      secondsEach: rounds * roundSeconds,
      courtCount: day.courtIds.length,
      rowsAnswered: sample.body.length,
      oursPerSecond,
      barePerSecond,
      ratio: oursPerSecond / barePerSecond,
      oursP99Ms: worstP99(measured.ours),
      bareP99Ms: worstP99(measured.bare),
      oursCpuMicrosPerRequest: cpuPerRequest(measured.ours),
      bareCpuMicrosPerRequest: cpuPerRequest(measured.bare),
      pinned: restoreCores !== null,
    };
  } finally {
    restoreCores?.();
    await bare.stop();
  }
}

async function measuredRound(target: Target): Promise<Round> {
  const cpuBefore = await target.server.cpuMicros();
  const result = await load(target, roundSeconds);
  return { result, cpuMicros: (await target.server.cpuMicros()) - cpuBefore };
}

async function load({ url, headers }: Target, seconds: number): Promise<Result> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  // A failed or refused request would make the figure meaningless rather than slow.
  if (result.errors || result.timeouts || result.non2xx)
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  return result;
}

const requestsOf = (runs: readonly Round[]) =>
  runs.reduce((sum, run) => sum + run.result.requests.total, 0);

function perSecond(runs: readonly Round[]): number {
  return requestsOf(runs) / runs.reduce((sum, run) => sum + run.result.duration, 0);
}

function cpuPerRequest(runs: readonly Round[]): number {
  return runs.reduce((sum, run) => sum + run.cpuMicros, 0) / requestsOf(runs);
}

/** The worse round's p99: a target has to hold in every round, not on average. */
function worstP99(runs: readonly Round[]): number {
  return Math.max(...runs.map((run) => run.result.latency.p99));
}
