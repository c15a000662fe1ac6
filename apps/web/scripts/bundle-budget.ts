/**
 * What each screen makes a phone download before it shows its content, measured in Chromium
 * (route-download.ts) on the built app served by our server on a fresh demo world: every
 * script and style sheet its first visit fetches until the content shows, as the server sent
 * them (brotli). Writes the table into docs/quality.md and fails when a screen exceeds its
 * target (issue 26; ARCHITECTURE 7: a fast first screen on a phone).
 *
 * Run after `npm run build`: `tsx apps/web/scripts/bundle-budget.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import type { AuthResponse } from '@courtside/shared';
import { chromiumArgs, chromiumPath, ensureChromium } from '../e2e/support/chromium';
import { serverCommand, startJourneyServer } from '../e2e/support/server';
import { budgetRoutes, type BudgetRoute, type Visitor } from './budget-routes';
import { readBudgetWorld, signIn } from './budget-world';
import { downloadOf, type Download, type FetchedFile } from '../e2e/support/route-download';

export interface RouteSize {
  path: string;
  scripts: Download;
  styles: Download;
  largestScripts: FetchedFile[];
  /** Scripts and style sheets together, as sent. */
  sentBytes: number;
}

/** What /login and /register may weigh: a fast first screen on a phone (ARCHITECTURE 7). */
export const loginTargetBytes = 150_000;

const startMarker = '<!-- bundle:start -->';
const endMarker = '<!-- bundle:end -->';

/** What each route may weigh as sent (issue 26): the sign-in screens 150 kB, the signed-in
 * home 200 kB, every other screen 250 kB. */
export function targetBytesOf(path: string): number {
  if (['/login', '/forget-password', '/register'].some((signedOut) => path.startsWith(signedOut)))
    return loginTargetBytes;
  if (path.startsWith('/user (home)')) return 200_000;
  return 250_000;
}

/** The admin area's frame (vite.config.ts), which only the admin's screens may fetch. */
const adminAreaChunk = /^\/assets\/admin-area-[\w-]+\.js$/;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Why the build is over budget, one line per route that exceeds its target; empty when none. */
export function budgetFailures(
  sizes: RouteSize[],
  routes: Pick<BudgetRoute, 'path'>[] = budgetRoutes,
): string[] {
  return routes.flatMap((route) => {
    const size = sizes.find((measured) => measured.path === route.path);
    if (!size) return [`${route.path} is missing from the measured routes`];
    return [overTarget(size), adminFrameOutsideAdmin(size)].filter((failure) => failure !== null);
  });
}

function overTarget(size: RouteSize): string | null {
  const target = targetBytesOf(size.path);
  if (size.sentBytes <= target) return null;
  return (
    `${size.path} downloads ${kB(size.sentBytes)} as sent before its content shows ` +
    `(${size.scripts.files} scripts ${kB(size.scripts.bytes)}, CSS ${kB(size.styles.bytes)}), ` +
    `over its target of ${kB(target)}. Its largest scripts: ` +
    size.largestScripts
      .slice(0, 3)
      .map((file) => `${file.path} ${kB(file.bytes)}`)
      .join(', ') +
    '.'
  );
}

function adminFrameOutsideAdmin(size: RouteSize): string | null {
  if (size.path.startsWith('/admin')) return null;
  const frame = size.largestScripts.find((file) => adminAreaChunk.test(file.path));
  return frame ? `${size.path} fetches the admin area's frame, ${frame.path}.` : null;
}

/** How many routes meet their target, in words for the table and the console. */
export function targetStatus(sizes: RouteSize[]): string {
  const over = sizes.filter((size) => size.sentBytes > targetBytesOf(size.path));
  return over.length === 0
    ? `Every route is within its target.`
    : `${sizes.length - over.length} of ${sizes.length} routes are within their target; ` +
        `${over.length} are still above it: ${over.map((size) => size.path).join('; ')}.`;
}

function section(sizes: RouteSize[]): string {
  const rows = sizes.map((size) => {
    const target = targetBytesOf(size.path);
    return `| ${size.path} | ${size.scripts.files} | ${kB(size.scripts.bytes)} | ${kB(size.styles.bytes)} | ${kB(size.sentBytes)} | ${kB(target)} | ${size.sentBytes <= target ? 'yes' : 'no'} |`;
  });
  return `${startMarker}

## Bundle sizes

What a phone downloads to show each screen, measured in Chromium: a first visit to the
screen's address in the demo world (empty cache, no service worker), signed in as who opens
it, counting every script and style sheet the page fetches until its content shows (a title,
and no skeleton or progress left), at the size the server sent it (brotli, headers aside).
Fonts and pictures aside; what loads after the content shows (a dialog's code) is not counted.
Written by \`npm run test:budget\` after a build, which fails when a route exceeds its
target. ${targetStatus(sizes)}

| Route | Scripts | Scripts sent | CSS sent | Total sent | Target | Met |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${endMarker}`;
}

/** The document with its bundle section replaced (or added), the rest kept as it was. */
export function withBundleSection(document: string, sizes: RouteSize[]): string {
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  if (start >= 0 && end > start) {
    return `${document.slice(0, start)}${section(sizes)}${document.slice(end + endMarker.length)}`;
  }
  return `${document.trimEnd()}\n\n${section(sizes)}\n`;
}

/** Rewrites the quality document's table and answers the process's exit code. */
export async function checkBundleBudget(sizes: RouteSize[], qualityDoc: string): Promise<number> {
  const current = existsSync(qualityDoc) ? readFileSync(qualityDoc, 'utf8') : '# Quality\n';
  // Formatted as `npm run lint` expects, so writing the table never breaks the lint.
  const options = await prettier.resolveConfig(qualityDoc);
  const next = await prettier.format(withBundleSection(current, sizes), {
    ...options,
    filepath: qualityDoc,
  });
  writeFileSync(qualityDoc, next);
  console.table(sizes.map((size) => ({ route: size.path, sent: kB(size.sentBytes) })));
  console.log(targetStatus(sizes));
  const failures = budgetFailures(sizes);
  for (const failure of failures) console.error(failure);
  return failures.length > 0 ? 1 : 0;
}

const adminName = 'budget_admin';
const adminPassword = 'budget-admin-pass';
/** The demo world's password (apps/server/src/seed/demo.ts). */
const demoPassword = 'demo1234';

/** Loads every budget route in Chromium on a fresh demo world and answers their sizes. */
async function measureRoutes(): Promise<RouteSize[]> {
  ensureChromium();
  const server = await startJourneyServer({ SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    execFileSync(process.execPath, [serverCommand('admin-create.js'), adminName], {
      env: { ...server.env, ADMIN_PASSWORD: adminPassword },
    });
    const sessions: Record<Visitor, AuthResponse> = {
      player: await signIn(server.baseUrl, 'player', demoPassword),
      owner: await signIn(server.baseUrl, 'owner', demoPassword),
      admin: await signIn(server.baseUrl, adminName, adminPassword),
    };
    const world = await readBudgetWorld(server.baseUrl, sessions);
    const sizes: RouteSize[] = [];
    for (const route of budgetRoutes) {
      const address = route.address(world);
      const auth = route.visitor ? sessions[route.visitor] : null;
      const download = await downloadOf(browser, server.baseUrl, address, auth);
      const meant = new URL(address, server.baseUrl).pathname;
      if (download.landedOn !== meant)
        throw new Error(`${route.path}: ${address} ended on ${download.landedOn}`);
      sizes.push({
        path: route.path,
        scripts: download.scripts,
        styles: download.styles,
        largestScripts: download.largestScripts,
        sentBytes: download.scripts.bytes + download.styles.bytes,
      });
    }
    return sizes;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Measures the build in Chromium, rewrites docs/quality.md and answers the exit code. */
export async function runBundleBudget(): Promise<number> {
  const webDir = resolve(import.meta.dirname, '..');
  if (!existsSync(resolve(webDir, 'dist/index.html'))) {
    console.error('apps/web/dist has no build: run `npm run build` first.');
    return 1;
  }
  return checkBundleBudget(await measureRoutes(), resolve(webDir, '../../docs/quality.md'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await runBundleBudget();
