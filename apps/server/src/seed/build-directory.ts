import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { createClubsRepo } from '#server/modules/clubs/clubs.repo.js';
import { insertPack } from '#server/modules/coinpacks/coinpacks.repo.js';
import { createUsersRepo } from '#server/modules/users/users.service.js';
import { demoBatBrands, demoCoinPacks } from './demo-catalog.js';
import { demoClubs, type ClubKey, type CourtRef, type DemoClub } from './demo-clubs.js';
import { demoPeople } from './demo-people.js';
import type { WorldBuilder } from './world.js';

/** The web app serves apps/web/public at the root. */
const imageRoot = '/assets/img';

/** A player's padel profile as user columns; all empty for someone who plays no padel. */
function padelColumns(padel: (typeof demoPeople)[number]['padel']) {
  return {
    padel_level: padel?.level ?? null,
    padel_side: padel?.side ?? null,
    bat_brand: padel?.bat ?? null,
    plays_padel: padel ? 1 : 0,
  } as const;
}

/** The directory (people, clubs, catalog) goes through the repositories the API reads. */
export async function addPeople(
  b: WorldBuilder,
  db: Kysely<Database>,
  passwordHash: string,
): Promise<void> {
  const users = createUsersRepo(db);
  for (const person of demoPeople) {
    await users.insert({
      id: b.userId(person.username),
      username: person.username,
      phone: b.phoneOf(person.username),
      password_hash: passwordHash,
      first_name: person.firstName,
      last_name: person.lastName,
      email: emailOf(person.firstName, person.lastName),
      gender: person.gender,
      birthdate: person.birthdate,
      address: person.address,
      photo: person.photo ? `${imageRoot}/${person.photo}` : null,
      role: person.role,
      description: person.description,
      ...padelColumns(person.padel),
      rank_id: null,
      football_team_name: person.footballTeam,
      plays_football: person.footballTeam ? 1 : 0,
      created_at: b.since,
      deleted_at: null,
    });
  }
}

/** Clubs with their courts, prices and coaches. */
export async function addClubs(b: WorldBuilder, db: Kysely<Database>): Promise<void> {
  const clubs = createClubsRepo(db);
  // Widened to the row type: the literal types only matter for checking references.
  for (const club of demoClubs as readonly DemoClub[]) {
    const clubId = newId();
    const ownerId = b.userId(club.owner);
    await clubs.insertClub({
      id: clubId,
      owner_id: ownerId,
      name: club.name,
      address: club.address,
      latitude: club.latitude,
      longitude: club.longitude,
      time_zone: b.zone,
      currency: b.currency,
      photo: `${imageRoot}/clubs/${club.key}.svg`,
      created_at: b.since,
    });
    b.addClub(club.key as ClubKey, clubId);

    for (const [sport, amount] of Object.entries(club.prices)) {
      await clubs.insertPrice({
        id: newId(),
        club_id: clubId,
        sport: sport as keyof DemoClub['prices'],
        court_id: null,
        amount_per_hour: amount,
        currency: b.currency,
      });
    }

    for (const court of club.courts) {
      const courtId = newId();
      await clubs.insertCourt({
        id: courtId,
        club_id: clubId,
        name: court.name,
        sport: court.sport,
        capacity: court.capacity,
        photo: `${imageRoot}/courts/${club.key}-${court.key}.svg`,
        description: court.description,
        created_at: b.since,
        court_type: court.courtType ?? null,
      });
      if (court.price !== undefined) {
        await clubs.insertPrice({
          id: newId(),
          club_id: clubId,
          sport: court.sport,
          court_id: courtId,
          amount_per_hour: court.price,
          currency: b.currency,
        });
      }
      const pricePerHour = court.price ?? club.prices[court.sport];
      if (pricePerHour === undefined) throw new Error(`${club.key} has no ${court.sport} price`);
      b.addCourt(`${club.key}/${court.key}` as CourtRef, {
        id: courtId,
        clubId,
        ownerId,
        pricePerHour,
      });
    }

    for (const username of club.coaches) {
      const coachId = newId();
      const person = b.person(username);
      b.world.coaches.push({
        id: coachId,
        club_id: clubId,
        user_id: b.userId(username),
        name: `${person.firstName} ${person.lastName}`,
        phone: b.phoneOf(username),
        gender: person.gender,
        created_at: b.since,
      });
      b.addCoach(username, coachId);
    }
  }
}

export async function addCatalog(b: WorldBuilder, db: Kysely<Database>): Promise<void> {
  // The home grid's categories come with the database (migrations 021 and 029).
  for (const [index, { coins, price }] of demoCoinPacks.entries()) {
    const id = newId();
    await insertPack(db, {
      id,
      coins,
      price,
      currency: b.currency,
      photo: `${imageRoot}/coin-packs/${coins}.svg`,
      position: index + 1,
    });
    b.addPack(coins, id);
  }

  demoBatBrands.forEach((name, index) => {
    b.world.bat_brands.push({ id: newId(), name, position: index + 1 });
  });
}

/** Demo addresses live on example.com, which never delivers mail. */
function emailOf(firstName: string, lastName: string): string {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return `${plain(firstName)}.${plain(lastName)}@example.com`;
}
