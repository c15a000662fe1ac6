import { dirname, relative, resolve, sep } from 'node:path';
import { clubAccessRule } from './club-access.js';

/**
 * The server's layers, checked on where an import lands rather than on how it is spelled:
 * every static import, re-export and `import()` of a file under apps/server/src is resolved
 * (relative paths and the `#server/` alias, `..` and all) and judged by the folders of the
 * importing file and of the imported one, at any depth.
 *
 * - A module reaches another only through its `<module>.service.ts`.
 * - A platform module imports no feature module: the feature registers a handler instead.
 * - lib/ imports nothing of the server but lib/; db/ nothing but db/ and config.ts.
 */
export const platformModules = [
  'court-time',
  'payments',
  'notifications',
  'uploads',
  'users',
  'clubs',
  'messaging',
  'seats',
  'receipts',
];

const messages = {
  serviceOnly: 'Import another server module only through its <module>.service.ts file.',
  platform: `A platform module (${platformModules.join(', ')}) imports no feature module: let the feature register a handler.`,
  lib: 'apps/server/src/lib imports no module, service wiring, db or plugin: it is the bottom layer.',
  db: 'apps/server/src/db imports neither the modules nor lib: it is the storage below them.',
};

/** Where a file sits in the server: its top folder (or file) and, in modules/, its module. */
function placeOf(serverSource, file) {
  const parts = relative(serverSource, file).split(sep);
  if (parts[0] === '..' || parts.length === 0) return null;
  const [top, module] = parts;
  return top === 'modules' ? { top, module, parts } : { top, parts };
}

/** The file an import names, or null when it names a package. */
function targetOf(serverSource, importer, specifier) {
  if (specifier.startsWith('#server/')) return resolve(serverSource, specifier.slice(8));
  if (specifier.startsWith('.')) return resolve(dirname(importer), specifier);
  return null;
}

const withoutExtension = (name) => name.replace(/\.(?:js|ts)$/, '');

function refusal(from, to) {
  if (from.top === 'lib') return to.top === 'lib' ? null : 'lib';
  if (from.top === 'db')
    return to.top === 'db' || withoutExtension(to.parts.join('/')) === 'config' ? null : 'db';
  if (from.top !== 'modules' || to.top !== 'modules' || from.module === to.module) return null;
  if (platformModules.includes(from.module) && !platformModules.includes(to.module))
    return 'platform';
  const isService =
    to.parts.length === 3 && withoutExtension(to.parts[2]) === `${to.module}.service`;
  return isService ? null : 'serviceOnly';
}

export const serverLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the server's layers: modules, platform, lib and db." },
    messages,
    schema: [],
  },
  create(context) {
    const serverSource = resolve(context.cwd, 'apps/server/src');
    const from = placeOf(serverSource, context.filename);
    if (!from) return {};
    const check = (source) => {
      const specifier =
        source?.type === 'Literal' && typeof source.value === 'string'
          ? source.value
          : source?.type === 'TemplateLiteral' && source.expressions.length === 0
            ? source.quasis[0].value.cooked
            : null;
      if (specifier === null) return;
      const target = targetOf(serverSource, context.filename, specifier);
      const to = target && placeOf(serverSource, target);
      const messageId = to && refusal(from, to);
      if (messageId) context.report({ node: source, messageId });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const courtsidePlugin = {
  rules: { 'server-layers': serverLayersRule, 'club-access': clubAccessRule },
};
