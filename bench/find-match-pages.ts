import type { MatchPage } from '@courtside/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { callApi } from './api-client.js';
import type { ChildServer } from './child-server.js';

export interface MatchPageFigures {
  label: string;
  matches: number;
  calls: number;
  /** The first page of Find Match, asked again and again. */
  firstP95Ms: number;
  /** The pages after it, each after the cursor the one before gave. */
  nextP95Ms: number;
  maxBytes: number;
  /** The whole list as it was read before paging (`/user/match/all`, 200 at most). */
  wholeMedianMs: number;
}

export const matchPageTargets = { p95Ms: 50, bytes: 50_000 };
const calls = 60;
const warmUps = 5;
const batch = 250;
// Three level ranges, so the caller's "at your level" matches and the others both fill pages.
const levels = [
  [2, 3.5],
  [4, 5],
  [0, 1.5],
] as const;

/** `count` open public matches at the demo world's padel courts, ten minutes apart from tomorrow. */
export async function seedMatches(db: Kysely<Database>, count: number): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  const courts = await db
    .selectFrom('courts')
    .select(['id', 'club_id'])
    .where('sport', '=', 'padel')
    .execute();
  const first = Date.now() + 86_400_000;
  const createdAt = new Date().toISOString();
  for (let start = 0; start < count; start += batch) {
    const matches = Array.from({ length: Math.min(batch, count - start) }, (_, index) => {
      const number = start + index;
      const court = courts[number % courts.length]!;
      const [min, max] = levels[number % levels.length]!;
      return {
        id: newId(),
        owner_id: owner.id,
        club_id: court.club_id,
        court_id: court.id,
        starts_at: new Date(first + number * 600_000).toISOString(),
        duration_minutes: 60,
        gender: 'mix' as const,
        court_type: 'indoor' as const,
        privacy: 'public' as const,
        level_min: min,
        level_max: max,
        description: `Bench match ${number + 1}`,
        status: 'open' as const,
        created_at: createdAt,
        fill_deadline: null,
      };
    });
    await db.insertInto('matches').values(matches).execute();
    const seats = matches.flatMap((match) =>
      [0, 1, 2, 3].map((seat) => ({
        match_id: match.id,
        seat,
        user_id: seat === 0 ? owner.id : null,
        reserved: 0 as const,
      })),
    );
    await db.insertInto('match_seats').values(seats).execute();
  }
  // The rows arrive at once here; in a running platform autovacuum would have visited them.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`vacuum analyze matches, match_seats`.execute(db);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function timed(server: ChildServer, token: string, path: string) {
  const started = performance.now();
  const answer = await callApi(server.url, 'GET', path, { token });
  const took = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return { took, answer };
}

/** Times `calls` calls after the warm-up ones; `path` gives each call's address. */
async function series(
  server: ChildServer,
  token: string,
  path: (previous: MatchPage | null) => string,
) {
  const timings: number[] = [];
  let maxBytes = 0;
  let previous: MatchPage | null = null;
  for (let call = 0; call < warmUps + calls; call += 1) {
    const { took, answer } = await timed(server, token, path(previous));
    previous = answer.body as MatchPage;
    if (call < warmUps) continue;
    timings.push(took);
    maxBytes = Math.max(maxBytes, answer.bytes);
  }
  return { sorted: timings.sort((a, b) => a - b), maxBytes };
}

/** Find Match on a database grown to `count` open matches (plus the demo world's). */
export async function measureMatchPages(
  server: ChildServer,
  token: string,
  label: string,
  count: number,
): Promise<MatchPageFigures> {
  const firstPages = await series(server, token, () => '/user/match/find');
  const nextPages = await series(server, token, (previous) =>
    previous?.nextCursor ? `/user/match/find?cursor=${previous.nextCursor}` : '/user/match/find',
  );
  const whole = await series(server, token, () => '/user/match/all');
  return {
    label,
    matches: count,
    calls,
    firstP95Ms: percentile(firstPages.sorted, 0.95),
    nextP95Ms: percentile(nextPages.sorted, 0.95),
    maxBytes: Math.max(firstPages.maxBytes, nextPages.maxBytes),
    wholeMedianMs: percentile(whole.sorted, 0.5),
  };
}

export function matchPageTargetsMet(figures: MatchPageFigures[]): boolean {
  return figures.every(
    (f) =>
      f.firstP95Ms < matchPageTargets.p95Ms &&
      f.nextP95Ms < matchPageTargets.p95Ms &&
      f.maxBytes < matchPageTargets.bytes,
  );
}
