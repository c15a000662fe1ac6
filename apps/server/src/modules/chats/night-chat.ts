import { pageOf, sharedPagePatterns } from '@courtside/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';
import { findNight, findNights } from '#server/modules/socials/socials.service.js';
import { adminStanding, noStanding, type ChatSubjectKind } from './chat-subjects.js';

const places = seatRecords('social');

/** The night's confirmed players, and those waiting for a place (or offered one). */
async function peopleOf(db: Kysely<Database>, nightId: string) {
  const [seats, waits] = await Promise.all([
    places.seats(db, [nightId]),
    places.waits(db, [nightId]),
  ]);
  return {
    playing: seats.filter((seat) => seat.status === 'confirmed').map((seat) => seat.user_id),
    waiting: waits
      .filter((wait) => wait.status === 'waiting' || wait.status === 'offered')
      .map((wait) => wait.user_id),
  };
}

/**
 * An Americano or Mexicano night's chat, through the same piece as a match's: its confirmed
 * players and the club's owner read and write; a player in its waiting line reads. The club's
 * owner and the platform's admins moderate. Anyone else is refused (403); a night that does not
 * exist is not found.
 */
export function nightChat(): ChatSubjectKind {
  return {
    notFound: () => notFound('Event'),
    async standing(db, nightId, caller) {
      const night = await findNight(db, nightId);
      if (!night) return null;
      const club = { id: night.club_id, owner_id: night.club_owner_id };
      if (await mayActOnClub(db, club, caller.id, 'socials'))
        return { read: true, write: true, moderate: true };
      if (caller.role === 'admin') return adminStanding;
      const { playing, waiting } = await peopleOf(db, nightId);
      if (playing.includes(caller.id)) return { read: true, write: true, moderate: false };
      if (waiting.includes(caller.id)) return { read: true, write: false, moderate: false };
      return noStanding;
    },
    async readers(db, nightId) {
      const night = await findNight(db, nightId);
      if (!night) return [];
      const { playing, waiting } = await peopleOf(db, nightId);
      return [...new Set([night.club_owner_id, ...playing, ...waiting])];
    },
    async pushedAs(db, nightId) {
      const night = await findNight(db, nightId);
      return night
        ? { title: night.club_name, url: pageOf(sharedPagePatterns.night, nightId) }
        : null;
    },
    async endsOf(db, nightIds) {
      const nights = await findNights(db, nightIds);
      return new Map(nights.map((night) => [night.id, new Date(night.ends_at)]));
    },
  };
}
