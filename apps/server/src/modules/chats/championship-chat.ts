import { pageOf, sharedPagePatterns } from '@courtside/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import { championshipReads } from '#server/modules/championships/championships.service.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { adminStanding, noStanding, type ChatSubjectKind } from './chat-subjects.js';

/** The players it has accepted, and those whose application waits for the owner. */
async function peopleOf(db: Kysely<Database>, championshipId: string) {
  const requests = await championshipReads.requestsOf(db, [championshipId]);
  const withStatus = (status: string) =>
    requests.filter((request) => request.status === status).map((request) => request.user_id);
  return { accepted: withStatus('confirmed'), waiting: withStatus('pending') };
}

/**
 * A championship's chat, through the same piece as a match's: the players its club accepted
 * (paid or about to) and its club's owner read and write; a player whose application waits
 * reads. The club's owner and the platform's admins moderate. Anyone else is refused (403); a
 * championship that does not exist (or was deleted) is not found.
 */
export function championshipChat(): ChatSubjectKind {
  return {
    notFound: () => notFound('Championship'),
    async standing(db, championshipId, caller) {
      const championship = await championshipReads.find(db, championshipId);
      if (!championship) return null;
      const club = { id: championship.club_id, owner_id: championship.club_owner_id };
      if (await mayActOnClub(db, club, caller.id, 'championships'))
        return { read: true, write: true, moderate: true };
      if (caller.role === 'admin') return adminStanding;
      const { accepted, waiting } = await peopleOf(db, championshipId);
      if (accepted.includes(caller.id)) return { read: true, write: true, moderate: false };
      if (waiting.includes(caller.id)) return { read: true, write: false, moderate: false };
      return noStanding;
    },
    async readers(db, championshipId) {
      const championship = await championshipReads.find(db, championshipId);
      if (!championship) return [];
      const { accepted, waiting } = await peopleOf(db, championshipId);
      return [...new Set([championship.club_owner_id, ...accepted, ...waiting])];
    },
    async pushedAs(db, championshipId) {
      const championship = await championshipReads.find(db, championshipId);
      return championship
        ? {
            title: championship.name,
            url: pageOf(sharedPagePatterns.championship, championshipId),
          }
        : null;
    },
    async endsOf(db, championshipIds) {
      const ends = await championshipReads.endsOf(db, championshipIds);
      return new Map(ends.map((row) => [row.id, new Date(row.ends_at)]));
    },
  };
}
