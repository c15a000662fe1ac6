/**
 * `npm run bench:pages`: Lighthouse on the built app as the project's server sends it, on a
 * fresh demo world, for the screens issue 26 holds to targets; the medians of three runs go
 * into docs/quality.md. Too slow for CI (several minutes); run by hand after a change that
 * may weigh on the first screens.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { AuthResponse } from '@courtside/shared';
import { demoPassword } from '../apps/server/src/seed/demo.js';
import { callApi } from './api-client.js';
import { startChildServer } from './child-server.js';
import { cleanUpAll } from './cleanup.js';
import { sqliteDatabase } from './databases.js';
import { runLighthouse, startChromium, type BenchPage, type PageRun } from './lighthouse-pages.js';
import { pageFigures, targetsMet, type PageFigures } from './page-figures.js';
import { updatePagesSection } from './quality-doc.js';

const runsPerPage = 3;
const webRoot = resolve(import.meta.dirname, '../apps/web/dist');
const qualityDoc = resolve(import.meta.dirname, '../docs/quality.md');

async function signIn(origin: string, phone: 'player' | 'owner'): Promise<AuthResponse> {
  const body = { phone, password: demoPassword };
  const answer = await callApi(origin, 'POST', '/auth/login', { body });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return answer.body as AuthResponse;
}

/** The demo world's first padel club and court, booked from tomorrow's grid. */
async function bookingPath(origin: string, token: string): Promise<string> {
  const answer = await callApi(origin, 'GET', '/user/club/all?type=padel', { token });
  const clubs = answer.body as Array<{ id: string; courts: Array<{ id: string }> }>;
  const club = clubs[0];
  const court = club?.courts[0];
  if (!club || !court) throw new Error('the demo world has no padel club with a court');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return `/user/book-court/${club.id}?court=${court.id}&date=${tomorrow}`;
}

/** The first open match Find Match lists. */
async function matchPath(origin: string, token: string): Promise<string> {
  const answer = await callApi(origin, 'GET', '/user/match/find', { token });
  const match = (answer.body as { items: Array<{ id: string }> }).items[0];
  if (!match) throw new Error('the demo world has no open match');
  return `/user/find-match/${match.id}`;
}

async function pagesOf(origin: string): Promise<BenchPage[]> {
  const player = await signIn(origin, 'player');
  const owner = await signIn(origin, 'owner');
  return [
    { label: 'Sign in', path: '/login', auth: null },
    { label: 'Sign up', path: '/register', auth: null },
    { label: 'Home, signed in', path: '/user', auth: player },
    {
      label: "A club's booking screen",
      path: await bookingPath(origin, player.token),
      auth: player,
    },
    { label: 'Find match', path: '/user/find-match', auth: player },
    { label: "A match's page", path: await matchPath(origin, player.token), auth: player },
    { label: "The owner's day grid", path: '/user/manage-reservation', auth: owner },
  ];
}

// BENCH_PAGES_ONLY=<words> measures only the pages whose label holds them (e.g. "Home"),
// to look into one page; such a partial run prints its figures and leaves the document be.
const only = process.env.BENCH_PAGES_ONLY?.toLowerCase();

async function chosenPages(origin: string): Promise<BenchPage[]> {
  const pages = await pagesOf(origin);
  return only ? pages.filter((page) => page.label.toLowerCase().includes(only)) : pages;
}

/**
 * On a machine other work keeps busy, Chromium now and then paints nothing within
 * Lighthouse's wait (NO_FCP); such a run is taken again once, and said.
 */
async function withOneRetry(run: () => Promise<PageRun>): Promise<PageRun> {
  try {
    return await run();
  } catch (error) {
    console.warn(`run failed, taken again: ${(error as Error).message}`);
    return run();
  }
}

async function measureAll(origin: string): Promise<PageFigures[]> {
  const { chrome, browser } = await startChromium();
  const figures: PageFigures[] = [];
  for (const page of await chosenPages(origin)) {
    const runs: PageRun[] = [];
    for (let run = 1; run <= runsPerPage; run += 1) {
      runs.push(await withOneRetry(() => runLighthouse(chrome, browser, origin, page)));
      const last = runs.at(-1) as PageRun;
      console.log(
        `${page.path} run ${run}: performance ${last.performance}, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms`,
      );
    }
    figures.push(pageFigures(page, runs));
  }
  return figures;
}

/**
 * Waits, two minutes at most, for the load the build just left (or other work) to fall below
 * half the cores, so that the runs start on a machine as quiet as it gets.
 */
async function settledLoad(): Promise<number> {
  const quiet = availableParallelism() / 2;
  for (let waited = 0; waited < 120 && (loadavg()[0] ?? 0) >= quiet; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  return loadavg()[0] ?? 0;
}

async function main(): Promise<number> {
  if (!existsSync(resolve(webRoot, 'index.html'))) {
    console.error(`${webRoot} has no build: run \`npm run build\` first.`);
    return 1;
  }
  const loadBefore = await settledLoad();
  const database = await sqliteDatabase();
  const server = await startChildServer('app-server', {
    BENCH_DATABASE_URL: database.url,
    BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
    BENCH_WEB_ROOT: webRoot,
  });
  const figures = await measureAll(server.url);
  const load = { before: loadBefore, after: loadavg()[0] ?? 0, cores: availableParallelism() };
  if (!only) {
    await updatePagesSection(qualityDoc, figures, new Date().toISOString().slice(0, 10), load);
  }
  for (const page of figures) {
    console.log(`${page.page.label}: met ${targetsMet(page) ? 'yes' : 'no'}`, page.median);
    if (page.flagged.length > 0) console.log('  flagged:', page.flagged.join('; '));
  }
  return 0;
}

try {
  process.exitCode = await main();
} finally {
  await cleanUpAll();
}
