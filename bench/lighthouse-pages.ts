import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { AuthResponse } from '@courtside/shared';
import { chromiumPath } from '../apps/web/e2e/support/chromium.js';
import { storeSession } from '../apps/web/e2e/support/route-download.js';
import { deferCleanup } from './cleanup.js';

/** A screen Lighthouse opens, and who opens it: signed out when `auth` is null. */
export interface BenchPage {
  label: string;
  path: string;
  auth: AuthResponse | null;
}

/** One Lighthouse run's figures: scores 0 to 100, times in ms. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's CPU (its benchmarkIndex): its 4x slowdown is made to
   * turn a desktop of 1,000 to 2,000 into a mid-tier phone, and a slower machine scores lower.
   */
  benchmarkIndex: number;
  /** The accessibility and best-practices audits that did not pass, by title. */
  flagged: string[];
}

// The flags the brief of the bench names: Debian's Chromium as the journeys run it.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const categories = ['performance', 'accessibility', 'best-practices'];

/** Debian's Chromium, started once for every run, closed by the bench's cleanup. */
export async function startChromium(): Promise<{ chrome: LaunchedChrome; browser: Browser }> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  const kill = deferCleanup(async () => chrome.kill());
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    deferCleanup(async () => browser.disconnect());
    return { chrome, browser };
  } catch (error) {
    await kill();
    throw error;
  }
}

/**
 * Leaves the player signed in as the app keeps a session (its IndexedDB store 'courtside'),
 * with nothing else of the origin kept: no HTTP cache, service worker, cached files or
 * persisted lists, so the run loads the app as a signed-in player's first visit of the day.
 */
async function signInFresh(browser: Browser, origin: string, auth: AuthResponse) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A same-origin file that runs no app code, to write the app's store from.
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate(storeSession, auth);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

function failedAudits(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']) {
  return ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.title} (${audit?.id})`),
  );
}

/**
 * BENCH_PAGES_REPORTS=<folder> keeps each run's whole Lighthouse report (JSON), to see what
 * a figure is made of: the LCP element, the requests it waited for, the long tasks.
 */
function keepReport(page: BenchPage, report: string | string[]): void {
  const folder = process.env.BENCH_PAGES_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = `${page.label.replace(/\W+/g, '-').toLowerCase()}-${Date.now()}.json`;
  writeFileSync(join(folder, name), Array.isArray(report) ? report.join('\n') : report);
}

/**
 * One Lighthouse run with its defaults for a phone (Moto G Power, simulated slow 4G and a
 * 4x slower CPU). A signed-out screen gets Lighthouse's own storage reset; a signed-in one
 * is prepared by signInFresh and keeps its store.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  browser: Browser,
  origin: string,
  page: BenchPage,
): Promise<PageRun> {
  if (page.auth) await signInFresh(browser, origin, page.auth);
  const result = await lighthouse(`${origin}${page.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableStorageReset: page.auth !== null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  keepReport(page, result.report);
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  // A signed-in page that sent the browser to /login measured the wrong screen.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== page.path.split('?')[0]) throw new Error(`${page.path} ended on ${landed}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    flagged: failedAudits(lhr),
  };
}

/** The Lighthouse the project pins (package.json), named beside its figures. */
export const lighthouseVersion = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;
