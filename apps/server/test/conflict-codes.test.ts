import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { conflictCodes, conflictTable, type ConflictName } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError } from '#server/lib/domain-error.js';

/**
 * Conflict codes are listed once, in packages/shared conflict-codes.ts (docs/decisions.md,
 * "Error codes are listed once"). The types hold the server to it: conflict(…) and DomainError
 * take only a code of a list, and a conflict's only as `conflictCodes.X`, so a code written out
 * does not compile (the @ts-expect-error lines below fail the typecheck the day one does). The
 * source scan catches what the types cannot: a listed code quoted in a comparison.
 */

const source = join(dirname(fileURLToPath(import.meta.url)), '../src');
const sourceFiles = (readdirSync(source, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.ts') && !/\.test\.ts$|\.d\.ts$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(source, name), 'utf8') }));

/** Never called: the typecheck reads it, and fails if any of these lines compiles. */
function writtenOut() {
  // @ts-expect-error a listed code is given as conflictCodes.SLOT_TAKEN, not quoted
  conflict('SLOT_TAKEN', 'That hour is taken');
  // @ts-expect-error a code that is not listed
  conflict('NOT_A_CODE', 'Nothing');
  // @ts-expect-error nor through the error's own constructor
  return new DomainError(409, 'SLOT_TAKEN', 'That hour is taken');
}

describe('conflict codes', () => {
  it('refuses, at compile time, a code that is written out or not listed', () => {
    expect(writtenOut).toBeTypeOf('function');
  });

  it('answers each listed code with its listed status', () => {
    for (const [name, { status }] of Object.entries(conflictTable)) {
      const error = conflict(conflictCodes[name as ConflictName], 'A refusal');
      expect([error.code, error.statusCode]).toEqual([name, status]);
    }
  });

  it('finds the server sources it reads', () => {
    expect(sourceFiles.filter(({ text }) => text.includes('conflict(')).length).toBeGreaterThan(30);
  });

  it('throws no conflict with a code written out', () => {
    const written = sourceFiles.flatMap(({ name, text }) =>
      [...text.matchAll(/\bconflict\(\s*(['"`][^'"`]*['"`])/g)].map((m) => `${name}: ${m[1]}`),
    );
    expect(written).toEqual([]);
  });

  it('quotes no listed code anywhere in the server sources', () => {
    const codes = Object.keys(conflictTable).join('|');
    const quoted = new RegExp(`(['"\`])(?:${codes})\\1`, 'g');
    const found = sourceFiles.flatMap(({ name, text }) =>
      [...text.matchAll(quoted)].map((m) => `${name}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
