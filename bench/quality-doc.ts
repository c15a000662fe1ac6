import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { machineLine, rowsOf, type BenchFigures } from './figures.js';
import { reportTargetMs, type ReportFigures } from './report-read.js';
import type { Machine } from './machine.js';
import { nearbyTargets, type NearbyFigures } from './clubs-nearby.js';
import {
  matchPageTargets,
  matchPageTargetsMet,
  type MatchPageFigures,
} from './find-match-pages.js';
import type { ClusterFigures } from './cluster.js';
import { pageRow, type PageFigures } from './page-figures.js';
import { lighthouseVersion } from './lighthouse-pages.js';
import { compressionRepeats, phoneBytesPerSecond, type CompressionFigures } from './compression.js';

const startMarker = '<!-- bench:start -->';
const endMarker = '<!-- bench:end -->';

function section(figures: BenchFigures): string {
  const table = rowsOf(figures).map(
    (row) => `| ${row.figure} | ${row.measured} | ${row.target} | ${row.met} |`,
  );
  return `${startMarker}

## Benchmarks

Command: \`npm run bench\` (about ${Math.ceil(figures.seconds / 10) * 10} s; rewrites this section).
Latest run: ${figures.date}, on ${machineLine(figures.machine)}.

How they are taken:

- (a) Our real app (SQLite, demo world) and a bare Fastify 5 route answering the same body run
  in two child processes; autocannon, in the bench process, loads them alternately with the
  same connections and duration after a short warm-up. Only the ratio compares across machines.
  Our requests carry a player's bearer token; the read asks for one club's courts of one sport
  on its busiest upcoming day. The product serves this read from a one-second cache that any
  booking change clears (docs/decisions.md), so under this load nearly every request is a
  cache hit; the run then measures the same read with the cache off, to show what each miss
  costs. Each server also reports the CPU time it used (user and system) over the counted
  rounds, divided by the requests it answered: the cost of one request, which depends less
  than requests per second on the load generator sharing the machine. ${
    figures.reads.pinned && figures.uncachedReads.pinned
      ? 'Both servers run on the last core and autocannon on the others (`taskset`).'
      : 'The servers could not be given a core of their own in this run (no `taskset`, or one core).'
  }
- (b) Cash bookings of distinct free court hours over HTTP, on a fresh database each, by
  registered players (four bookings each, within the cash limit). 200 bookings warm the server
  up first and are not counted; then 200 one at a time, 800 ten at a time by players taking
  turns, as many people booking at a club, and 400 ten at a time with each player's four
  bookings sent at once, which queue on that player's coin account lock (the per-player limits
  count under it). The bench client shares the machine with the server, so on a busy machine
  it slows both.
- (c) 200 requests at once for one court hour, from 20 registered players paying by cash or
  card, over HTTP; the counts of answers and of rows for that hour afterwards. The run fails
  unless both databases give exactly one booking and 199 'Already Booked' answers.
- The web app is built and each route's first download measured; that table follows this one.

\`BENCH_CPU_PROF=<folder> npm run bench\` also writes a CPU profile of each server process;
\`BENCH_POSTGRES_URL\` points the bench at another PostgreSQL than the local one.

| Figure | Measured | Target | Met |
| --- | --- | --- | --- |
${table.join('\n')}

${endMarker}`;
}

/**
 * Replaces (or adds) one marked section of docs/quality.md, keeping whatever else the file
 * holds, formatted as `npm run lint` expects, so a bench run never breaks the lint.
 */
async function replaceSection(
  path: string,
  markers: { start: string; end: string },
  section: string,
): Promise<void> {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Quality\n';
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + markers.end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(next, { ...options, filepath: path }));
}

/** Replaces the bench section of docs/quality.md. */
export async function updateQualityDoc(path: string, figures: BenchFigures): Promise<void> {
  await replaceSection(path, { start: startMarker, end: endMarker }, section(figures));
}

const reportStart = '<!-- bench-reports:start -->';
const reportEnd = '<!-- bench-reports:end -->';

function reportSection(figures: ReportFigures[], date: string, machine: Machine): string {
  const rows = figures.map(
    (f) =>
      `| ${f.label} | ${f.courts} courts, ${f.bookings.toLocaleString('en-US')} bookings | ${f.medianMs.toFixed(0)} ms | ${f.p95Ms.toFixed(0)} ms | ${f.maxMs.toFixed(0)} ms | < ${reportTargetMs} ms | ${f.p95Ms < reportTargetMs ? 'yes' : 'no'} |`,
  );
  return `${reportStart}

### The owner's report over a year

Command: \`npm run bench\` (or only this part: \`BENCH_ONLY=reports npm run bench\`).
Latest run: ${date}, on ${machineLine(machine)}.

The demo owner's club grown to ten courts and given a year of bookings up to today (about two
hours in three taken, a third of them 120 minutes, a mix of payment methods and states, some
cancelled), written as rows on a fresh database of each kind (PostgreSQL then vacuumed and
analysed, as autovacuum would have done in a running club). Then \`GET /api/owner/report\` for
that year, one call at a time over HTTP after ${3} warm-up calls: ${figures[0]?.calls ?? 0} calls each.
Every figure of the answer is an aggregate the database computes (occupancy, revenue by week
and by method, cash to collect, no-shows, cancellations). The target holds on the p95.

| Database | Data | Median | p95 | Max | Target | Met |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${reportEnd}`;
}

/** Replaces (or adds) the report section of docs/quality.md. */
export async function updateReportSection(
  path: string,
  figures: ReportFigures[],
  date: string,
  machine: Machine,
): Promise<void> {
  const markers = { start: reportStart, end: reportEnd };
  await replaceSection(path, markers, reportSection(figures, date, machine));
}

const compressionStart = '<!-- bench-compression:start -->';
const compressionEnd = '<!-- bench-compression:end -->';

/**
 * Under load, the server CPU a compressed answer costs beyond a plain one, as a share of the
 * download time its smaller size saves a phone.
 */
export function compressionCostShare({ load }: CompressionFigures): number {
  const extraCpuMs = (load.compressedCpuMicros - load.plainCpuMicros) / 1_000;
  const savedMs = ((load.plainBytes - load.compressedBytes) / phoneBytesPerSecond) * 1_000;
  return extraCpuMs / savedMs;
}
/** Compression may cost the server at most this share of the time it saves a phone. */
export const compressionCostTarget = 0.01;

function compressionSection(figures: CompressionFigures, date: string, machine: Machine): string {
  const plain = figures.answers.reduce((sum, answer) => sum + answer.bytes, 0);
  const rows = figures.levels.map(
    (l) =>
      `| ${l.encoding} ${l.level}${l.chosen ? ' (chosen)' : ''} | ${l.bytes.toLocaleString('en-US')} (${((l.bytes / plain) * 100).toFixed(0)} %) | ${l.microsPerAnswer.toFixed(0)} µs | ${l.phoneMsSaved.toFixed(1)} ms |`,
  );
  const { load } = figures;
  const share = compressionCostShare(figures);
  return `${compressionStart}

### Compression

Command: \`npm run bench\` (or only this part: \`BENCH_ONLY=compression npm run bench\`).
Latest run: ${date}, on ${machineLine(machine)}.

The built web app's files are compressed once at build time at the highest levels (brotli 11,
gzip 9) and sent as they are; answers made on the fly (JSON above ${figures.thresholdBytes} bytes, the few
files without a copy) are compressed at the level chosen here. Samples: the demo world's
answers to ${figures.answers.map((a) => `\`${a.path}\` (${a.bytes.toLocaleString('en-US')} bytes)`).join(', ')}, ${plain.toLocaleString('en-US')} bytes
together. For each level: their size together, the server's time to compress one answer (in
the bench process, ${compressionRepeats} times each), and the download time it saves a phone per answer on
Lighthouse's simulated mobile link (1.6 Mbit/s).

| Level | Bytes | Server time per answer | Phone time saved per answer |
| --- | --- | --- | --- |
${rows.join('\n')}

Under load (${'`'}GET /api${load.path}${'`'}, alternately plain and with \`Accept-Encoding: br, gzip\`, 20
connections): ${load.plainPerSecond.toFixed(0)} plain and ${load.compressedPerSecond.toFixed(0)} compressed answers per second
(ratio ${(load.compressedPerSecond / load.plainPerSecond).toFixed(2)}), ${load.plainCpuMicros.toFixed(0)} µs and
${load.compressedCpuMicros.toFixed(0)} µs of server CPU per answer, ${load.plainBytes.toFixed(0)} and
${load.compressedBytes.toFixed(0)} bytes per answer as read off the socket (headers included).
The server CPU a compressed answer costs beyond a plain one is ${(share * 100).toFixed(2)} % of the download
time it saves a phone (target: under ${compressionCostTarget * 100} %; ${share < compressionCostTarget ? 'met' : 'not met'}).

${compressionEnd}`;
}

/** Replaces (or adds) the compression section of docs/quality.md. */
export async function updateCompressionSection(
  path: string,
  figures: CompressionFigures,
  date: string,
  machine: Machine,
): Promise<void> {
  const markers = { start: compressionStart, end: compressionEnd };
  await replaceSection(path, markers, compressionSection(figures, date, machine));
}

const nearbyStart = '<!-- bench-clubs-nearby:start -->';
const nearbyEnd = '<!-- bench-clubs-nearby:end -->';

function nearbySection(figures: NearbyFigures[], date: string, machine: Machine): string {
  const whole = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const met = (f: NearbyFigures) =>
    f.p95Ms < nearbyTargets.p95Ms &&
    f.maxBytes < nearbyTargets.bytes &&
    f.firstClubMs < nearbyTargets.firstClubMs;
  const rows = figures.map(
    (f) =>
      `| ${f.label} | ${whole(f.clubs)} | ${f.medianMs.toFixed(1)} ms | ${f.p95Ms.toFixed(1)} ms | ${whole(f.maxBytes)} B | ${whole(f.firstClubMs)} ms | ${whole(f.domNodes)} | ${met(f) ? 'yes' : 'no'} |`,
  );
  return `${nearbyStart}

### Clubs near a point

Command: \`npm run bench\` (or only this part: \`BENCH_ONLY=clubs npm run bench\`).
Latest run: ${date}, on ${machineLine(machine)}.

The demo world with that many more padel clubs of four courts each, spread over mainland
Spain, written as rows on a fresh database of each kind (PostgreSQL then vacuumed and
analysed). Then the first page (20 clubs) of \`GET /api/user/club/nearby?type=padel\` from a
different point of the area each call, one call at a time over HTTP after ${5} warm-up calls:
${figures[0]?.calls ?? 0} calls each, the size as sent without compression. Then, against the same server, the
built web app in Chromium at 390 px (no throttling, signed in, position granted in Madrid):
from opening Find club to the first club's name on screen, and the page's elements then.
Targets: p95 under ${nearbyTargets.p95Ms} ms, under ${nearbyTargets.bytes / 1000} KB, the first clubs within ${nearbyTargets.firstClubMs / 1000} s.

| Database | Clubs added | Median | p95 | Largest page | First club on screen | Elements | Met |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${nearbyEnd}`;
}

/** Replaces (or adds) the clubs-nearby section of docs/quality.md. */
export async function updateNearbySection(
  path: string,
  figures: NearbyFigures[],
  date: string,
  machine: Machine,
): Promise<void> {
  const markers = { start: nearbyStart, end: nearbyEnd };
  await replaceSection(path, markers, nearbySection(figures, date, machine));
}

const matchPagesStart = '<!-- bench-find-match:start -->';
const matchPagesEnd = '<!-- bench-find-match:end -->';

function matchPagesSection(figures: MatchPageFigures[], date: string, machine: Machine): string {
  const whole = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const rows = figures.map(
    (f) =>
      `| ${f.label} | ${whole(f.matches)} | ${f.firstP95Ms.toFixed(1)} ms | ${f.nextP95Ms.toFixed(1)} ms | ${whole(f.maxBytes)} B | ${f.wholeMedianMs.toFixed(1)} ms | ${matchPageTargetsMet([f]) ? 'yes' : 'no'} |`,
  );
  return `${matchPagesStart}

### Find Match a page at a time

Command: \`npm run bench\` (or only this part: \`BENCH_ONLY=matches npm run bench\`).
Latest run: ${date}, on ${machineLine(machine)}.

The demo world with that many more open public matches at its padel courts, ten minutes
apart from tomorrow in three level ranges, written as rows on a fresh database of each kind
(PostgreSQL then vacuumed and analysed), read by the demo player (whose level puts a third of
them first). \`GET /api/user/match/find\`: the first page (20 matches) ${figures[0]?.calls ?? 0} times, then
${figures[0]?.calls ?? 0} pages one after another through their cursors, one call at a time over HTTP
after 5 warm-up calls, the size as sent without compression; beside them the median of the
whole list as read before paging (\`/user/match/all\`, its first 200).
Targets: p95 under ${matchPageTargets.p95Ms} ms and under ${matchPageTargets.bytes / 1000} KB a page.

| Database | Matches added | First page p95 | Next pages p95 | Largest page | Whole list median | Met |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${matchPagesEnd}`;
}

/** Replaces (or adds) the Find Match section of docs/quality.md. */
export async function updateMatchPagesSection(
  path: string,
  figures: MatchPageFigures[],
  date: string,
  machine: Machine,
): Promise<void> {
  const markers = { start: matchPagesStart, end: matchPagesEnd };
  await replaceSection(path, markers, matchPagesSection(figures, date, machine));
}

const clusterStart = '<!-- bench-cluster:start -->';
const clusterEnd = '<!-- bench-cluster:end -->';

function clusterSection(figures: ClusterFigures, date: string, machine: Machine): string {
  const connectionsText = String(figures.connections);
  const row = (run: ClusterFigures['one']) =>
    `| ${run.processes} | ${run.perSecond.toFixed(0)} | ${run.created} of ${run.attempted} |`;
  return `${clusterStart}

### Cash bookings through one process and through three

Command: \`npm run bench\` (or only this part: \`BENCH_ONLY=cluster npm run bench\`).
Latest run: ${date}, on ${machineLine(machine)}.

The built server (\`node dist/server.js\`, as deployed) three times on one fresh PostgreSQL
database with the demo world, each behind the round-robin proxy of the cluster test
(\`apps/server/test/helpers/round-robin-proxy.ts\`, run in the bench process): first a proxy
with one of the three processes behind it, then one with all three, so the proxy's hop is in
both. The owner's walk-ins paid in cash at the desk, ${connectionsText} at a time, each on a distinct free
hour of the owner's club; 150 through all three first to warm them up, then 400 counted per
run. Logs at \`info\` and the background jobs on, as in production. The proxy opens a
connection to a process for each request, so these rates are below those of (b), whose
client talks to one process directly. The bench client, the proxy, PostgreSQL and the
processes share the machine's cores (the load average at the start is in the line above).

| Processes | Cash bookings/s | Created |
| --- | --- | --- |
${row(figures.one)}
${row(figures.three)}

Ratio, three processes over one: **${figures.ratio.toFixed(2)}**.

${clusterEnd}`;
}

/** Replaces (or adds) the cluster section of docs/quality.md. */
export async function updateClusterSection(
  path: string,
  figures: ClusterFigures,
  date: string,
  machine: Machine,
): Promise<void> {
  const markers = { start: clusterStart, end: clusterEnd };
  await replaceSection(path, markers, clusterSection(figures, date, machine));
}

const pagesStart = '<!-- bench-pages:start -->';
const pagesEnd = '<!-- bench-pages:end -->';

/** The load average (one minute) before and after the runs, on this many cores. */
export interface MachineLoad {
  before: number;
  after: number;
  cores: number;
}

function loadSentence(load: MachineLoad): string {
  const figures = `load average ${load.before.toFixed(2)} before the runs and ${load.after.toFixed(2)} after, which Chromium, Lighthouse and the server raise themselves, on ${load.cores} cores`;
  // Simulated throttling multiplies what the machine's own CPU took, so a busy machine
  // lengthens TBT and lowers the scores. Only the load before the runs is other work's.
  return load.before >= load.cores / 2
    ? `These figures are from a loaded machine (${figures}: other work shared its cores), so the times are longer and the scores lower than on a quiet machine.`
    : `The machine was quiet (${figures}).`;
}

/**
 * What Lighthouse measured of the machine's CPU: its 4x slowdown turns a desktop of 1,000 to
 * 2,000 into a mid-tier phone (docs/throttling.md in Lighthouse), and it warns below 1,000.
 */
function hostSentence(figures: PageFigures[]): string {
  const indexes = figures.map((page) => page.median.benchmarkIndex).sort((a, b) => a - b);
  const index = Math.round(indexes[Math.floor(indexes.length / 2)] ?? 0);
  const slower =
    index < 1_000
      ? ' Lighthouse counts a machine below 1,000 as slower than the desktop its 4x slowdown is made for, and warns that this lowers the performance scores.'
      : '';
  return `Lighthouse's measure of this machine's CPU (its benchmarkIndex, the median of the pages' medians): ${index}.${slower}`;
}

function pagesSection(figures: PageFigures[], date: string, load: MachineLoad): string {
  const flagged = figures.flatMap((page) =>
    page.flagged.map((audit) => `- ${page.page.label}: ${audit}`),
  );
  return `${pagesStart}

### Pages in Lighthouse

Command: \`npm run bench:pages\` (builds the app, then about five minutes; not part of CI).
Latest run: ${date}. ${loadSentence(load)} ${hostSentence(figures)}

The built app served by our server (\`bench/servers/app-server.ts\`) on a fresh SQLite demo
world, in Debian's Chromium (headless), through Lighthouse ${lighthouseVersion} with its mobile defaults
(simulated slow 4G and a 4x slower CPU): three runs of each page, the median of each figure
on its own. The signed-out pages start from an empty browser (Lighthouse's storage reset);
the signed-in ones from a browser holding only the session of who opens them (the player,
or the club's owner for the day grid), as the app stores it (no cache, service worker or
saved lists). Targets (issue 26, on a quiet machine):
performance at least 95 on /login and /register and 90 elsewhere, LCP at most 2.0 s on
/login and 2.5 s elsewhere, TBT at most 150 ms, CLS 0, accessibility and best practices 100.

| Page | Performance | FCP | LCP | TBT | CLS | Accessibility | Best practices | Met |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${figures.map(pageRow).join('\n')}

${flagged.length > 0 ? `Audits flagged in at least one run:\n\n${flagged.join('\n')}` : 'No accessibility or best-practices audit was flagged in any run.'}

${pagesEnd}`;
}

/** Replaces (or adds) the Lighthouse section of docs/quality.md. */
export async function updatePagesSection(
  path: string,
  figures: PageFigures[],
  date: string,
  load: MachineLoad,
): Promise<void> {
  const markers = { start: pagesStart, end: pagesEnd };
  await replaceSection(path, markers, pagesSection(figures, date, load));
}
