import { conflictCodes, type CoachCreateBody } from '@courtside/shared';
import { randomInt } from 'node:crypto';
import { isUniqueViolation, uniqueViolationTarget } from '#server/db/db-errors.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction } from '#server/db/transaction.js';
import { insertAccount } from '#server/modules/users/users.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import { coachesOfClub, insertCoach } from './activities.repo.js';

type ValidBody = CoachCreateBody & { Name: string; phone: string };

function duplicate(fields: Array<'username' | 'phone'>) {
  const messages = { username: 'This username is taken', phone: 'This phone number is taken' };
  return conflict(
    conflictCodes.DUPLICATE,
    `${fields.map((f) => (f === 'username' ? 'Username' : 'Phone number')).join(' and ')} already registered`,
    fields.map((field) => ({ field, message: messages[field] })),
  );
}

/** A username from the coach's name when none is given: letters of the name and four digits. */
export function generatedUsername(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 20);
  return `${plain.length >= 2 ? plain : 'coach'}.${randomInt(1000, 10_000)}`;
}

/**
 * POST /user/me/coach: a coach is an account with the coach role, attached to the owner's
 * club; it signs in like anyone. A phone or username already in use is a 409.
 */
export function createCoaches(deps: ActivitiesDeps) {
  const { db, clock, users } = deps;

  async function pickUsername(body: ValidBody, phone: string) {
    const given = body.username?.trim();
    if (given) {
      const taken = await users.takenFields(given, phone);
      if (taken.length > 0) throw duplicate(taken);
      return given;
    }
    if ((await users.takenFields('@', phone)).includes('phone')) throw duplicate(['phone']);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const candidate = generatedUsername(body.Name);
      if ((await users.takenFields(candidate, phone)).length === 0) return candidate;
    }
    throw duplicate(['username']);
  }

  return {
    async create(ownerId: string, body: ValidBody) {
      const club = await deps.clubs.access.clubFor(ownerId, body.club, 'activities');
      const phone = phoneInClub(body.phone, club.time_zone);
      const username = await pickUsername(body, phone);
      const passwordHash = await deps.hashPassword(body.password);
      const userId = newId();
      const id = newId();
      const at = clock.now().toISOString();
      try {
        await inTransaction(db, async (tx) => {
          await insertAccount(tx.db, {
            id: userId,
            username,
            phone,
            password_hash: passwordHash,
            first_name: body.Name,
            gender: body.gender,
            role: 'coach',
            plays_padel: 0,
            plays_football: 0,
            created_at: at,
          });
          await insertCoach(tx.db, {
            id,
            club_id: club.id,
            user_id: userId,
            name: body.Name,
            phone,
            gender: body.gender,
            created_at: at,
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw duplicate(uniqueViolationTarget(error).includes('phone') ? ['phone'] : ['username']);
      }
      return { id, name: body.Name, phone, gender: body.gender, username };
    },

    /** The coaches of the owner's club, for the Create Activity form's select. */
    async ofOwner(ownerId: string) {
      const club = await deps.clubs.access.clubRunBy(ownerId, 'activities');
      return coachesOfClub(db, club.id);
    },
  };
}
