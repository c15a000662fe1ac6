/**
 * What each screen makes the browser download before it can paint, from Vite's build
 * manifest: the entry chunk, the screen's feature chunk, every chunk they import statically
 * (transitively) and their CSS, counted as the server sends them to a browser that accepts
 * brotli (the build's .br copy, sent byte for byte; apps/server/test/compression.test.ts)
 * and as built. Writes the table into docs/quality.md and fails when a screen exceeds its
 * target (issue 26; ARCHITECTURE 7: a fast first screen on a phone), or, for a screen not yet
 * at its target, the ceiling it may not grow past.
 *
 * Run after `npm run build`: `tsx apps/web/scripts/bundle-budget.ts`.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

/** One chunk of Vite's `.vite/manifest.json`, keyed there by its source. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: for a group's chunk, the group's. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A screen and the sources of the modules the router loads lazily for it. */
export interface RouteBundle {
  path: string;
  modules: string[];
  /**
   * For a screen still above its target: what it may weigh until it gets there (what it
   * weighed when its target was set, rounded up), so it can only get lighter.
   */
  ceilingBytes?: number;
}

/** A built file's size as built, and as the server sends it. */
export interface FileSize {
  raw: number;
  sent: number;
}

export interface RouteSize {
  path: string;
  js: FileSize;
  css: FileSize;
  /** JavaScript and CSS together, as sent. */
  sentBytes: number;
}

/** What /login and /register may weigh: a fast first screen on a phone (ARCHITECTURE 7). */
export const loginTargetBytes = 150_000;

const ownerArea = 'src/app/authorization/index.ts';
/** A chunk the build groups by what loads together (vite/chunk-groups.ts), by its name. */
const groupPrefix = 'group:';
// Every user-area screen also waits for the area's frame (theme, query cache) and shell.
const userLayout = `${groupPrefix}user-area`;
/** A user-area screen that comes with its feature's lists (the feature's routes index). */
const userArea = (feature: string) => [userLayout, `src/features/${feature}/routes/index.ts`];
/** A user-area screen that is a chunk of its own, loaded without its feature's lists. */
const ownScreens = 'src/app/own-screens.ts';
const ownScreen = (feature: string, screen: string) => [
  userLayout,
  ownScreens,
  `src/features/${feature}/routes/${screen}.tsx`,
];
const adminLayout = `${groupPrefix}admin-area`;
const adminScreen = (screen: string) => [
  adminLayout,
  ownScreens,
  `src/features/admin/routes/${screen}.tsx`,
];

export const routeBundles: RouteBundle[] = [
  // The sign-in screens come with the entry.
  { path: '/login', modules: [] },
  { path: '/forget-password', modules: ['src/features/auth/routes/forget-password-screen.tsx'] },
  // The sign-up form (react-hook-form) follows the screen, which paints as /login does.
  { path: '/register', modules: ['src/features/auth/components/register-form.tsx'] },
  { path: '/user (home)', modules: userArea('events') },
  { path: '/user/menu', modules: userArea('menu') },
  { path: '/user/find-…-court', modules: userArea('clubs') },
  { path: '/user/book-court/…, /user/club/…, /user/my-booking', modules: userArea('bookings') },
  { path: '/user/book-court/…/payment', modules: ownScreen('bookings', 'booking-payment-screen') },
  { path: '/user/coins-pack', modules: userArea('coins') },
  { path: '/user/coins-pack/payment', modules: ownScreen('coins', 'coin-pack-payment-screen') },
  {
    path: '/user/manage-reservation, /user/court-day/…',
    modules: [...userArea('reservations'), ownerArea],
  },
  {
    path: '/user/walk-in/…',
    modules: [...ownScreen('reservations', 'walk-in-screen'), ownerArea],
  },
  { path: '/user/find-match', modules: ownScreen('matches', 'find-match-screen') },
  { path: '/user/matches, /user/matches/…/request', modules: userArea('matches') },
  {
    path: '/user/find-match/…',
    modules: ownScreen('matches', 'match-details-screen'),
  },
  {
    path: '/user/disputed-results',
    modules: [...ownScreen('matches', 'disputed-results-screen'), ownerArea],
  },
  {
    path: '/user/create-match',
    modules: ownScreen('matches', 'create-match-screen'),
  },
  { path: '/user/champion, /user/champion-request', modules: userArea('championships') },
  {
    path: '/user/champion…/payment',
    modules: ownScreen('championships', 'championship-payment-screen'),
  },
  {
    path: '/user/champion/… (a championship’s page)',
    modules: ownScreen('championships', 'championship-screen'),
  },
  {
    path: '/user/champion-request/…',
    modules: [...ownScreen('championships', 'championship-details-screen'), ownerArea],
  },
  {
    path: '/user/create-champion',
    modules: [...ownScreen('championships', 'create-championship-screen'), ownerArea],
  },
  { path: '/user/activities', modules: userArea('activities') },
  {
    path: '/user/activities/…/payment',
    modules: ownScreen('activities', 'activity-payment-screen'),
  },
  {
    path: '/user/create-activity',
    modules: [...ownScreen('activities', 'create-activity-screen'), ownerArea],
  },
  { path: '/user/profile', modules: userArea('profile') },
  { path: '/user/delete-profile', modules: ownScreen('profile', 'delete-profile-screen') },
  { path: '/user/padel-level', modules: ownScreen('profile', 'level-quiz-screen') },
  { path: '/user/notifications', modules: userArea('notifications') },
  { path: '/user/about-us, /user/faq, /user/privacy-policy', modules: userArea('info') },
  { path: '/user/club-courts', modules: [...userArea('club-courts'), ownerArea] },
  {
    path: '/user/club-courts/new, /user/club-courts/…',
    modules: [...ownScreen('club-courts', 'court-form-screen'), ownerArea],
  },
  {
    path: '/user/club-courts/hours',
    modules: [...ownScreen('club-courts', 'club-hours-screen'), ownerArea],
  },
  { path: '/user/reports', modules: [...userArea('reports'), ownerArea] },
  { path: '/user/socials, /user/socials/…', modules: userArea('socials') },
  {
    path: '/user/create-social',
    modules: [...ownScreen('socials', 'create-social-screen'), ownerArea],
  },
  {
    path: '/list-your-club',
    modules: ['src/app/layout/public-screen.tsx', 'src/features/club-application/routes/index.ts'],
  },
  {
    path: '/admin, /admin/applications, /admin/audit',
    modules: [adminLayout, 'src/features/admin/routes/index.ts'],
  },
  { path: '/admin/clubs/new', modules: adminScreen('new-club-screen') },
  { path: '/admin/clubs/…', modules: adminScreen('admin-club-screen') },
  {
    path: '/admin/applications/…',
    modules: adminScreen('application-screen'),
  },
];

const startMarker = '<!-- bundle:start -->';
const endMarker = '<!-- bundle:end -->';

function entryKeyOf(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  }
  return entries[0] as string;
}

/** The manifest's key for a source, or for a group's chunk (`group:<name>`), which has none. */
function manifestKeyOf(manifest: Manifest, root: string): string {
  if (!root.startsWith(groupPrefix)) return root;
  const name = root.slice(groupPrefix.length);
  const keys = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]?.name === name && key.endsWith('.js'),
  );
  if (keys.length !== 1) throw new Error(`expected one chunk named ${name}, found ${keys.length}`);
  return keys[0] as string;
}

/** The chunks loaded with these, following static imports; dynamic imports wait for later. */
function staticClosure(manifest: Manifest, roots: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const pending = roots.map((root) => manifestKeyOf(manifest, root));
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

/** Sizes each route's first download; `sizeOf` gives a built file's sizes. */
export function measureRoutes(
  manifest: Manifest,
  routes: RouteBundle[],
  sizeOf: (file: string) => FileSize,
): RouteSize[] {
  const entry = entryKeyOf(manifest);
  return routes.map(({ path, modules }) => {
    const chunks = staticClosure(manifest, [entry, ...modules]);
    const sum = (files: string[]) =>
      files.map(sizeOf).reduce(
        (total, size) => ({
          raw: total.raw + size.raw,
          sent: total.sent + size.sent,
        }),
        { raw: 0, sent: 0 },
      );
    const js = sum(chunks.map((chunk) => chunk.file));
    const css = sum([...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]);
    return { path, js, css, sentBytes: js.sent + css.sent };
  });
}

/** What each route may weigh as sent (issue 26): the sign-in screens 150 kB, the signed-in
 * home 200 kB, every other screen 250 kB. */
export function targetBytesOf(path: string): number {
  if (['/login', '/forget-password', '/register'].some((signedOut) => path.startsWith(signedOut)))
    return loginTargetBytes;
  if (path.startsWith('/user (home)')) return 200_000;
  return 250_000;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Where the check fails: the route's target, or its ceiling while it is above its target. */
export function budgetBytesOf(route: RouteBundle): number {
  return route.ceilingBytes ?? targetBytesOf(route.path);
}

/** Why the build is over budget, one line per route that exceeds its budget; empty when none. */
export function budgetFailures(sizes: RouteSize[], routes: RouteBundle[] = routeBundles): string[] {
  return routes.flatMap((route) => {
    const size = sizes.find((measured) => measured.path === route.path);
    if (!size) return [`${route.path} is missing from the measured routes`];
    const budget = budgetBytesOf(route);
    if (size.sentBytes <= budget) return [];
    const kind = route.ceilingBytes === undefined ? 'target' : 'ceiling';
    return [
      `${route.path} loads ${kB(size.sentBytes)} as sent before its first paint ` +
        `(JS ${kB(size.js.sent)}, CSS ${kB(size.css.sent)}), over its ${kind} of ${kB(budget)}. ` +
        'Build with `npm run build -w apps/web` and read apps/web/dist/.vite/manifest.json ' +
        'to see what its chunks import statically.',
    ];
  });
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
    const ceiling = routeBundles.find((route) => route.path === size.path)?.ceilingBytes;
    return `| ${size.path} | ${kB(size.js.raw)} | ${kB(size.js.sent)} | ${kB(size.css.sent)} | ${kB(size.sentBytes)} | ${kB(target)} | ${size.sentBytes <= target ? 'yes' : 'no'} | ${kB(ceiling ?? target)} |`;
  });
  return `${startMarker}

## Bundle sizes

What each screen downloads before it shows: the entry chunk, the chunks the router loads
lazily for it (its feature's screens and, in the user area, the area's shell), every chunk
these import statically, and their CSS (fonts and pictures aside). "Sent" is what the server
sends a browser that accepts brotli: the build's .br copy of each file, byte for byte
(headers aside); "built" is the file as Vite wrote it.
Written by \`npm run test:budget\` after a build, which fails when a route exceeds its target
as sent, or, for a route still above its target, the ceiling it may not grow past ("Fails
above"). ${targetStatus(sizes)}

| Route | JS built | JS sent | CSS sent | Total sent | Target | Met | Fails above |
| --- | --- | --- | --- | --- | --- | --- | --- |
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

/** A built file as built, and as sent: its brotli copy where the build wrote one. */
function sentSizeOf(distDir: string, file: string): FileSize {
  const raw = statSync(resolve(distDir, file)).size;
  const brotli = resolve(distDir, `${file}.br`);
  return { raw, sent: existsSync(brotli) ? statSync(brotli).size : raw };
}

/** Measures a build, rewrites the quality document and answers the process's exit code. */
export async function checkBundleBudget(distDir: string, qualityDoc: string): Promise<number> {
  const manifestFile = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${manifestFile} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = measureRoutes(manifest, routeBundles, (file) => sentSizeOf(distDir, file));
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webDir = resolve(import.meta.dirname, '..');
  process.exitCode = await checkBundleBudget(
    resolve(webDir, 'dist'),
    resolve(webDir, '../../docs/quality.md'),
  );
}
