import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  budgetFailure,
  loginBudgetBytes,
  loginTargetBytes,
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
};
const gzipBytes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/react.js': 60_000,
  'assets/mui.js': 40_000,
  'assets/auth.js': 5000,
  'assets/menu.js': 3000,
  'a.css': 700,
  'b.css': 300,
};
const sizeOf = (file: string) => gzipBytes[file] ?? Number.NaN;

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

    expect(sizes).toEqual([
      { path: '/login', jsGzipBytes: 106_000, cssGzipBytes: 1000, totalGzipBytes: 107_000 },
      { path: '/user/menu', jsGzipBytes: 64_000, cssGzipBytes: 700, totalGzipBytes: 64_700 },
    ]);
  });

  it('names a route whose module the build does not have', () => {
    expect(() =>
      measureRoutes(manifest, [{ path: '/gone', modules: ['src/features/gone.ts'] }], sizeOf),
    ).toThrow('the manifest has no chunk for src/features/gone.ts');
  });
});

describe('budgetFailure', () => {
  const login = { path: '/login', jsGzipBytes: 140_000, cssGzipBytes: 10_000 };

  it('passes at the budget and fails one byte over it, saying by how much', () => {
    expect(budgetFailure([{ ...login, totalGzipBytes: 150_000 }], 150_000)).toBeNull();
    expect(
      budgetFailure([{ ...login, cssGzipBytes: 10_001, totalGzipBytes: 150_001 }], 150_000),
    ).toMatch(/^\/login loads 150\.0 kB gzip .*over the budget of 150\.0 kB/);
  });

  it('fails one byte above the 150 kB target, which is the budget', () => {
    expect(loginTargetBytes).toBe(150_000);
    expect(loginBudgetBytes).toBe(loginTargetBytes);
    expect(budgetFailure([{ ...login, totalGzipBytes: 150_000 }])).toBeNull();
    expect(budgetFailure([{ ...login, totalGzipBytes: 150_001 }])).not.toBeNull();
  });
});

describe('targetStatus', () => {
  const login = { path: '/login', jsGzipBytes: 0, cssGzipBytes: 0 };

  it('says how far /login is from its target', () => {
    expect(targetStatus([{ ...login, totalGzipBytes: 283_800 }])).toBe(
      '/login is 133.8 kB over its 150.0 kB target.',
    );
    expect(targetStatus([{ ...login, totalGzipBytes: 150_000 }])).toBe(
      '/login is within its 150.0 kB target.',
    );
  });
});

describe('withBundleSection', () => {
  const sizes = [{ path: '/login', jsGzipBytes: 1000, cssGzipBytes: 500, totalGzipBytes: 1500 }];

  it('replaces only what lies between the markers', () => {
    const document = [
      '# Quality',
      '<!-- bench:start -->bench<!-- bench:end -->',
      '<!-- bundle:start -->old<!-- bundle:end -->',
      'After.',
    ].join('\n');

    const next = withBundleSection(document, sizes);

    expect(next).toContain('<!-- bench:start -->bench<!-- bench:end -->');
    expect(next).toContain('| /login | 1.0 kB | 0.5 kB | 1.5 kB |');
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
          .map((module) => [module, { file: fileOf(module) }]),
      ),
    };
    writeFileSync(join(distDir, '.vite/manifest.json'), JSON.stringify(entries));
    for (const { file } of Object.values(entries)) writeFileSync(join(distDir, file), 'x');
    // Random bytes do not compress: their gzip is a little larger than they are.
    writeFileSync(
      join(distDir, fileOf('src/features/auth/routes/index.ts')),
      randomBytes(loginFeatureBytes),
    );
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
    expect(written).toMatch(/\| \/login, \/forget-password +\| 10\.\d kB/);
  });

  it('answers 1 and says why over the budget, still writing the table', async () => {
    vi.spyOn(console, 'table').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { distDir, qualityDoc } = fakeBuild(loginBudgetBytes + 10_000);

    expect(await checkBundleBudget(distDir, qualityDoc)).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\/login loads 16\d\.\d kB gzip/));
    expect(readFileSync(qualityDoc, 'utf8')).toMatch(
      /\| \/login, \/forget-password +\| 16\d\.\d kB/,
    );
  });

  it('answers 1 when there is no build to measure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await checkBundleBudget(join(tmpdir(), 'no-such-build'), 'unused.md')).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('run `npm run build` first'));
  });
});
