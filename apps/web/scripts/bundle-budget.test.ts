import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetRoutes } from './budget-routes';
import {
  budgetFailures,
  checkBundleBudget,
  loginTargetBytes,
  targetBytesOf,
  targetStatus,
  withBundleSection,
} from './bundle-budget';

/** A route's measured download: `scripts` bytes in three files and `css` bytes in one. */
const route = (path: string, scripts: number, css: number) => ({
  path,
  scripts: { bytes: scripts, files: 3 },
  styles: { bytes: css, files: 1 },
  largestScripts: [{ path: '/assets/index.js', bytes: scripts }],
  sentBytes: scripts + css,
});

describe('budgetFailures', () => {
  const routes = [{ path: '/login' }, { path: '/user/reports' }, { path: '/user/menu' }];

  it('passes each route at its budget and fails it one byte over, saying by how much', () => {
    const atBudget = [
      route('/login', 140_000, 10_000),
      route('/user/reports', 240_000, 10_000),
      route('/user/menu', 240_000, 10_000),
    ];
    expect(budgetFailures(atBudget, routes)).toEqual([]);

    const over = [
      route('/login', 140_000, 10_001),
      route('/user/reports', 240_001, 10_000),
      route('/user/menu', 240_001, 10_000),
    ];
    const failures = budgetFailures(over, routes);
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatch(
      /^\/login downloads 150\.0 kB as sent .*\(3 scripts 140\.0 kB, CSS 10\.0 kB\), over its target of 150\.0 kB/,
    );
    expect(failures[0]).toContain('Its largest scripts: /assets/index.js 140.0 kB.');
    expect(failures[1]).toMatch(
      /^\/user\/reports downloads 250\.0 kB as sent .*over its target of 250\.0 kB/,
    );
    expect(failures[2]).toMatch(
      /^\/user\/menu downloads 250\.0 kB as sent .*over its target of 250\.0 kB/,
    );
  });

  it("fails a screen outside the admin area that fetches the admin area's frame", () => {
    const fetching = (path: string) => ({
      ...route(path, 100_000, 0),
      largestScripts: [
        { path: '/assets/index-abc123.js', bytes: 90_000 },
        { path: '/assets/admin-area-2AKEib2n.js', bytes: 10_000 },
      ],
    });
    expect(budgetFailures([fetching('/user/menu')], [{ path: '/user/menu' }])).toEqual([
      "/user/menu fetches the admin area's frame, /assets/admin-area-2AKEib2n.js.",
    ]);
    expect(budgetFailures([fetching('/admin/audit')], [{ path: '/admin/audit' }])).toEqual([]);

    // Over its target and fetching the frame: both are said, not only the first.
    const both = { ...fetching('/user/menu'), sentBytes: 250_001 };
    const failures = budgetFailures([both], [{ path: '/user/menu' }]);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^\/user\/menu downloads 250\.0 kB as sent/);
    expect(failures[1]).toBe(
      "/user/menu fetches the admin area's frame, /assets/admin-area-2AKEib2n.js.",
    );
  });

  it('names a route that was not measured', () => {
    expect(budgetFailures([route('/login', 1000, 0)], routes.slice(0, 1))).toEqual([]);
    expect(budgetFailures([], routes.slice(0, 1))).toEqual([
      '/login is missing from the measured routes',
    ]);
  });
});

describe('targetBytesOf', () => {
  it('gives the sign-in screens 150 kB, the signed-in home 200 kB and the rest 250 kB', () => {
    expect(loginTargetBytes).toBe(150_000);
    const targets = new Map(budgetRoutes.map(({ path }) => [path, targetBytesOf(path)]));
    expect(targets.get('/login')).toBe(150_000);
    expect(targets.get('/forget-password')).toBe(150_000);
    expect(targets.get('/register')).toBe(150_000);
    expect(targets.get('/user (home)')).toBe(200_000);
    const others = budgetRoutes.filter(
      ({ path }) => !/^\/(login|forget|register|user \()/.test(path),
    );
    expect(others.length).toBeGreaterThan(40);
    for (const { path } of others) expect(targets.get(path), path).toBe(250_000);
  });
});

describe('targetStatus', () => {
  it('says how many routes meet their target and which do not', () => {
    expect(targetStatus([route('/login', 283_800, 0), route('/user/menu', 1000, 0)])).toBe(
      '1 of 2 routes are within their target; 1 are still above it: /login.',
    );
    expect(targetStatus([route('/login', 150_000, 0)])).toBe('Every route is within its target.');
  });
});

describe('withBundleSection', () => {
  const sizes = [route('/login', 1000, 500)];

  it('replaces only what lies between the markers', () => {
    const document = [
      '# Quality',
      '<!-- bench:start -->bench<!-- bench:end -->',
      '<!-- bundle:start -->old<!-- bundle:end -->',
      'After.',
    ].join('\n');

    const next = withBundleSection(document, sizes);

    expect(next).toContain('<!-- bench:start -->bench<!-- bench:end -->');
    expect(next).toContain('| /login | 3 | 1.0 kB | 0.5 kB | 1.5 kB | 150.0 kB | yes |');
    expect(next).not.toContain('old');
    expect(next.endsWith('<!-- bundle:end -->\nAfter.')).toBe(true);
  });

  it('appends the section to a document without one', () => {
    expect(withBundleSection('# Quality\n', sizes)).toMatch(/^# Quality\n\n<!-- bundle:start -->/);
  });
});

describe('checkBundleBudget', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'table').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  function qualityDoc(): string {
    const file = join(mkdtempSync(join(tmpdir(), 'bundle-budget-')), 'quality.md');
    writeFileSync(file, '# Quality\n\nKept as it is.\n');
    return file;
  }
  const everyRoute = (loginBytes: number) =>
    budgetRoutes.map(({ path }) => route(path, path === '/login' ? loginBytes : 100_000, 0));

  it('writes the table and answers 0 within the budget', async () => {
    const doc = qualityDoc();

    expect(await checkBundleBudget(everyRoute(120_000), doc)).toBe(0);
    const written = readFileSync(doc, 'utf8');
    expect(written).toContain('Kept as it is.');
    expect(written).toMatch(
      /\| \/login +\| 3 +\| 120\.0 kB +\| 0\.0 kB +\| 120\.0 kB +\| 150\.0 kB +\| yes/,
    );
  });

  it('answers 1 and says why over the budget, still writing the table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = qualityDoc();

    expect(await checkBundleBudget(everyRoute(loginTargetBytes + 10_000), doc)).toBe(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\/login downloads 160\.0 kB as sent/),
    );
    expect(readFileSync(doc, 'utf8')).toMatch(/\| \/login +\| 3 +\| 160\.0 kB .*\| no +\|/);
  });
});
