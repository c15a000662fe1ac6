import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app sends each API request from a file of its own in an `api/` folder
 * (`features/<feature>/api/<verb-noun>.ts`, or `lib/api/` for what several features read):
 * a call is found by its file's name, and a screen or hook outside `api/` never builds one.
 * A request is a call of the API client's `apiRequest`, or of `apiUrl` for the one the client
 * cannot send (the notification stream). `askEarly` is not counted: it sends ahead, for the
 * router, the very read an api file makes (its path named once in lib/api-paths.ts).
 */
const web = join(import.meta.dirname, '../apps/web/src');
const client = 'lib/api-client.ts';
const requestFunctions = new Set(['apiRequest', 'apiUrl']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** How many requests the source sends: calls of the client's request functions, however imported. */
export function requestCalls(source: string, fileName = 'file.ts'): number {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!/(^|\/)api-client$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (requestFunctions.has((element.propertyName ?? element.name).text))
          names.add(element.name.text);
  }
  let calls = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && names.has(callee.text)) calls += 1;
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        namespaces.has(callee.expression.text) &&
        requestFunctions.has(callee.name.text)
      )
        calls += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** Each web source file (from src/, with `/`) that breaks the rule, with its request count. */
function misplacedRequests(): string[] {
  return sourceFiles(web).flatMap((path) => {
    const name = relative(web, path).split(sep).join('/');
    if (name === client) return [];
    const source = readFileSync(path, 'utf8');
    // Only a file that imports the client can call it: the others need no parsing.
    const calls = source.includes('api-client') ? requestCalls(source, name) : 0;
    const inApiFolder = name.split('/').slice(0, -1).includes('api');
    return calls > (inApiFolder ? 1 : 0) ? [`${name}: ${calls}`] : [];
  });
}

describe('web API calls', () => {
  it('are one a file, each in an api/ folder', () => {
    expect(misplacedRequests()).toEqual([]);
  });

  it('are counted however the client is imported, and only the client’s', () => {
    const source = `
      import { apiRequest as send, apiUrl } from '@/lib/api-client';
      import * as client from '../../lib/api-client';
      import { request } from './elsewhere';
      // apiRequest('/not/a/call') in a comment
      send('/a', {}); client.apiRequest('/b', {}); fetch(apiUrl('/c')); request('/d');
      const text = "apiRequest('/e')";`;
    expect(requestCalls(source)).toBe(3);
  });
});
