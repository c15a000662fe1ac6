import { describe, expect, it } from 'vitest';
import { closureGroups } from './chunk-groups';

/** A module graph from lists of static and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: true }>) {
  const importersOf = (id: string) =>
    Object.keys(modules).filter((importer) => modules[importer]?.imports?.includes(id));
  return {
    ids: () => Object.keys(modules),
    info: (id: string) => {
      const module = modules[id];
      return module
        ? {
            isEntry: module.entry ?? false,
            importedIds: module.imports ?? [],
            dynamicallyImportedIds: module.lazy ?? [],
            importers: importersOf(id),
          }
        : null;
    },
  };
}

const graph = graphOf({
  '/main.tsx': { entry: true, imports: ['/react.js', '/router.tsx'] },
  '/router.tsx': { imports: ['/react.js'], lazy: ['/area.tsx', '/sign-in.tsx', '/screen.tsx'] },
  '/react.js': {},
  '/area.tsx': { imports: ['/react.js', '/frame.tsx', '/brand.tsx'] },
  '/frame.tsx': { imports: ['/theme.ts'] },
  '/theme.ts': {},
  '/brand.tsx': { imports: ['/glyph.tsx'] },
  '/glyph.tsx': {},
  '/sign-in.tsx': { imports: ['/brand.tsx'], lazy: ['/forgot.tsx'] },
  '/forgot.tsx': { imports: ['/theme.ts'] },
  '/screen.tsx': { imports: ['/frame.tsx', '/card.tsx'] },
  '/card.tsx': { imports: ['/paper.tsx'] },
  '/paper.tsx': {},
});

describe('closureGroups', () => {
  it('takes a root with what it imports statically, never what it loads lazily', () => {
    const groups = closureGroups(graph, [{ name: 'app', root: 'entry' }]);
    expect([...(groups.get('app') ?? [])].sort()).toEqual([
      '/main.tsx',
      '/react.js',
      '/router.tsx',
    ]);
  });

  it('leaves to an earlier group what it holds', () => {
    const groups = closureGroups(graph, [
      { name: 'app', root: 'entry' },
      { name: 'area', root: '/area.tsx' },
    ]);
    expect([...(groups.get('area') ?? [])].sort()).toEqual([
      '/area.tsx',
      '/brand.tsx',
      '/frame.tsx',
      '/glyph.tsx',
      '/theme.ts',
    ]);
  });

  it('keeps out what a screen outside may ever load, lazily too, with all it imports', () => {
    const groups = closureGroups(graph, [
      { name: 'app', root: 'entry' },
      { name: 'area', root: '/area.tsx', outside: ['/sign-in.tsx'] },
    ]);
    // The brand and its glyph are the sign-in screen's; the theme, its forgotten-password one's.
    expect([...(groups.get('area') ?? [])].sort()).toEqual(['/area.tsx', '/frame.tsx']);
  });

  it('takes in what nearly every screen draws with, with what it imports', () => {
    const groups = closureGroups(graph, [
      { name: 'app', root: 'entry' },
      { name: 'area', root: '/area.tsx', with: ['/card.tsx'] },
    ]);
    expect([...(groups.get('area') ?? [])].sort()).toEqual([
      '/area.tsx',
      '/brand.tsx',
      '/card.tsx',
      '/frame.tsx',
      '/glyph.tsx',
      '/paper.tsx',
      '/theme.ts',
    ]);
  });

  it('keeps, when exclusive, only what no module outside the group imports', () => {
    const groups = closureGroups(graph, [
      { name: 'app', root: 'entry' },
      { name: 'area', root: '/area.tsx', exclusive: true },
    ]);
    // The frame is the screen's too, the brand the sign-in screen's; then the theme and the
    // glyph are imported from outside the group as well.
    expect([...(groups.get('area') ?? [])]).toEqual(['/area.tsx']);
  });

  describe('a shared group', () => {
    const screens = graphOf({
      '/main.tsx': { entry: true, imports: ['/react.js', '/router.tsx'] },
      '/router.tsx': { lazy: ['/a.tsx', '/b.tsx', '/c.tsx', '/sign-in.tsx'] },
      '/react.js': {},
      '/a.tsx': {
        imports: ['/kit/card.tsx', '/kit/chip.tsx', '/kit/dialog.tsx', '/kit/badge.tsx'],
      },
      '/b.tsx': {
        imports: ['/kit/card.tsx', '/kit/chip.tsx', '/kit/dialog.tsx', '/kit/badge.tsx'],
      },
      '/c.tsx': { imports: ['/kit/list.tsx', '/kit/chip.tsx', '/kit/dialog.tsx'] },
      '/kit/list.tsx': { imports: ['/kit/card.tsx'] },
      '/kit/card.tsx': { imports: ['/kit/paper.tsx', '/react.js'] },
      '/kit/paper.tsx': {},
      '/kit/badge.tsx': {},
      '/kit/chip.tsx': { imports: ['/kit/button.tsx'] },
      '/kit/button.tsx': {},
      '/kit/dialog.tsx': { imports: ['/library/popup.js'] },
      '/library/popup.js': {},
      '/sign-in.tsx': { imports: ['/kit/button.tsx'] },
    });
    const shared = (outside?: string[]) =>
      [
        ...(closureGroups(screens, [
          { name: 'app', root: 'entry' },
          { name: 'kit', under: ['/kit/'], screens: 3, outside },
        ]).get('kit') ?? []),
      ].sort();

    it('takes the parts as many screens import, directly or not, with what they import', () => {
      // The card reaches the third screen through the list; the badge has two screens only.
      expect(shared()).toEqual([
        '/kit/button.tsx',
        '/kit/card.tsx',
        '/kit/chip.tsx',
        '/kit/paper.tsx',
      ]);
    });

    it('leaves out a part that would bring a file of its own: a library, or a part kept out', () => {
      // The dialog imports a library outside the group; the chip, the sign-in screen's button.
      expect(shared(['/sign-in.tsx'])).toEqual(['/kit/card.tsx', '/kit/paper.tsx']);
    });
  });

  it('names a root that is not in the graph', () => {
    expect(() => closureGroups(graph, [{ name: 'area', root: '/missing.tsx' }])).toThrow(
      /no module \/missing\.tsx/,
    );
  });
});
