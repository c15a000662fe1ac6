import { conflictCodes, type BatBrand, type Profile, type ProfileForm } from '@courtside/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '#server/db/database.js';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Championships } from '#server/modules/championships/championships.service.js';
import type { Matches } from '#server/modules/matches/matches.service.js';
import type { Uploads } from '#server/modules/uploads/uploads.service.js';
import { toUser, type UsersRepo } from '#server/modules/users/users.service.js';
import { batBrands } from './profile.repo.js';

export interface ProfileDeps {
  db: Kysely<Database>;
  users: UsersRepo;
  uploads: Uploads;
  matches: Pick<Matches, 'padelCounters'>;
  championships: Pick<Championships, 'profileCounters'>;
  /** Whether results have moved a player's level: then the form may not set it. */
  levelFromResults: (userId: string) => Promise<boolean>;
}

const levelFromResults = () =>
  conflict(
    conflictCodes.LEVEL_FROM_RESULTS,
    'Your level comes from your results: it moves with the matches you play',
    [{ field: 'padelLevel', message: 'Your level comes from your results' }],
  );

const phoneTaken = () =>
  conflict(conflictCodes.DUPLICATE, 'Phone number already registered', [
    { field: 'Phone', message: 'This phone number is taken' },
  ]);

/** The form's fields (SPEC 3 names) as the user row's columns; absent ones stay as they are. */
export function toUserPatch(form: ProfileForm): Updateable<UsersTable> {
  const columns: Record<keyof ProfileForm, keyof UsersTable> = {
    firstName: 'first_name',
    lastName: 'last_name',
    Email: 'email',
    Phone: 'phone',
    gender: 'gender',
    birthdate: 'birthdate',
    adress: 'address',
    description: 'description',
    padelLevel: 'padel_level',
    RankID: 'rank_id',
    padelSide: 'padel_side',
    batBrand: 'bat_brand',
    FootballteamName: 'football_team_name',
  };
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    patch[columns[name as keyof ProfileForm]] = value;
  }
  return patch as Updateable<UsersTable>;
}

/** The form's changes to the row: an address typed in is not verified (a code sent to it is). */
function patchOf(before: { email: string | null }, form: ProfileForm): Updateable<UsersTable> {
  const patch = toUserPatch(form);
  if (patch.email !== undefined && patch.email !== before.email) patch.email_verified_at = null;
  return patch;
}

/**
 * SPEC 2 Profile: the user's own account with the counters of the summary, changed through
 * the form (only the fields sent) and a photo kept by the uploads service.
 */
export function createProfile(deps: ProfileDeps) {
  const { db, users, uploads, matches, championships } = deps;
  async function me(userId: string): Promise<Profile> {
    const row = await users.findById(userId);
    if (!row) throw notFound('User');
    const [padel, football] = await Promise.all([
      matches.padelCounters(userId),
      championships.profileCounters(userId),
    ]);
    return {
      ...toUser(row),
      photoThumbnail: row.photo ? uploads.thumbnailOf(row.photo) : null,
      ...padel,
      ...football,
    };
  }

  /** Saves the fields; answers the photo the account had before. */
  async function write(userId: string, patch: Updateable<UsersTable>): Promise<string | null> {
    if (typeof patch.phone === 'string' && (await users.phoneTakenByOther(userId, patch.phone)))
      throw phoneTaken();
    try {
      const { found, previousPhoto } = await users.updateReturningPhoto(userId, patch);
      if (!found) throw notFound('User');
      return previousPhoto;
    } catch (error) {
      // Two accounts racing for one number both pass the check; the unique index decides.
      throw isUniqueViolation(error) ? phoneTaken() : error;
    }
  }

  /** Only results move a level results have moved; the same level sent back is no change. */
  async function refuseHandSetLevel(
    userId: string,
    before: { padel_level: number | null },
    patch: Updateable<UsersTable>,
  ): Promise<void> {
    if (patch.padel_level === undefined || patch.padel_level === before.padel_level) return;
    if (await deps.levelFromResults(userId)) throw levelFromResults();
  }

  return {
    me,

    /** Saves the fields sent and, with a photo, replaces the old one (whose files go). */
    async update(userId: string, form: ProfileForm, photo: Buffer | null): Promise<Profile> {
      const before = await users.findById(userId);
      if (!before) throw notFound('User');
      const patch = patchOf(before, form);
      await refuseHandSetLevel(userId, before, patch);
      // A form that changes nothing (every field left empty) saves nothing.
      if (!photo && Object.keys(patch).length === 0) return me(userId);
      const saved = photo ? await uploads.saveImage('profile', photo) : null;
      let previousPhoto: string | null;
      try {
        previousPhoto = await write(userId, { ...patch, ...(saved ? { photo: saved.url } : {}) });
      } catch (error) {
        await uploads.removeImage(saved?.url);
        throw error;
      }
      if (saved) await uploads.removeImage(previousPhoto);
      return me(userId);
    },

    /** SPEC 3 Bat brand: the list the form offers, in its order. */
    batBrands: (): Promise<BatBrand[]> => batBrands(db),
  };
}
export type ProfileService = ReturnType<typeof createProfile>;
