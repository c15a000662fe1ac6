import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { registerPlayers, signIn } from './api-client.js';
import { bookingsPerPlayer, measureWrites } from './booking-writes.js';
import { startChildServer, type ChildServer } from './child-server.js';
import { cleanUpAll } from './cleanup.js';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.js';
import { allChecksPassed, printTable, type DatabaseFigures } from './figures.js';
import { describeMachine } from './machine.js';
import { runBundleBudget } from '../apps/web/scripts/bundle-budget.js';
import {
  compressionCostShare,
  compressionCostTarget,
  updateCompressionSection,
  updateMatchPagesSection,
  updateNearbySection,
  updateQualityDoc,
  updateClusterSection,
  updateReportSection,
} from './quality-doc.js';
import { measureCluster } from './cluster.js';
import { measureCompression } from './compression.js';
import { measureNearby, nearbyTargetsMet, seedClubs } from './clubs-nearby.js';
import { matchPageTargetsMet, measureMatchPages, seedMatches } from './find-match-pages.js';
import {
  measureReport,
  reportTargetMs,
  seedYearOfBookings,
  type ReportFigures,
} from './report-read.js';
import { measureReads } from './read-throughput.js';
import { freeSlots, type Slot } from './slots.js';
import { runStorm } from './storm.js';

const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const qualityDoc = resolve(import.meta.dirname, '../docs/quality.md');
const webDir = resolve(import.meta.dirname, '../apps/web');
// Bookings made before any is counted, so both figures measure a server that has compiled its
// hot path, as one that has run for a while has.
const warmUpWrites = 200;
const sequentialWrites = 200;
const concurrentWrites = 800;
const eagerWrites = 400;
const writeConnections = 10;
// Far above a normal run (a few minutes, with the clubs and cluster parts on a busy machine):
// only a hang gets here.
const giveUpAfterMs = 10 * 60_000;

/** Runs `measure` against our server on a seeded database, then stops both. */
async function withAppServer<T>(
  database: BenchDatabase,
  measure: (server: ChildServer, token: string, database: BenchDatabase) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  try {
    const server = await startChildServer('app-server', {
      BENCH_DATABASE_URL: database.url,
      BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    });
    try {
      return await measure(server, await signIn(server.url, 'player'), database);
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

async function writesAndStorm(server: ChildServer, _token: string, database: BenchDatabase) {
  const slotCount = warmUpWrites + sequentialWrites + concurrentWrites + eagerWrites + 1;
  const slots = await freeSlots(database.db, slotCount, new Date());
  const [stormSlot] = slots.splice(-1);
  const players = (group: number, bookings: number) =>
    registerPlayers(server.url, Math.ceil(bookings / bookingsPerPlayer), group);
  const [warming, alone, together, eager] = [
    await players(4, warmUpWrites),
    await players(1, sequentialWrites),
    await players(2, concurrentWrites),
    await players(3, eagerWrites),
  ];
  const take = (count: number) => slots.splice(0, count);
  await measureWrites(server.url, warming, take(warmUpWrites), writeConnections);
  const writes = [
    await measureWrites(server.url, alone, take(sequentialWrites), 1),
    await measureWrites(server.url, together, take(concurrentWrites), writeConnections),
    await measureWrites(server.url, eager, take(eagerWrites), writeConnections, 'four-at-once'),
  ];
  const storm = await runStorm(server.url, database.db, stormSlot as Slot);
  return { label: database.label, writes, storm } satisfies DatabaseFigures;
}

/** The owner's report over a year of a ten-court club, on each database. */
async function reportFigures(): Promise<ReportFigures[]> {
  const measure = async (server: ChildServer, _token: string, database: BenchDatabase) => {
    const year = await seedYearOfBookings(database.db);
    return measureReport(server, await signIn(server.url, 'owner'), database.label, year);
  };
  return [
    await withAppServer(await sqliteDatabase(), measure),
    await withAppServer(await postgresDatabase(postgresAdminUrl), measure),
  ];
}

async function reports(machine: Awaited<ReturnType<typeof describeMachine>>): Promise<boolean> {
  const figures = await reportFigures();
  console.table(figures);
  await updateReportSection(qualityDoc, figures, new Date().toISOString().slice(0, 10), machine);
  return figures.every((figure) => figure.p95Ms < reportTargetMs);
}

/** What compressing answers costs the server and saves a phone (the demo world, SQLite). */
async function compression(machine: Awaited<ReturnType<typeof describeMachine>>) {
  const figures = await withAppServer(await sqliteDatabase(), (server, token) =>
    measureCompression(server, token),
  );
  console.table(figures.levels);
  console.table([figures.load]);
  await updateCompressionSection(
    qualityDoc,
    figures,
    new Date().toISOString().slice(0, 10),
    machine,
  );
  return compressionCostShare(figures) < compressionCostTarget;
}

/** The first page of clubs near a point with 3,000 and 30,000 more clubs, on each database. */
async function clubsNearby(machine: Awaited<ReturnType<typeof describeMachine>>) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'ignore' });
  const env = { BENCH_WEB_ROOT: resolve(webDir, 'dist') };
  const figures = [];
  for (const count of [3_000, 30_000])
    for (const database of [sqliteDatabase, () => postgresDatabase(postgresAdminUrl)])
      figures.push(
        await withAppServer(
          await database(),
          async (server, token, seeded) => {
            await seedClubs(seeded.db, count);
            return measureNearby(server, token, seeded.label, count);
          },
          env,
        ),
      );
  console.table(figures);
  await updateNearbySection(qualityDoc, figures, new Date().toISOString().slice(0, 10), machine);
  return nearbyTargetsMet(figures);
}

/** Find Match's pages with 30,000 more open matches, on each database. */
async function matchPages(machine: Awaited<ReturnType<typeof describeMachine>>) {
  const count = 30_000;
  const figures = [];
  for (const database of [sqliteDatabase, () => postgresDatabase(postgresAdminUrl)])
    figures.push(
      await withAppServer(await database(), async (server, token, seeded) => {
        await seedMatches(seeded.db, count);
        return measureMatchPages(server, token, seeded.label, count);
      }),
    );
  console.table(figures);
  await updateMatchPagesSection(
    qualityDoc,
    figures,
    new Date().toISOString().slice(0, 10),
    machine,
  );
  return matchPageTargetsMet(figures);
}

/**
 * Cash bookings through one built server process and through three behind a proxy. No target
 * for the ratio: it says what this machine gives; every booking must still be created.
 */
async function cluster(machine: Awaited<ReturnType<typeof describeMachine>>): Promise<boolean> {
  const figures = await measureCluster(postgresAdminUrl);
  console.table([figures.one, figures.three]);
  console.log(`ratio, three processes over one: ${figures.ratio.toFixed(2)}`);
  await updateClusterSection(qualityDoc, figures, new Date().toISOString().slice(0, 10), machine);
  return [figures.one, figures.three].every((run) => run.created === run.attempted);
}

/** The parts BENCH_ONLY can name. */
const parts: Record<
  string,
  (machine: Awaited<ReturnType<typeof describeMachine>>) => Promise<boolean>
> = {
  reports,
  compression,
  clubs: clubsNearby,
  matches: matchPages,
  cluster,
};

async function main(): Promise<number> {
  const started = performance.now();
  const machine = await describeMachine(postgresAdminUrl);
  // BENCH_ONLY=reports (or compression, clubs, matches or cluster) measures that part alone.
  const part = parts[process.env.BENCH_ONLY ?? ''];
  if (part) return (await part(machine)) ? 0 : 1;
  const readDay = (server: ChildServer, token: string, database: BenchDatabase) =>
    measureReads(server, token, database.db);
  const reads = await withAppServer(await sqliteDatabase(), readDay);
  // The same read with its one-second cache off: what every cache miss costs.
  const uncachedReads = await withAppServer(await sqliteDatabase(), readDay, {
    BENCH_DAY_READ_CACHE_MS: '0',
  });
  const sqlite = await withAppServer(await sqliteDatabase(), writesAndStorm);
  const postgres = await withAppServer(await postgresDatabase(postgresAdminUrl), writesAndStorm);
  const figures = {
    date: new Date().toISOString().slice(0, 10),
    seconds: (performance.now() - started) / 1000,
    machine,
    reads,
    uncachedReads,
    databases: [sqlite, postgres],
  };
  printTable(figures);
  await updateQualityDoc(qualityDoc, figures);
  // Each part in turn, in the order of the document's sections.
  const partsMet: boolean[] = [];
  for (const part of [reports, compression, clubsNearby, matchPages, cluster])
    partsMet.push(await part(machine));
  const bundles = await measureBundles();
  console.log(`\nwritten to ${qualityDoc}`);
  return allChecksPassed(figures) && partsMet.every(Boolean) && bundles === 0 ? 0 : 1;
}

/** The app built as `npm start` builds it, then each route's first download (the bundle table). */
async function measureBundles(): Promise<number> {
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  return runBundleBudget();
}

async function exitAfterCleanUp(code: number): Promise<never> {
  await cleanUpAll();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void exitAfterCleanUp(130));
setTimeout(() => {
  console.error(`bench: still running after ${giveUpAfterMs / 60_000} minutes; giving up`);
  void exitAfterCleanUp(1);
}, giveUpAfterMs).unref();

try {
  await exitAfterCleanUp(await main());
} catch (error) {
  console.error(error);
  await exitAfterCleanUp(1);
}
