import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { arabic } from './ar.js';
import { patternsEn, type MessageCatalogue, type PatternName } from './catalogue.js';
import { spanish } from './es.js';
import { translate, type ServerLanguage } from './translate.js';

/**
 * Every message the server can send, read from the source: the domain errors thrown in
 * apps/server/src and the refusals written into the shared zod schemas. Each one must have an
 * Arabic and a Spanish translation, or the test names it.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const serverSource = join(root, 'apps/server/src');
const sharedSource = join(root, 'packages/shared/src');
const domainErrorFile = join(serverSource, 'lib/domain-error.ts');

/** Where the message argument sits in each error constructor of lib/domain-error.ts. */
const messageArgument: Record<string, number> = {
  notFound: 0,
  forbidden: 0,
  invalidField: 1,
  conflict: 1,
  DomainError: 2,
};
/** Where the details (with their own messages) sit. */
const detailsArgument: Record<string, number> = { conflict: 2, DomainError: 3 };

/** Zod checks by where their message sits: after a value (.min(3, '…')) or alone (z.email('…')). */
const zodChecks: Record<string, number> = {
  ...Object.fromEntries(
    ['min', 'max', 'length', 'regex', 'refine', 'gt', 'gte', 'lt', 'lte', 'multipleOf'].map(
      (name) => [name, 1],
    ),
  ),
  ...Object.fromEntries(
    ['email', 'int', 'positive', 'nonnegative', 'negative', 'nonpositive', 'url', 'uuid'].map(
      (name) => [name, 0],
    ),
  ),
};

/**
 * Messages with figures whose parts are not plain values, by their template ({} for each
 * `${…}`): the messages they can make, each of which must be translated.
 */
const templateTable: Record<string, readonly string[]> = {
  '{} already registered': [
    'Username already registered',
    'Phone number already registered',
    'Username and Phone number already registered',
  ],
  'This match is for {} only. {} no gender set: set it in the profile to ask to join.': [
    'This match is for men only. You have no gender set: set it in the profile to ask to join.',
    'This match is for women only. You have no gender set: set it in the profile to ask to join.',
    'This match is for men only. Rami has no gender set: set it in the profile to ask to join.',
    'This match is for women only. Lina has no gender set: set it in the profile to ask to join.',
  ],
  'Only {} seat{} free: ask with at most {} partner{}': [
    'Only 1 seat is free: ask with at most 0 partners',
    'Only 2 seats are free: ask with at most 1 partner',
    'Only 3 seats are free: ask with at most 2 partners',
  ],
  'No {} court is free at that time': [
    'No indoor court is free at that time',
    'No outdoor court is free at that time',
    'No covered court is free at that time',
  ],
  'A {} court holds {} players': [
    'A padel court holds 2, 4 players',
    'A football court holds 5, 8, 11 players',
  ],
  'No route for {} {}': ['No route for GET /api/nothing', 'No route for POST /api/user/x'],
  'This match is for {} only: {} cannot join it; ask with another partner.': [
    'This match is for men only: Lina cannot join it; ask with another partner.',
    'This match is for women only: Rami cannot join it; ask with another partner.',
  ],
  'This match is for {} only: look for a mixed match or one for {}.': [
    'This match is for men only: look for a mixed match or one for women.',
    'This match is for women only: look for a mixed match or one for men.',
  ],
  'You play in your own match, so it cannot be for {} only: choose mixed or {}.': [
    'You play in your own match, so it cannot be for men only: choose mixed or women.',
    'You play in your own match, so it cannot be for women only: choose mixed or men.',
  ],
  'Set your gender in the profile to create a match for {} only.': [
    'Set your gender in the profile to create a match for men only.',
    'Set your gender in the profile to create a match for women only.',
  ],
  '{} holds a seat, so the match cannot be for {} only.': [
    'Lina holds a seat, so the match cannot be for men only.',
    'Rami holds a seat, so the match cannot be for women only.',
  ],
};

/** Detail messages that are values for programs, not text for people. */
const notText = new Set(['available']);

type Kind = 'exact' | 'template' | 'thing';
interface FoundMessage {
  kind: Kind;
  /** The English text; for a template, {} stands for each `${…}`. */
  text: string;
  where: string;
}

interface SourceFile {
  path: string;
  ast: ts.SourceFile;
}

function sourceFiles(dir: string): SourceFile[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts') && !/\.test\.ts$|\.d\.ts$/.test(name))
    .map((name) => join(dir, name))
    .map((path) => ({
      path,
      ast: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
    }));
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function unwrap(expr: ts.Expression): ts.Expression {
  let inner = expr;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isNonNullExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

function templateText(template: ts.TemplateExpression): string {
  return (
    template.head.text + template.templateSpans.map((span) => `{}${span.literal.text}`).join('')
  );
}

/** Finds what messages an expression can be: its strings, through constants and branches. */
class Resolver {
  readonly unresolved: string[] = [];
  private readonly declarations = new Map<string, Array<{ file: string; value: ts.Expression }>>();

  constructor(files: SourceFile[]) {
    for (const file of files)
      walk(file.ast, (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          const known = this.declarations.get(node.name.text) ?? [];
          const declared = { file: file.path, value: node.initializer };
          this.declarations.set(node.name.text, [...known, declared]);
        }
      });
  }

  messages(expr: ts.Expression, where: string, kind: Kind = 'exact'): FoundMessage[] {
    const node = unwrap(expr);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return [{ kind, text: node.text, where }];
    if (ts.isTemplateExpression(node))
      return [{ kind: kind === 'thing' ? kind : 'template', text: templateText(node), where }];
    if (ts.isConditionalExpression(node))
      return [
        ...this.messages(node.whenTrue, where, kind),
        ...this.messages(node.whenFalse, where, kind),
      ];
    const value = this.value(node);
    if (value) return this.messages(value, where, kind);
    this.unresolved.push(`${where}: ${node.getText()}`);
    return [];
  }

  /**
   * What an identifier or a property of a constant object holds, when it is one thing: the
   * declaration of that name in the same file, or else the only one in the source.
   */
  private value(node: ts.Expression): ts.Expression | undefined {
    if (ts.isIdentifier(node)) {
      const found = this.declarations.get(node.text) ?? [];
      const here = found.filter((d) => d.file === node.getSourceFile().fileName);
      const candidates = here.length > 0 ? here : found;
      return candidates.length === 1 ? candidates[0]?.value : undefined;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const owner = this.value(unwrap(node.expression));
      const object = owner && unwrap(owner);
      if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
      const property = object.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && p.name.getText() === node.name.text,
      );
      return property?.initializer;
    }
    return undefined;
  }
}

function location(file: SourceFile, node: ts.Node): string {
  const { line } = file.ast.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(root, file.path)}:${line + 1}`;
}

function constructorName(node: ts.Node): string | undefined {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) return node.expression.text;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) return node.expression.text;
  return undefined;
}

/** The literal `message:` texts of the details an error carries. */
function detailMessages(expr: ts.Expression | undefined, file: SourceFile): FoundMessage[] {
  const found: FoundMessage[] = [];
  if (!expr) return found;
  walk(expr, (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'message' &&
      ts.isStringLiteral(node.initializer) &&
      !notText.has(node.initializer.text)
    )
      found.push({ kind: 'exact', text: node.initializer.text, where: location(file, node) });
  });
  return found;
}

/** The message of an error body written out whole ({ statusCode, code, message }). */
function errorBodyMessage(node: ts.Node): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const named = (name: string) =>
    node.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
    );
  const message = named('statusCode') && named('code') ? named('message')?.initializer : undefined;
  // an error's own message passed on (error.message) was written where that error was made
  const inner = message && unwrap(message);
  return inner && (ts.isStringLiteralLike(inner) || ts.isTemplateExpression(inner))
    ? inner
    : undefined;
}

/** The default message of forbidden(), written in lib/domain-error.ts. */
function defaultMessages(file: SourceFile): FoundMessage[] {
  const found: FoundMessage[] = [];
  walk(file.ast, (node) => {
    if (ts.isParameter(node) && node.initializer && ts.isStringLiteral(node.initializer))
      found.push({ kind: 'exact', text: node.initializer.text, where: location(file, node) });
  });
  return found;
}

function serverMessages(files: SourceFile[], resolver: Resolver): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const file of files) {
    if (file.path === domainErrorFile) {
      found.push(...defaultMessages(file));
      continue;
    }
    walk(file.ast, (node) => {
      const body = errorBodyMessage(node);
      if (body) found.push(...resolver.messages(body, location(file, node)));
      const name = constructorName(node);
      if (name === undefined || !(name in messageArgument)) return;
      const args = (node as ts.CallExpression | ts.NewExpression).arguments ?? [];
      const message = args[messageArgument[name] ?? 0];
      const where = location(file, node);
      if (message)
        found.push(...resolver.messages(message, where, name === 'notFound' ? 'thing' : 'exact'));
      found.push(...detailMessages(args[detailsArgument[name] ?? -1], file));
    });
  }
  return found;
}

function zodMessage(node: ts.CallExpression): ts.Expression | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const at = zodChecks[callee.name.text];
  const given = at === undefined ? undefined : node.arguments[at];
  if (!given) return undefined;
  const arg = unwrap(given);
  if (ts.isStringLiteral(arg) || ts.isTemplateLiteral(arg)) return arg;
  return undefined;
}

function schemaMessages(files: SourceFile[], resolver: Resolver): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const file of files)
    walk(file.ast, (node) => {
      if (ts.isCallExpression(node)) {
        const message = zodMessage(node);
        if (message) found.push(...resolver.messages(message, location(file, node)));
      }
      // { message: '…' } given to a check, a refine or ctx.addIssue
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'message' &&
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isCallExpression(node.parent.parent)
      ) {
        const value = unwrap(node.initializer);
        if (ts.isStringLiteral(value) || ts.isTemplateLiteral(value))
          found.push(...resolver.messages(value, location(file, node)));
      }
    });
  return found;
}

/** Plausible values for a `${…}`: a count, a name, a day. */
const samples = ['7', 'Sam', '2026-05-04'];

function patternFor(message: string): PatternName | undefined {
  return (Object.keys(patternsEn) as PatternName[]).find((name) => patternsEn[name].test(message));
}

type Language = Exclude<ServerLanguage, 'en'>;
const catalogues: Record<Language, MessageCatalogue> = { ar: arabic, es: spanish };

/** Whether a whole message (no {} left) is in the catalogue and goes out in the language. */
function translatedText(message: string, language: Language): boolean {
  const known = Boolean(catalogues[language].exact[message]) || patternFor(message) !== undefined;
  return known && translate(message, language) !== message;
}

function templateTranslated(template: string, language: Language): boolean {
  const listed = templateTable[template];
  if (listed) return listed.every((text) => translatedText(text, language));
  return samples
    .map((value) => template.replaceAll('{}', value))
    .some((text) => patternFor(text) !== undefined && translatedText(text, language));
}

/** What is missing in a language, one line per message and place. */
function missingIn(found: FoundMessage[], language: Language): string[] {
  const missing = new Set<string>();
  for (const message of found) {
    const label = `${message.text}  (${message.where})`;
    if (message.kind === 'thing') {
      if (!catalogues[language].things[message.text]) missing.add(`not found: ${label}`);
    } else if (message.kind === 'exact') {
      if (!translatedText(message.text, language)) missing.add(label);
    } else if (!templateTranslated(message.text, language)) missing.add(`template: ${label}`);
  }
  return [...missing].sort();
}

describe('every message the server sends has a translation', () => {
  const server = sourceFiles(serverSource);
  const shared = sourceFiles(sharedSource);
  const resolver = new Resolver([...server, ...shared]);
  const found = [...serverMessages(server, resolver), ...schemaMessages(shared, resolver)];
  const distinct = new Set(found.map((m) => `${m.kind}:${m.text}`));

  it('reads the messages from the source', () => {
    expect(resolver.unresolved).toEqual([]);
    expect(distinct.size).toBeGreaterThanOrEqual(120);
    expect(found.filter((m) => m.kind === 'thing').length).toBeGreaterThanOrEqual(30);
    expect(found.filter((m) => m.kind === 'template').length).toBeGreaterThanOrEqual(8);
    expect(
      found.filter((m) => m.where.startsWith('packages/shared')).length,
    ).toBeGreaterThanOrEqual(15);
    // every template of the table is still written somewhere
    for (const template of Object.keys(templateTable))
      expect(
        found.some((m) => m.kind === 'template' && m.text === template),
        template,
      ).toBe(true);
  });

  it('has each of them in Arabic', () => {
    expect(missingIn(found, 'ar')).toEqual([]);
  });

  it('has each of them in Spanish', () => {
    expect(missingIn(found, 'es')).toEqual([]);
  });

  it('names a message, a thing and a template that are missing', () => {
    const source = [
      "throw conflict('X', 'A message nobody translated');",
      "throw notFound('Unicorn');",
      'throw invalidField("f", `Wait ${n} fortnights`);',
      "throw forbidden('You are not allowed to do this');",
      'throw new DomainError(400, "X", `This costs ${a} coins; you have ${b}.`);',
    ].join('\n');
    const path = join(serverSource, 'self-check.ts');
    const file = { path, ast: ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true) };
    const messages = serverMessages([file], new Resolver([file]));
    expect(messages).toHaveLength(5);
    const missing = missingIn(messages, 'ar');
    expect(missing).toHaveLength(3);
    expect(missing.join('\n')).toContain('A message nobody translated');
    expect(missing.join('\n')).toContain('not found: Unicorn');
    expect(missing.join('\n')).toContain('template: Wait {} fortnights');
  });
});
