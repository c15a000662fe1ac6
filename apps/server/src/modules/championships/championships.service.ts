import {
  championshipTab,
  type Championship,
  type ChampionshipPage,
  type ChampionshipPageQuery,
  type UserChampionship,
  type ChampionshipSeasonBody,
  type FixtureMoveBody,
  type FixtureResultBody,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { clubActor } from '#server/modules/clubs/clubs.service.js';
import { claimDescriber, namedEvent } from '#server/modules/court-time/court-time.service.js';
import { createApply } from './apply.js';
import { openChampionshipsPage } from './championship-pages.js';
import { championshipPreview } from './championship-preview.js';
import { toChampionship } from './championship.mapper.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import {
  championshipCounts,
  championshipEnds,
  championshipSpans,
  championshipsOfUser,
  eraseRequestPhones,
  findChampionship,
  requestRowsOf,
  requestsOf,
  type ChampionshipWithPlace,
} from './championships.repo.js';
import { createCreateChampionship } from './create-championship.js';
import { createDecideRequest } from './decide-request.js';
import { createDeleteChampionship } from './delete-championship.js';
import { entryPaymentHandler } from './entry-payments.js';
import { createPayEntry } from './pay-entry.js';
import { createWithdrawAll } from './withdraw.js';
import { createFixtureMove } from './fixture-move.js';
import { createFixturePlacement } from './fixture-placement.js';
import { createResultProposal } from './fixture-proposal.js';
import { createFixtureResult } from './fixture-result.js';
import { createProposalAnswers } from './proposal-answers.js';
import { eraseProposalScorer, proposalRowsOf } from './proposal.repo.js';
import { registerFixtureClaims } from './season-claims.js';
import { createSeasonDraw } from './season-draw.js';
import { createSeasonRead, readableChampionship } from './season-read.js';
import { createMyFixtures } from './my-fixtures.js';
import { eraseSeasonPerson, seasonRowsOf } from './season.repo.js';
import { eraseRosterPerson, rosterRowsOf } from './roster.repo.js';
import { createTeamRosters } from './team-roster.js';

export type { ChampionshipsDeps } from './championships-deps.js';

/**
 * What another module reads of championships (a championship's chat): one live championship
 * with its club, the requests of some, and when live ones end.
 */
export const championshipReads = {
  find: findChampionship,
  requestsOf,
  endsOf: championshipEnds,
};

/** Without a day, the unpaged list is the next championships from now: this many at most. */
export const upcomingChampionshipsLimit = 50;
/** A day's championships at most, unpaged (a day holds few: each holds a court all along). */
const dayLimit = 500;

/**
 * Football championships: a client of court time (each holds its court for its whole window)
 * and of payments (entries are paid through them, with the handler registered here).
 */
export function createChampionships(deps: ChampionshipsDeps) {
  const { db, clock, courtTime, payments } = deps;
  payments.registerPurpose('championship', entryPaymentHandler(deps));
  courtTime.describeClaims(
    'championship',
    claimDescriber((ids: readonly string[]) => championshipSpans(db, ids), namedEvent),
  );

  async function withRequests(rows: ChampionshipWithPlace[], viewerId: string) {
    const requests = Map.groupBy(
      await requestsOf(
        db,
        rows.map((row) => row.id),
      ),
      (request) => request.championship_id,
    );
    const viewer = await clubActor(db, viewerId);
    return rows.map((row) => toChampionship(row, requests.get(row.id) ?? [], viewer));
  }

  const deletion = createDeleteChampionship(deps);
  registerFixtureClaims(deps);

  return {
    create: createCreateChampionship(deps),
    remove: deletion.remove,
    /** Gives back what a deleted championship still owes (the sweeper calls it). */
    closeDeleted: deletion.closeDeleted,
    apply: createApply(deps),
    /** Closing an account: applications not started withdrawn and refunded, phones erased. */
    personalData: personalDataOf(deps),
    decide: createDecideRequest(deps),
    /** What a shared championship's link shows before it is opened. */
    preview: (id: string) => championshipPreview(db, id, clock.now()),
    /** The season: its draw, fixtures on courts, results (issue 45); see season-*.ts. */
    season: createSeasonService(deps),
    /** Teams' names and rosters, which their captains manage. */
    rosters: createTeamRosters(deps),
    payEntry: createPayEntry(deps),

    /**
     * SPEC 2 Book Champion, a page: championships not started yet, by start then id, on one
     * club-local day if asked.
     */
    async page(viewerId: string, query: ChampionshipPageQuery): Promise<ChampionshipPage> {
      const found = await openChampionshipsPage(db, clock.now().toISOString(), query);
      return { items: await withRequests(found.rows, viewerId), nextCursor: found.nextCursor };
    },

    /** The same list unpaged, as before paging: the next ones, or one day's, whole. */
    async list(viewerId: string, date?: string): Promise<Championship[]> {
      const limit = date ? dayLimit : upcomingChampionshipsLimit;
      const found = await openChampionshipsPage(db, clock.now().toISOString(), { date, limit });
      return withRequests(found.rows, viewerId);
    },

    /**
     * One championship: for its club's owner with every request and participant (SPEC 2
     * Championship details), for anyone else signed in as its page shows it to players (their
     * own request, the count of places taken).
     */
    async details(viewerId: string, id: string): Promise<Championship> {
      const row = await findChampionship(db, id);
      if (!row) throw notFound('Championship');
      const [championship] = await withRequests([row], viewerId);
      return championship!;
    },

    /**
     * GET /user/{id}/champion: the caller's own championships, each in its tab (SPEC 4).
     * Another user's list is not theirs to see, nor whether that user exists: 404.
     */
    async ofUser(callerId: string, userId: string): Promise<UserChampionship[]> {
      if (callerId !== userId) throw notFound('Championships of this user');
      const now = clock.now();
      const championships = await withRequests(await championshipsOfUser(db, userId), userId);
      return championships.flatMap((championship) => {
        const tab = championshipTab(championship, userId, now);
        return tab ? [{ ...championship, tab }] : [];
      });
    },

    /** The club's football and padel courts in play free for the whole window, for the create form. */
    async freeCourts(callerId: string, window: { from: string; to: string }) {
      const club = await deps.clubs.access.clubRunBy(callerId, 'championships');
      const courts = await deps.clubs.courtsInPlay(club.id);
      const free = new Set(
        await courtTime.freeForWindow(
          courts.map((court) => court.id),
          new Date(window.from).toISOString(),
          new Date(window.to).toISOString(),
        ),
      );
      return courts
        .filter((court) => free.has(court.id))
        .map(({ id, name, capacity, sport }) => ({ id, name, capacity, sport }));
    },

    /** SPEC 3 Profile: FootballChampionCreated and FootballChampionPlayed. */
    async profileCounters(userId: string) {
      const counts = await championshipCounts(db, userId, clock.now().toISOString());
      return { FootballChampionCreated: counts.created, FootballChampionPlayed: counts.played };
    },
  };
}
export type Championships = ReturnType<typeof createChampionships>;

/** What championships keep about a person: applications, and their name in seasons. */
function personalDataOf(deps: ChampionshipsDeps) {
  return {
    release: createWithdrawAll(deps),
    async erase(tx: Tx, userId: string) {
      await eraseRequestPhones(tx.db, userId);
      await eraseSeasonPerson(tx.db, userId);
      await eraseRosterPerson(tx.db, userId);
      await eraseProposalScorer(tx.db, userId);
    },
    exportOf: async (from: Kysely<Database>, userId: string) => ({
      championships: {
        requests: await requestRowsOf(from, userId),
        ...(await seasonRowsOf(from, userId)),
        rosters: await rosterRowsOf(from, userId),
        resultProposals: await proposalRowsOf(from, userId),
      },
    }),
  };
}

/** Each change of a season answers the season as its page reads it afterwards. */
function createSeasonService(deps: ChampionshipsDeps) {
  const read = createSeasonRead(deps);
  const draw = createSeasonDraw(deps);
  const move = createFixtureMove(deps);
  const result = createFixtureResult(deps);
  const propose = createResultProposal(deps);
  const answers = createProposalAnswers(deps);
  return {
    read,
    /**
     * What the page's live stream watches, for anyone who may read the season; drawn or not
     * yet, since the draw is one of the changes the page waits for.
     */
    async topic(id: string) {
      await readableChampionship(deps.db, id);
      return deps.notifications.championshipPage(id);
    },
    async draw(callerId: string, id: string, body: ChampionshipSeasonBody) {
      await draw(callerId, id, body);
      return read(callerId, id);
    },
    place: createFixturePlacement(deps),
    /** The next matches of the teams a player plays in. */
    upcomingOf: createMyFixtures(deps),
    async move(callerId: string, id: string, fixtureId: string, body: FixtureMoveBody) {
      await move(callerId, id, fixtureId, body);
      return read(callerId, id);
    },
    async result(callerId: string, id: string, fixtureId: string, body: FixtureResultBody) {
      await result(callerId, id, fixtureId, body);
      return read(callerId, id);
    },
    /** A team's captain proposes a result; the other captain confirms or disputes it. */
    async propose(callerId: string, id: string, fixtureId: string, body: FixtureResultBody) {
      await propose(callerId, id, fixtureId, body);
      return read(callerId, id);
    },
    async answer(callerId: string, id: string, fixtureId: string, confirm: boolean) {
      await answers.answer(callerId, id, fixtureId, confirm);
      return read(callerId, id);
    },
    /** Proposals unanswered for 48 hours stand (the sweeper calls it). */
    standUnanswered: answers.standUnanswered,
  };
}
