import type { Match, MatchPage, MatchPageQuery } from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import { keysetPage } from '#server/lib/keyset-page.js';
import { findMatchSource } from './match-pages.js';
import { courtPriceOf } from '#server/modules/match-shares/match-shares.service.js';
import { matchMoneyReader } from './match-money.js';
import type { MatchesDeps } from './matches-deps.js';
import { partnersOf, peopleOf, toMatch, type CourtView } from './match.mapper.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import {
  hasStarred,
  loadMatch,
  loadMatches,
  matchIdsOfUser,
  people,
  type MatchRecord,
} from './matches.repo.js';

/** Whether a user takes part in a match: its owner, seated, asking to join or asked along. */
const takesPart = (record: MatchRecord, userId: string) =>
  record.match.owner_id === userId ||
  seatedIds(seatsOf(record)).includes(userId) ||
  record.requests.some(
    (request) => request.user_id === userId || partnersOf(request).includes(userId),
  );

/** Reading matches as the caller may see them (issue 10, item 3). */
export function createMatchReads(deps: MatchesDeps) {
  const { db, clock, clubs } = deps;

  /**
   * Public and invitation matches are open to anyone who has them (an invitation is a
   * link); a favorite match only to the players its owner starred, and to those in it.
   */
  async function canSee(record: MatchRecord, callerId: string): Promise<boolean> {
    if (record.match.privacy !== 'favorite' || takesPart(record, callerId)) return true;
    return hasStarred(db, record.match.owner_id, callerId);
  }

  async function courtOf(record: MatchRecord): Promise<CourtView | null> {
    const found = await courtPriceOf(clubs, record.match);
    if (!found) return null;
    const { court, amount, currency, priced } = found;
    return { id: court.id, name: court.name, price: priced ? amount : null, currency };
  }

  /** The caller's current padel level, which results move. */
  async function levelOf(callerId: string): Promise<number | null> {
    const [player] = await people(db, [callerId]);
    return player?.padel_level ?? null;
  }

  /** The caller's level is read here unless the caller has it already (a Find Match page). */
  async function views(
    records: MatchRecord[],
    callerId: string,
    tabFor: string,
    knownLevel?: number | null,
  ): Promise<Match[]> {
    const [found, callerLevel] = await Promise.all([
      people(db, records.flatMap(peopleOf)),
      knownLevel === undefined ? levelOf(callerId) : knownLevel,
    ]);
    const byId = new Map(found.map((person) => [person.id, person]));
    const now = clock.now();
    const courts = await Promise.all(records.map(courtOf));
    const moneyOf = await matchMoneyReader(db, records);
    return records.map((record, index) => {
      const court = courts[index]!;
      const money = moneyOf(record, court);
      return toMatch(record, { people: byId, callerId, tabFor, court, now, money, callerLevel });
    });
  }

  return {
    canSee,

    async one(callerId: string, matchId: string): Promise<Match> {
      const record = await loadMatch(db, matchId);
      if (!record || !(await canSee(record, callerId))) throw notFound('Match');
      const [view] = await views([record], callerId, callerId);
      return view!;
    },

    /**
     * Find Match, a page: future open matches the caller may see, with the list's filters, at
     * their level first (match-pages.ts).
     */
    async page(callerId: string, query: MatchPageQuery): Promise<MatchPage> {
      const caller = {
        id: callerId,
        level: await levelOf(callerId),
        nowIso: clock.now().toISOString(),
      };
      const { rows, nextCursor } = await keysetPage(findMatchSource(db, query, caller), {
        limit: query.limit,
        after: query.cursor,
      });
      const loaded = await loadMatches(
        db,
        rows.map((row) => row.id),
      );
      const byId = new Map(loaded.map((record) => [record.match.id, record]));
      const records = rows.map((row) => byId.get(row.id)!);
      return { items: await views(records, callerId, callerId, caller.level), nextCursor };
    },

    /**
     * A user's matches with the tab each falls under; another user's list shows only their
     * public matches.
     */
    async ofUser(callerId: string, userId: string): Promise<Match[]> {
      if ((await people(db, [userId])).length === 0) throw notFound('Player');
      const records = await loadMatches(db, await matchIdsOfUser(db, userId));
      const shown = records.filter(
        (record) => userId === callerId || record.match.privacy === 'public',
      );
      return (await views(shown, callerId, userId)).filter((match) => match.tab !== null);
    },
  };
}
