import type { WriteRun } from './booking-writes.js';
import type { Machine } from './machine.js';
import type { ReadFigures } from './read-throughput.js';
import type { StormFigures } from './storm.js';

export interface DatabaseFigures {
  label: string;
  writes: WriteRun[];
  storm: StormFigures;
}

export interface BenchFigures {
  date: string;
  seconds: number;
  machine: Machine;
  reads: ReadFigures;
  uncachedReads: ReadFigures;
  databases: DatabaseFigures[];
}

/** One line of the figures, the same in the console and in docs/quality.md. */
interface Row {
  figure: string;
  measured: string;
  target: string;
  /** Empty when the figure has no target. */
  met: '' | 'yes' | 'no';
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const yesNo = (ok: boolean) => (ok ? 'yes' : 'no');

/** The targets of docs/quality.md's figures, as ratios to the bare route or rates. */
export const targets = {
  cachedReadRatio: 0.7,
  uncachedReadRatio: 0.4,
  /** Cash bookings per second at 10 connections, by database label. */
  writesPerSecond: { SQLite: 1_000, PostgreSQL: 500 } as Record<string, number>,
};

/** The same read with its cache off: what each cache miss costs. */
function uncachedReadRows(r: ReadFigures): Row[] {
  return [
    {
      figure: '(a) the same read with its one-second cache off, requests/s',
      measured: `${whole.format(r.oursPerSecond)} (bare ${whole.format(r.barePerSecond)})`,
      target: '',
      met: '',
    },
    cpuRow('(a) without the cache: server CPU per request, ours (bare)', r),
    {
      figure: '(a) without the cache: ratio ours / bare (p99 latency)',
      measured: `${r.ratio.toFixed(2)} (${r.oursP99Ms} ms)`,
      target: `≥ ${targets.uncachedReadRatio}`,
      met: yesNo(r.ratio >= targets.uncachedReadRatio),
    },
  ];
}

/** What one request costs each server in CPU time: the figure behind the ratio. */
function cpuRow(figure: string, r: ReadFigures): Row {
  const micros = (value: number) => `${whole.format(value)} µs`;
  return {
    figure,
    measured: `${micros(r.oursCpuMicrosPerRequest)} (${micros(r.bareCpuMicrosPerRequest)})`,
    target: '',
    met: '',
  };
}

function readRows(r: ReadFigures): Row[] {
  const what = `${r.courtCount} courts, ${r.rowsAnswered} taken hours`;
  return [
    {
      figure: `(a) GET /api/booking day read (${what}), requests/s`,
      measured: whole.format(r.oursPerSecond),
      target: '',
      met: '',
    },
    {
      figure: '(a) bare Fastify route, same body, requests/s',
      measured: whole.format(r.barePerSecond),
      target: '',
      met: '',
    },
    {
      figure: `(a) ratio ours / bare, ${r.connections} connections, ${r.secondsEach} s each`,
      measured: r.ratio.toFixed(2),
      target: `≥ ${targets.cachedReadRatio}`,
      met: yesNo(r.ratio >= targets.cachedReadRatio),
    },
    cpuRow('(a) server CPU per request (user and system), ours (bare)', r),
    {
      figure: '(a) our p99 latency (bare route in brackets)',
      measured: `${r.oursP99Ms} ms (${r.bareP99Ms} ms)`,
      target: '< 25 ms',
      met: yesNo(r.oursP99Ms < 25),
    },
  ];
}

function writeRow(label: string, run: WriteRun): Row {
  const failures = Object.entries(run.failures).map(([status, n]) => `${n} × ${status}`);
  const allCreated = run.created === run.attempted;
  // The rate target is for ten players booking at once; one connection shows the latency of
  // one booking, and one player's four bookings at once show the wait on their own lock.
  const rate =
    run.connections >= 10 && run.turns === 'in-turn' ? targets.writesPerSecond[label] : undefined;
  const eager = run.turns === 'four-at-once' ? ", each player's 4 at once" : '';
  return {
    figure: `(b) ${label} cash bookings/s, ${run.connections} connection${run.connections > 1 ? 's' : ''}${eager}`,
    measured: `${whole.format(run.perSecond)} (${run.created} of ${run.attempted} created${
      failures.length ? `; ${failures.join(', ')}` : ''
    })`,
    target: rate ? `≥ ${whole.format(rate)}/s, all 201` : 'all 201',
    met: yesNo(allCreated && (rate === undefined || run.perSecond >= rate)),
  };
}

function stormRow(label: string, s: StormFigures): Row {
  return {
    figure: `(c) ${label} storm: ${s.requests} requests for one court hour`,
    measured:
      `${s.created} booking (${s.created + s.repeats} × 201, the winner's repeats included), ${s.alreadyBooked} × 409, ${s.other} other, ${whole.format(s.elapsedMs)} ms; ` +
      `rows: ${s.claimsInDatabase} claim, ${s.bookingsInDatabase} booking`,
    target: '1 booking, other players 409',
    met: yesNo(s.passed),
  };
}

export function rowsOf(figures: BenchFigures): Row[] {
  return [
    ...readRows(figures.reads),
    ...uncachedReadRows(figures.uncachedReads),
    ...figures.databases.flatMap((d) => d.writes.map((run) => writeRow(d.label, run))),
    ...figures.databases.map((d) => stormRow(d.label, d.storm)),
  ];
}

/** Correctness the bench insists on; speed targets are reported, not enforced. */
export function allChecksPassed(figures: BenchFigures): boolean {
  return figures.databases.every(
    (d) => d.storm.passed && d.writes.every((run) => run.created === run.attempted),
  );
}

export function machineLine(m: Machine): string {
  return (
    `${m.cores} cores (${m.cpu}), ${m.memoryGiB.toFixed(1)} GiB RAM; Node ${m.node}; ${m.postgres}; ` +
    `load average ${m.loadAverage.toFixed(2)} at the start`
  );
}

export function printTable(figures: BenchFigures): void {
  const header: Row = { figure: 'figure', measured: 'measured', target: 'target', met: '' };
  const rows = [header, ...rowsOf(figures)];
  const widths = (['figure', 'measured', 'target'] as const).map((key) =>
    Math.max(...rows.map((row) => row[key].length)),
  );
  console.log(`\n${figures.date} · ${machineLine(figures.machine)}`);
  for (const row of rows) {
    const cells = [row.figure, row.measured, row.target].map((cell, i) => cell.padEnd(widths[i]!));
    console.log([...cells, row.met === 'no' ? 'MISSED' : row.met].join('  ').trimEnd());
  }
}
