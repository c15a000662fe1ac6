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

/** The same read with its cache off, for information: the targets are the product's. */
function uncachedReadRows(r: ReadFigures): Row[] {
  return [
    {
      figure: '(a) the same read with its one-second cache off, requests/s',
      measured: `${whole.format(r.oursPerSecond)} (bare ${whole.format(r.barePerSecond)})`,
      target: '',
      met: '',
    },
    {
      figure: '(a) without the cache: ratio, p99 latency',
      measured: `${r.ratio.toFixed(2)}, ${r.oursP99Ms} ms`,
      target: '',
      met: '',
    },
  ];
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
      target: '≥ 0.5',
      met: yesNo(r.ratio >= 0.5),
    },
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
  return {
    figure: `(b) ${label} cash bookings/s, ${run.connections} connection${run.connections > 1 ? 's' : ''}`,
    measured: `${whole.format(run.perSecond)} (${run.created} of ${run.attempted} created${
      failures.length ? `; ${failures.join(', ')}` : ''
    })`,
    target: 'all 201',
    met: yesNo(run.created === run.attempted),
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
