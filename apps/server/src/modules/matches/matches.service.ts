import type {
  MatchJoinBody,
  MatchListQuery,
  RefundChoice,
  ValidMatchForm,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { claimDescriber } from '#server/modules/court-time/court-time.service.js';
import {
  sharesOfPerson,
  type SharePayment,
} from '#server/modules/match-shares/match-shares.service.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { storedJson } from '#server/lib/stored-json.js';
import { createPlayerLists } from './favorites.js';
import { closureCancel, createMatchCancel } from './match-cancel.js';
import { createMatchCourts } from './match-court.js';
import { createMatchDeadlines } from './match-deadlines.js';
import { createMatchLeave } from './match-leave.js';
import { createMatchReads } from './match-reads.js';
import { createMatchDecisions } from './match-decisions.js';
import { createPartnerAnswers } from './match-partners.js';
import { createMatchJoin } from './match-requests.js';
import { createSeatTaking, type SeatTaking } from './match-seat-taking.js';
import { createMatchWrites } from './match-writes.js';
import { assertOpen } from './match-rules.js';
import type { MatchesDeps } from './matches-deps.js';
import { matchOrganiser } from './match.mapper.js';
import {
  eraseInvitations,
  eraseRequestPhones,
  invitationsOf,
  loadMatch,
  matchDataOf,
  padelCounters,
} from './matches.repo.js';
import { matchOrganisers } from './match-money.js';
import { matchPreview } from './match-preview.js';
import { createMatchInvitations } from './match-invitations.js';

export type { MatchesDeps } from './matches-deps.js';
export { sharedMatches } from './shared-matches.js';
// What match results build on: a match's rows, its rules and its players' notices.
export { assertOpen } from './match-rules.js';
export {
  loadMatch,
  loadMatches,
  lockMatch,
  matchEncounters,
  people,
  type MatchRecord,
} from './matches.repo.js';
export { clubIdOfMatch, joinedMatches, matchVisits } from './joined-matches.js';
export { tellPlayers, type NoticeMatch } from './match-notices.js';

/** The unpaged Find Match list answers this many matches at most, as it always did. */
const wholeListLimit = 200;

/**
 * Padel matches (issue 10): a client of court time (each match claims a court for its
 * hours) and of match shares (each seated player pays their share of the court, issue 30).
 */
export function createMatches(deps: MatchesDeps) {
  const { db, clock, shares } = deps;
  deps.courtTime.describeClaims(
    'match',
    claimDescriber((ids: readonly string[]) => matchOrganisers(db, ids), matchOrganiser),
  );
  const reads = createMatchReads(deps);
  const courts = createMatchCourts(deps);
  const writes = createMatchWrites(deps, courts, shares);
  const cancelling = createMatchCancel(deps, courts);
  const { cancel, leaveAllOf } = cancelling;
  deps.courtTime.onClosure('match', closureCancel(deps, cancelling));
  const leave = createMatchLeave(deps, cancelling.giveBackShare);

  /** A share's payment with its phone read in the country of the match's club. */
  async function inClubOfMatch(request: SharePayment): Promise<SharePayment> {
    if (request.phone === undefined) return request;
    const record = await loadMatch(db, request.matchId);
    assertOpen(record);
    return { ...request, phone: phoneInClub(request.phone, record.match.club_time_zone) };
  }
  const deadlines = createMatchDeadlines(deps, shares, cancelling);
  const join = createMatchJoin(deps, reads.canSee);
  const takeSeat = createSeatTaking(deps, reads.canSee, shares);
  const decide = createMatchDecisions(deps, shares);
  const answerAsPartner = createPartnerAnswers(deps);
  const players = createPlayerLists(db, clock);

  return {
    /** GET /user/match/all, as before paging: the first matches of Find Match, whole. */
    upcoming: async (callerId: string, query: MatchListQuery) =>
      (await reads.page(callerId, { ...query, limit: wholeListLimit })).items,
    page: reads.page,
    one: reads.one,
    ofUser: reads.ofUser,
    /** Whether the caller may see the match: a favorite one only its owner's starred and its players. */
    canSee: reads.canSee,
    /** The organizer asks people they played with to the match. */
    invite: createMatchInvitations(deps, deps.playedWith),
    /** What the match's shared link shows before it is opened (null: nothing). */
    preview: (id: string) => matchPreview(db, id),

    async create(callerId: string, form: ValidMatchForm) {
      return reads.one(callerId, await writes.create(callerId, form));
    },
    async edit(callerId: string, matchId: string, form: ValidMatchForm) {
      await writes.edit(callerId, matchId, form);
      return reads.one(callerId, matchId);
    },
    cancel,
    /** The courts the match form offers at a start, cheapest first, each free or not. */
    courtOptions: courts.options,

    /** A seated player pays their share of the court with a method. */
    payShare: async (request: SharePayment) => shares.pay(await inClubOfMatch(request)),
    /** A player takes a free seat of an open match and pays their share, in one step. */
    takeSeat: (request: SeatTaking) => takeSeat(request),
    /** A seated player gives their seat back; their share goes back by the refund rule. */
    leave: (callerId: string, matchId: string, choice: RefundChoice) =>
      leave(callerId, matchId, choice),
    /** The job queue's round: lapsed shares, fill deadlines, refunds of cancelled matches. */
    sweepDeadlines: deadlines.sweep,

    async join(callerId: string, matchId: string, body: Pick<MatchJoinBody, 'phone' | 'partners'>) {
      await join(callerId, matchId, body);
      return reads.one(callerId, matchId);
    },
    async decide(callerId: string, requestId: string, accept: boolean) {
      return reads.one(callerId, await decide(callerId, requestId, accept));
    },
    /** A partner named in a request accepts to play, or declines. */
    async answerAsPartner(callerId: string, requestId: string, accept: boolean) {
      return reads.one(callerId, await answerAsPartner(callerId, requestId, accept));
    },

    padelUsers: players.padelUsers,
    favorites: players.favorites,
    star: players.star,
    unstar: players.unstar,

    /** SPEC 3 profile counters padelCreated and padelPlayed, from the match rows. */
    padelCounters: (userId: string) => padelCounters(db, userId, clock.now().toISOString()),

    /** Closing an account: future matches given up, stars removed, phones erased. */
    personalData: { release: leaveAllOf, erase: eraseMatchData, exportOf: exportMatchData },
  };
}
export type Matches = ReturnType<typeof createMatches>;

/** A closing account's phones on its requests, and the invitations it sent and received. */
async function eraseMatchData(tx: Tx, userId: string): Promise<void> {
  await eraseRequestPhones(tx.db, userId);
  await eraseInvitations(tx.db, userId);
}

/** Download my data: the person's matches, seats, requests, answers, shares and invitations. */
async function exportMatchData(from: Kysely<Database>, userId: string) {
  const { owned, seats, requests, favorites, partnerAnswers } = await matchDataOf(from, userId);
  const withPartners = requests.map((r) => ({ ...r, partners: storedJson(r.partners) }));
  const shares = await sharesOfPerson(from, userId);
  const invitations = await invitationsOf(from, userId);
  return {
    matches: { owned, seats, requests: withPartners, partnerAnswers, shares, invitations },
    favorites,
  };
}
