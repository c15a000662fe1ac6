import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { pageOf, sharedPagePatterns } from '@courtside/shared/rules';
import { notFound } from '#server/lib/domain-error.js';
import {
  loadMatch,
  loadMatches,
  type MatchRecord,
} from '#server/modules/matches/matches.service.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import {
  adminStanding,
  noStanding,
  type ChatCaller,
  type ChatStanding,
  type ChatSubjectKind,
} from './chat-subjects.js';

type CanSee = (record: MatchRecord, callerId: string) => Promise<boolean>;

const seatedIn = (record: MatchRecord) =>
  record.seats.flatMap((seat) => (seat.user_id ? [seat.user_id] : []));

const clubOf = async (db: Kysely<Database>, record: MatchRecord) =>
  (await clubReads.clubsById(db, [record.match.club_id])).get(record.match.club_id);

async function clubOwnerOf(db: Kysely<Database>, record: MatchRecord): Promise<string | null> {
  return (await clubOf(db, record))?.owner_id ?? null;
}

async function standingIn(
  db: Kysely<Database>,
  record: MatchRecord,
  caller: ChatCaller,
  canSee: CanSee,
): Promise<ChatStanding | null> {
  const ownerId = await clubOwnerOf(db, record);
  if (caller.id === ownerId) return { read: true, write: true, moderate: true };
  if (caller.role === 'admin') return adminStanding;
  if (record.match.owner_id === caller.id || seatedIn(record).includes(caller.id))
    return { read: true, write: true, moderate: false };
  const requests = record.requests.filter((request) => request.user_id === caller.id);
  if (requests.length > 0) {
    const pending = requests.some((request) => request.status === 'pending');
    return { read: true, write: pending, moderate: false };
  }
  return (await canSee(record, caller.id)) ? noStanding : null;
}

/**
 * A match's chat (docs/decisions.md, "A match's chat"): its organizer, seated players and
 * club owner read and write; a player who asked to join reads, and writes while the request
 * is pending; once it is answered they keep reading. The club's owner and the platform's
 * admins moderate. Anyone else who may see the match is refused (403); a match hidden from
 * them is not found, as the match itself is.
 */
export function matchChat(canSee: CanSee): ChatSubjectKind {
  return {
    notFound: () => notFound('Match'),
    async standing(db, matchId, caller) {
      const record = await loadMatch(db, matchId);
      if (!record) return null;
      const standing = await standingIn(db, record, caller, canSee);
      // A called-off match's chat stays readable until it is erased, but takes no more words.
      return standing && record.match.status === 'cancelled'
        ? { ...standing, write: false }
        : standing;
    },
    async readers(db, matchId) {
      const record = await loadMatch(db, matchId);
      if (!record) return [];
      const ownerId = await clubOwnerOf(db, record);
      return [
        ...new Set([
          record.match.owner_id,
          ...seatedIn(record),
          ...record.requests.map((request) => request.user_id),
          ...(ownerId ? [ownerId] : []),
        ]),
      ];
    },
    async pushedAs(db, matchId) {
      const record = await loadMatch(db, matchId);
      const club = record ? await clubOf(db, record) : undefined;
      if (!record || !club) return null;
      return { title: club.name, url: pageOf(sharedPagePatterns.match, matchId) };
    },
    async endsOf(db, matchIds) {
      const records = await loadMatches(db, matchIds);
      return new Map(
        records.map(({ match }) => [
          match.id,
          new Date(Date.parse(match.starts_at) + match.duration_minutes * 60_000),
        ]),
      );
    },
  };
}
