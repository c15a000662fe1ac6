import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const rule = 'courtside/club-access';
const clubAccessFile = 'apps/server/src/modules/clubs/club-access.ts';
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** How many times lint calls `source`, as the file at `file`, a hand-written owner check. */
async function handChecks(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).length;
}

const feature = 'apps/server/src/modules/bookings/club-changes.ts';

// Each row: code comparing someone with a club's owner, in the shapes the server has used.
const refused = [
  'if (place.club.owner_id !== caller.id) throw forbidden();',
  'if (event.club_owner_id !== ownerId) throw forbidden();',
  'if (!booking || booking.club_owner_id !== caller.id) throw notFound("Booking");',
  'if (club?.owner_id === userId) throw conflict();',
  'if (club.owner_id != userId) throw forbidden();',
  'const isOwner = row.club_owner_id === viewerId;',
  'if (clubOwnerId !== callerId) throw forbidden();',
  'if ((await clubOwnerOfMatch(tx.db, matchId)) !== callerId) throw forbidden();',
  'if ((await repo.payeeOwnerOf(db, paymentId)) !== callerId) throw notFound("Payment");',
  'if (callerId === (club?.owner_id ?? "")) throw forbidden();',
  'if ((await clubOfMatch(tx.db, matchId))?.owner_id !== callerId) throw forbidden();',
  'if ((await payeeClubOf(db, paymentId))!.owner_id !== callerId) throw notFound("Payment");',
];

// A match's owner, a claim's owner and a filter's absence are not a club's owner.
const allowed = [
  'if (record.match.owner_id !== callerId) throw forbidden();',
  'const paysFull = match.owner_id === request.callerId;',
  'const bookings = taken.filter((row) => row.owner_kind === "booking");',
  'const scoped = ownerId !== undefined;',
];

describe("a club's owner is compared in club-access.ts alone", () => {
  it.each(refused)('refuses %s', async (source) => {
    expect(await handChecks(feature, source)).toBe(1);
  });

  it.each(allowed)('allows %s', async (source) => {
    expect(await handChecks(feature, source)).toBe(0);
  });

  it('lets club-access.ts compare, and tests check whatever they like', async () => {
    const source = 'const may = club.owner_id === userId;';
    expect(await handChecks(clubAccessFile, source)).toBe(0);
    expect(await handChecks('apps/server/src/modules/bookings/bookings.test.ts', source)).toBe(0);
  });

  // Linting the whole server takes a while on a busy 2-core machine: only the files that speak
  // of an owner at all could compare one.
  it('finds no hand-written owner check in the server', { timeout: 120_000 }, async () => {
    const server = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule });
    const source = join(root, 'apps/server/src');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => join(source, file))
      .filter((file) => /owner/i.test(readFileSync(file, 'utf8')));
    const found = (await server.lintFiles(files)).flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === rule)
        .map((message) => `${result.filePath}:${message.line}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
