import { randomBytes } from 'node:crypto';
import { bookingBody } from '../apps/server/test/helpers/booking-fixtures.js';
import {
  buildServer,
  startBuiltServer,
  type BuiltServer,
} from '../apps/server/test/helpers/built-server.js';
import {
  startRoundRobinProxy,
  type RoundRobinProxy,
} from '../apps/server/test/helpers/round-robin-proxy.js';
import { callApi, payBooking, signIn } from './api-client.js';
import { deferCleanup } from './cleanup.js';
import { postgresDatabase } from './databases.js';
import { freeSlots, type Slot } from './slots.js';

const warmUpWalkIns = 150;
const countedWalkIns = 400;
const connections = 10;

export interface ClusterRun {
  processes: number;
  created: number;
  attempted: number;
  perSecond: number;
}

export interface ClusterFigures {
  connections: number;
  one: ClusterRun;
  three: ClusterRun;
  /** Bookings per second through three processes over those through one. */
  ratio: number;
}

/** The owner's walk-ins, paid in cash at the desk, `connections` at a time through `baseUrl`. */
async function walkIns(baseUrl: string, owner: string, slots: readonly Slot[]) {
  const queue = [...slots];
  let created = 0;
  const worker = async () => {
    for (let slot = queue.shift(); slot; slot = queue.shift()) {
      const body = bookingBody(slot.court, slot.date, slot.hour, 60, { customerName: 'Walk-in' });
      const { status } = await payBooking(baseUrl, owner, 'cash', body);
      if (status === 201) created += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { created, attempted: slots.length, seconds: (performance.now() - started) / 1000 };
}

/** Built server processes (`node dist/server.js`, as deployed) on one database. */
async function startProcesses(count: number, env: Record<string, string>) {
  const servers: BuiltServer[] = [];
  const stop = deferCleanup(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
  });
  for (let index = 0; index < count; index++) servers.push(await startBuiltServer(env));
  return { servers, stop };
}

/**
 * Cash bookings through one server process and through three, each behind the cluster test's
 * round-robin proxy (so the proxy's hop is in both), on one fresh PostgreSQL database with the
 * demo world: the owner's walk-ins, `connections` at a time, on distinct free hours of the
 * owner's club. The same three processes serve both runs; the one-process run goes to one of
 * them. Their ratio says how far more processes carry more bookings on this machine.
 */
export async function measureCluster(postgresAdminUrl: string): Promise<ClusterFigures> {
  await buildServer();
  const database = await postgresDatabase(postgresAdminUrl);
  const proxies: RoundRobinProxy[] = [];
  const closeProxies = deferCleanup(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
  });
  try {
    const { servers, stop } = await startProcesses(3, {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      PAYMENTS_SANDBOX: 'true',
    });
    try {
      const owner = await signIn(servers[0]!.url, 'owner');
      const club = await callApi(servers[0]!.url, 'GET', '/user/me/club', { token: owner });
      const clubId = (club.body as { id: string }).id;
      const slots = await freeSlots(
        database.db,
        warmUpWalkIns + 2 * countedWalkIns,
        new Date(),
        clubId,
      );
      const one = await startRoundRobinProxy([servers[0]!.url]);
      const three = await startRoundRobinProxy(servers.map((server) => server.url));
      proxies.push(one, three);
      // Every process compiles its hot path first, as one that has run for a while has.
      await walkIns(three.url, owner, slots.splice(0, warmUpWalkIns));
      const run = async (proxy: RoundRobinProxy, processes: number): Promise<ClusterRun> => {
        const result = await walkIns(proxy.url, owner, slots.splice(0, countedWalkIns));
        return { processes, ...result, perSecond: result.created / result.seconds };
      };
      const oneRun = await run(one, 1);
      const threeRun = await run(three, 3);
      return {
        connections,
        one: oneRun,
        three: threeRun,
        ratio: threeRun.perSecond / oneRun.perSecond,
      };
    } finally {
      await closeProxies();
      await stop();
    }
  } finally {
    await database.dispose();
  }
}
