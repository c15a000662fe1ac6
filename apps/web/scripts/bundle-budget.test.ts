import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  budgetBytesOf,
  budgetFailures,
  loginTargetBytes,
  targetBytesOf,
  targetStatus,
  checkBundleBudget,
  measureRoutes,
  routeBundles,
  withBundleSection,
  type Manifest,
} from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['a.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'], css: ['b.css'] },
  'src/features/auth/routes/index.ts': { file: 'assets/auth.js', imports: ['_mui.js'] },
  'src/features/menu/routes/index.ts': { file: 'assets/menu.js', imports: ['_react.js'] },
  '_user-area-x1.js': { file: 'assets/user-area-x1.js', name: 'user-area', imports: ['_mui.js'] },
};
const sentBytes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/react.js': 60_000,
  'assets/mui.js': 40_000,
  'assets/auth.js': 5000,
  'assets/menu.js': 3000,
  'assets/user-area-x1.js': 9000,
  'a.css': 700,
  'b.css': 300,
};
// Built files are taken to be four times their size as sent.
const sizeOf = (file: string) => {
  const sent = sentBytes[file] ?? Number.NaN;
  return { raw: sent * 4, sent };
};
const route = (path: string, js: number, css: number) => ({
  path,
  js: { raw: js * 4, sent: js },
  css: { raw: css * 4, sent: css },
  sentBytes: js + css,
});

describe('measureRoutes', () => {
  it('adds the entry, the feature chunk, their static imports once each, and their CSS', () => {
    const sizes = measureRoutes(
      manifest,
      [
        { path: '/login', modules: ['src/features/auth/routes/index.ts'] },
        { path: '/user/menu', modules: ['src/features/menu/routes/index.ts'] },
      ],
      sizeOf,
    );

    expect(sizes).toEqual([route('/login', 106_000, 1000), route('/user/menu', 64_000, 700)]);
  });

  it("finds a group's chunk by its name, which the manifest keys by its file", () => {
    const sizes = measureRoutes(
      manifest,
      [{ path: '/user/menu', modules: ['group:user-area', 'src/features/menu/routes/index.ts'] }],
      sizeOf,
    );

    // The entry, React, the group, what it imports (Material UI) and the menu's chunk.
    expect(sizes).toEqual([route('/user/menu', 113_000, 1000)]);
  });

  it('names a group the build did not make', () => {
    expect(() =>
      measureRoutes(manifest, [{ path: '/admin', modules: ['group:admin-area'] }], sizeOf),
    ).toThrow('expected one chunk named admin-area, found 0');
  });

  it('names a route whose module the build does not have', () => {
    expect(() =>
      measureRoutes(manifest, [{ path: '/gone', modules: ['src/features/gone.ts'] }], sizeOf),
    ).toThrow('the manifest has no chunk for src/features/gone.ts');
  });
});

describe('budgetFailures', () => {
  const routes = [
    { path: '/login', modules: [] },
    { path: '/user/reports', modules: [], ceilingBytes: 300_000 },
    { path: '/user/menu', modules: [] },
  ];

  it('passes each route at its budget and fails it one byte over, saying by how much', () => {
    const atBudget = [
      route('/login', 140_000, 10_000),
      route('/user/reports', 290_000, 10_000),
      route('/user/menu', 240_000, 10_000),
    ];
    expect(budgetFailures(atBudget, routes)).toEqual([]);

    const over = [
      route('/login', 140_000, 10_001),
      route('/user/reports', 290_001, 10_000),
      route('/user/menu', 240_000, 10_000),
    ];
    const failures = budgetFailures(over, routes);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^\/login loads 150\.0 kB as sent .*over its target of 150\.0 kB/);
    expect(failures[1]).toMatch(
      /^\/user\/reports loads 300\.0 kB as sent .*over its ceiling of 300\.0 kB/,
    );
  });

  it('names a route that was not measured', () => {
    expect(budgetFailures([route('/login', 1000, 0)], routes.slice(0, 1))).toEqual([]);
    expect(budgetFailures([], routes.slice(0, 1))).toEqual([
      '/login is missing from the measured routes',
    ]);
  });
});

describe('budgetBytesOf', () => {
  it('holds a route to its target, or to its ceiling while it is above the target', () => {
    expect(loginTargetBytes).toBe(150_000);
    expect(budgetBytesOf({ path: '/login', modules: [] })).toBe(150_000);
    expect(budgetBytesOf({ path: '/user/menu', modules: [] })).toBe(250_000);
    expect(budgetBytesOf({ path: '/user/reports', modules: [], ceilingBytes: 360_000 })).toBe(
      360_000,
    );
  });

  it('gives a ceiling only to routes above their target, never below it', () => {
    for (const bundle of routeBundles) {
      if (bundle.ceilingBytes !== undefined)
        expect(bundle.ceilingBytes).toBeGreaterThan(targetBytesOf(bundle.path));
    }
    // The sign-in screens and the signed-in home have met their targets: no ceiling.
    expect(routeBundles.slice(0, 3).map((bundle) => bundle.ceilingBytes)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('targetBytesOf', () => {
  it('gives the sign-in screens 150 kB, the signed-in home 200 kB and the rest 250 kB', () => {
    expect(routeBundles.map((bundle) => [bundle.path, targetBytesOf(bundle.path)])).toEqual([
      ['/login', 150_000],
      ['/forget-password', 150_000],
      ['/register', 150_000],
      ['/user (home)', 200_000],
      ...routeBundles.slice(4).map((bundle) => [bundle.path, 250_000]),
    ]);
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
    expect(next).toContain(
      '| /login | 4.0 kB | 1.0 kB | 0.5 kB | 1.5 kB | 150.0 kB | yes | 150.0 kB |',
    );
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
  });
  afterEach(() => vi.restoreAllMocks());

  const fileOf = (module: string) => `assets/${module.replaceAll('/', '-')}.js`;

  function fakeBuild(loginFeatureBytes: number): { distDir: string; qualityDoc: string } {
    const root = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    const distDir = join(root, 'dist');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    mkdirSync(join(distDir, 'assets'));
    const entries: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      ...Object.fromEntries(
        routeBundles
          .flatMap(({ modules }) => modules)
          .map((module) =>
            // A group's chunk has no source: the manifest keys it by its file, with its name.
            module.startsWith('group:')
              ? [`_${module.slice(6)}.js`, { file: fileOf(module), name: module.slice(6) }]
              : [module, { file: fileOf(module) }],
          ),
      ),
    };
    writeFileSync(join(distDir, '.vite/manifest.json'), JSON.stringify(entries));
    for (const { file } of Object.values(entries)) writeFileSync(join(distDir, file), 'x');
    // The entry, where the login screen is, and its brotli copy as the build writes it: what
    // is sent.
    const login = join(distDir, 'assets/index.js');
    writeFileSync(login, randomBytes(loginFeatureBytes * 3));
    writeFileSync(`${login}.br`, randomBytes(loginFeatureBytes));
    const qualityDoc = join(root, 'quality.md');
    writeFileSync(qualityDoc, '# Quality\n\nKept as it is.\n');
    return { distDir, qualityDoc };
  }

  it('writes the table and answers 0 within the budget', async () => {
    vi.spyOn(console, 'table').mockImplementation(() => {});
    const { distDir, qualityDoc } = fakeBuild(10_000);

    expect(await checkBundleBudget(distDir, qualityDoc)).toBe(0);
    const written = readFileSync(qualityDoc, 'utf8');
    expect(written).toContain('Kept as it is.');
    // Built: 30 kB; sent: its 10 kB brotli copy.
    expect(written).toMatch(/\| \/login +\| 30\.0 kB +\| 10\.0 kB/);
  });

  it('answers 1 and says why over the budget, still writing the table', async () => {
    vi.spyOn(console, 'table').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { distDir, qualityDoc } = fakeBuild(loginTargetBytes + 10_000);

    expect(await checkBundleBudget(distDir, qualityDoc)).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\/login loads 160\.0 kB as sent/));
    expect(readFileSync(qualityDoc, 'utf8')).toMatch(/\| \/login +\| 480\.0 kB +\| 160\.0 kB/);
  });

  it('answers 1 when there is no build to measure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await checkBundleBudget(join(tmpdir(), 'no-such-build'), 'unused.md')).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('run `npm run build` first'));
  });
});
