import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import postcss, { type Root, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * A CSS module class that `composes` another file's class adds both class names to the
 * element, and the two rules then tie on specificity: which wins is whichever the browser
 * read last, and a file pulled in by several chunks can come after the class that meant to
 * change it. So a class never sets a property that a class it composes sets (a card that
 * wants another background is a variant in card.module.css, composed beside `card`).
 */
const web = join(import.meta.dirname, '../apps/web/src');

function moduleFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return moduleFiles(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/** The longhand family a property belongs to: `border-color` clashes with `border`. */
const family = (property: string) => property.replace(/^(border|padding|margin|inset).*/, '$1');

/** The properties each plain class (`.name`) of a stylesheet sets, outside at-rules. */
function classProperties(root: Root): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type !== 'root') return;
    for (const selector of rule.selectors) {
      const name = /^\.([\w-]+)$/.exec(selector)?.[1];
      if (!name) continue;
      const properties = classes.get(name) ?? new Set<string>();
      rule.walkDecls((declaration) => {
        if (declaration.prop !== 'composes') properties.add(family(declaration.prop));
      });
      classes.set(name, properties);
    }
  });
  return classes;
}

interface Clash {
  file: string;
  className: string;
  composed: string;
  properties: string[];
}

/** Each class of `css` that re-sets a property of a class it composes from another file. */
export function composeClashes(
  css: string,
  file: string,
  readComposed: (path: string) => string,
): Clash[] {
  const root = postcss.parse(css);
  const own = classProperties(root);
  const clashes: Clash[] = [];
  root.walkDecls('composes', (declaration) => {
    const match = /^([\w\s-]+?)\s+from\s+['"](.+)['"]$/.exec(declaration.value.trim());
    const rule = declaration.parent as Rule;
    const className = /^\.([\w-]+)$/.exec(rule.selector)?.[1];
    if (!match || !className) return;
    const [, names = '', from = ''] = match;
    const composedPath = resolve(dirname(file), from);
    const composed = classProperties(postcss.parse(readComposed(composedPath)));
    for (const name of names.split(/\s+/)) {
      const shared = [...(own.get(className) ?? [])].filter((p) => composed.get(name)?.has(p));
      if (shared.length > 0)
        clashes.push({ file, className, composed: name, properties: shared.sort() });
    }
  });
  return clashes;
}

describe('CSS modules', () => {
  const read = (path: string) => readFileSync(path, 'utf8');

  it('never re-set a property of a class they compose from another file', () => {
    const files = moduleFiles(web);
    expect(files.length).toBeGreaterThan(20);
    const clashes = files.flatMap((file) =>
      composeClashes(read(file), file, read).map((clash) => ({
        ...clash,
        file: relative(web, clash.file),
      })),
    );
    expect(clashes).toEqual([]);
  });

  it('finds a class that re-sets a composed property, a shorthand against its longhand too', () => {
    const files: Record<string, string> = {
      '/kit/card.module.css': '.card { border: 1px solid grey; background-color: white; }',
      '/kit/text.module.css': '.caption { font-size: 0.75rem; line-height: 1.66; }',
    };
    const css = `
      .held { composes: card from './card.module.css'; border-color: lime; padding: 12px; }
      .hour { composes: caption from './text.module.css'; font-weight: 700; }
      .note { composes: caption from './text.module.css'; line-height: 1.2; }`;
    const clashes = composeClashes(css, '/kit/holds.module.css', (path) => files[path] ?? '');
    expect(clashes).toEqual([
      {
        file: '/kit/holds.module.css',
        className: 'held',
        composed: 'card',
        properties: ['border'],
      },
      {
        file: '/kit/holds.module.css',
        className: 'note',
        composed: 'caption',
        properties: ['line-height'],
      },
    ]);
  });
});
