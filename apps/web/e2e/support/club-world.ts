import { execFileSync } from 'node:child_process';
import {
  clubHourToUtc,
  type ChampionshipCreateBody,
  type CourtInput,
  type MatchForm,
  type OpeningDay,
  type PeakPrice,
} from '@courtside/shared';
import { signUp } from './api.js';
import { serverCommand, startJourneyServer, type JourneyServer } from './server.js';

/**
 * A club's world built on an empty server the way a club comes to the product: the platform's
 * admin from the terminal (admin-create.js), then through the API only: the admin opens the
 * club and invites its owner, the owner accepts the invitation, sets the club's hours, adds its
 * courts, and players sign up with their own phone numbers. Nothing is written behind the API.
 */

/** The platform's admin of every empty journey server, made by `serverCommand('admin-create.js')`. */
export const platformAdmin = { username: 'platform_admin', password: 'platform-pass-1' };

/** Every account a world makes shares one password: the journeys sign in with it. */
export const worldPassword = 'court-pass-1';

/** Makes the platform's admin on a server's database, as an operator scripts it. */
export function createPlatformAdmin(env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, [serverCommand('admin-create.js'), platformAdmin.username], {
    env: { ...env, ADMIN_PASSWORD: platformAdmin.password },
  });
}

/** An empty server of a journey's own, its platform admin made (startJourneyServer's options). */
export async function startEmptyServer(
  ...options: Parameters<typeof startJourneyServer>
): Promise<JourneyServer> {
  const server = await startJourneyServer(...options);
  createPlatformAdmin(server.env);
  return server;
}

type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/** A signed-in account of the world: who it is and a caller of the API in its name. */
export interface Account {
  id: string;
  name: string;
  username: string;
  phone: string;
  password: string;
  call: Call;
  get<T>(path: string): Promise<T>;
}

export interface CourtSpec {
  name: string;
  sport?: 'padel' | 'football';
  /** Padel 2 or 4 (4 unless told); football 5, 8 or 11 (5 unless told). */
  capacity?: number;
  courtType?: 'indoor' | 'outdoor' | 'covered';
  description?: string;
  /** Per 60 minutes, in cents. */
  price: number;
  peaks?: PeakPrice[];
}

export interface PersonSpec {
  name: string;
  /** A Spanish mobile unless told, '+34 6xx xxx xxx'. */
  phone?: string;
}

export interface ClubSpec {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone?: string;
  currency?: string;
  owner: PersonSpec;
  /** The first one comes with the club (the admin's form has one); the owner adds the rest. */
  courts: [CourtSpec, ...CourtSpec[]];
  /** The same first and last starting hour every day; the default window (6 to 22) unless told. */
  hours?: { opens: string; closes: string; closedWeekdays?: number[] };
  /** Whole days the club (or one court, by name) closes. */
  closures?: Array<{ fromDate: string; toDate: string; reason: string; court?: string }>;
  coach?: PersonSpec & { gender?: 'M' | 'F' };
}

export interface WorldSpec {
  clubs?: ClubSpec[];
  /**
   * Padel players unless told; they sign up on the register screen's API, then give their
   * birthdate on the profile's when told (championships ask for it).
   */
  players?: Array<PersonSpec & { sports?: Array<'padel' | 'football'>; birthdate?: string }>;
}

export interface WorldCourt {
  id: string;
  name: string;
  sport: 'padel' | 'football';
  capacity: number;
}

export interface WorldClub {
  id: string;
  name: string;
  address: string;
  timeZone: string;
  owner: Account;
  courts: WorldCourt[];
  coach?: Account;
  /** The court of this name (throws when there is none). */
  court(name: string): WorldCourt;
}

export interface World {
  baseUrl: string;
  clubs: WorldClub[];
  players: Account[];
  /** The club of this name (throws when there is none). */
  club(name: string): WorldClub;
  /** The player of this first name (throws when there is none). */
  player(name: string): Account;
}

// Phone numbers and usernames must not meet those of another journey file on the same server.
const stem = String(Date.now() % 100_000).padStart(5, '0');
let serial = 0;

/** A Spanish mobile number of its own, '+34 6xx xxx xxx'. */
export function aSpanishMobile(): string {
  serial += 1;
  const digits = `${stem}${String(serial).padStart(3, '0')}`;
  return `+34 6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

function usernameFor(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 12);
  return `${plain || 'user'}_${stem}${serial}`;
}

function callerOf(baseUrl: string, token: string | null): Call {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
}

function accountOf(
  baseUrl: string,
  signedIn: { id: string; token: string },
  person: { name: string; username: string; phone: string; password: string },
): Account {
  const call = callerOf(baseUrl, signedIn.token);
  return { ...person, id: signedIn.id, call, get: (path) => call('GET', path) };
}

/** Signs in with a phone number or username; the account's caller of the API. */
export async function signedInAs(
  baseUrl: string,
  identifier: string,
  password = worldPassword,
): Promise<Account> {
  const answer = await callerOf(baseUrl, null)<{ id: string; token: string; firstName: string }>(
    'POST',
    '/auth/login',
    { phone: identifier, password },
  );
  return accountOf(baseUrl, answer, {
    name: answer.firstName,
    username: identifier,
    phone: '',
    password,
  });
}

/** A player signing up, as the register screen does. */
export async function aPlayer(
  baseUrl: string,
  {
    name,
    phone = aSpanishMobile(),
    sports = ['padel'],
    birthdate,
  }: NonNullable<WorldSpec['players']>[number],
): Promise<Account> {
  const person = { name, phone, username: usernameFor(name), password: worldPassword };
  const answer = await signUp(baseUrl, {
    Name: name,
    username: person.username,
    phone,
    password: worldPassword,
    isPadel: sports.includes('padel'),
    isFootball: sports.includes('football'),
  });
  if (birthdate) {
    // The profile form travels as multipart, as the profile screen sends it.
    const form = new FormData();
    form.set('birthdate', birthdate);
    const saved = await fetch(`${baseUrl}/api/user/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${answer.token}` },
      body: form,
    });
    if (!saved.ok) throw new Error(`profile of ${name}: ${saved.status} ${await saved.text()}`);
  }
  return accountOf(baseUrl, answer, person);
}

function courtInput(court: CourtSpec): CourtInput {
  const sport = court.sport ?? 'padel';
  return {
    name: court.name,
    type: sport,
    capacity: court.capacity ?? (sport === 'padel' ? 4 : 5),
    courtType: sport === 'padel' ? (court.courtType ?? 'indoor') : null,
    description: court.description ?? null,
    price: court.price,
    peaks: court.peaks ?? [],
  };
}

function openingWeek(hours: NonNullable<ClubSpec['hours']>): OpeningDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    open: !hours.closedWeekdays?.includes(weekday),
    opens: hours.opens,
    closes: hours.closes,
  }));
}

/** The admin opens the club with its first court and invites the owner, who takes it over. */
async function openClub(baseUrl: string, admin: Call, spec: ClubSpec): Promise<WorldClub> {
  const ownerPerson = {
    name: spec.owner.name,
    phone: spec.owner.phone ?? aSpanishMobile(),
    username: usernameFor(spec.owner.name),
    password: worldPassword,
  };
  const [first, ...others] = spec.courts;
  const opened = await admin<{ club: { id: string }; invitation: { url: string } }>(
    'POST',
    '/admin/clubs',
    {
      name: spec.name,
      address: spec.address,
      latitude: spec.latitude,
      longitude: spec.longitude,
      timeZone: spec.timeZone ?? 'Europe/Madrid',
      currency: spec.currency ?? 'EUR',
      court: courtInput(first),
      owner: { kind: 'invite', ...ownerPerson },
    },
  );
  const token = new URL(opened.invitation.url, baseUrl).pathname.split('/').pop()!;
  const accepted = await callerOf(baseUrl, null)<{ id: string; token: string }>(
    'POST',
    `/auth/invitation/${token}`,
    { password: worldPassword },
  );
  const owner = accountOf(baseUrl, accepted, ownerPerson);

  for (const court of others) await owner.call('POST', '/owner/court', courtInput(court));
  if (spec.hours) await owner.call('PUT', '/owner/hours', { days: openingWeek(spec.hours) });
  const courts = (
    await owner.get<
      Array<{ id: string; name: string; type: WorldCourt['sport']; capacity: number }>
    >('/owner/court')
  ).map(({ id, name, type, capacity }) => ({ id, name, sport: type, capacity }));
  const court = (name: string) => {
    const found = courts.find((one) => one.name === name);
    if (!found) throw new Error(`${spec.name} has no court ${name}`);
    return found;
  };
  for (const closure of spec.closures ?? [])
    await owner.call('POST', '/owner/closures', {
      courtId: closure.court ? court(closure.court).id : null,
      fromDate: closure.fromDate,
      toDate: closure.toDate,
      reason: closure.reason,
    });

  const club: WorldClub = {
    id: opened.club.id,
    name: spec.name,
    address: spec.address,
    timeZone: spec.timeZone ?? 'Europe/Madrid',
    owner,
    courts,
    court,
  };
  if (spec.coach) club.coach = await addCoach(baseUrl, club, spec.coach);
  return club;
}

/** The owner makes a coach of the club, as the activity form's "Create New one" does. */
export async function addCoach(
  baseUrl: string,
  club: WorldClub,
  { name, phone = aSpanishMobile(), gender = 'F' }: NonNullable<ClubSpec['coach']>,
): Promise<Account> {
  const made = await club.owner.call<{ id: string }>('POST', '/user/me/coach', {
    club: club.id,
    Name: name,
    phone,
    gender,
    password: worldPassword,
  });
  const coach = await signedInAs(baseUrl, phone);
  return { ...coach, id: made.id, name, phone };
}

/** A weekly or one-off activity of the club, created by its owner with the club's coach. */
export async function addActivity(
  club: WorldClub,
  activity: {
    name: string;
    court: string;
    date: string;
    from: [number, 0 | 15 | 30 | 45];
    to: [number, 0 | 15 | 30 | 45];
    recurrence?: 'date' | 'weekly';
    seats: number;
    price: number;
  },
): Promise<{ id: string; dates: string[] }> {
  if (!club.coach) throw new Error(`${club.name} has no coach`);
  return club.owner.call('POST', '/user/activity', {
    club: club.id,
    name: activity.name,
    coach: club.coach.id,
    fromH: activity.from[0],
    fromM: activity.from[1],
    toH: activity.to[0],
    toM: activity.to[1],
    date: activity.date,
    recurrence: activity.recurrence ?? 'date',
    court: club.court(activity.court).id,
    seatsnumber: activity.seats,
    price: activity.price,
  });
}

/** A football championship of the club on one of its pitches, created by its owner. */
export async function addChampionship(
  club: WorldClub,
  championship: Omit<ChampionshipCreateBody, 'club' | 'court'> & { court: string },
): Promise<{ id: string; name: string }> {
  return club.owner.call('POST', '/user/champion', {
    ...championship,
    club: club.id,
    court: club.court(championship.court).id,
  });
}

/** A padel match a player organises at the club, as the match form sends it. */
export async function aMatch(
  organizer: Account,
  club: WorldClub,
  match: Omit<MatchForm, 'club' | 'date'> & { date: string; hour: number },
): Promise<{ id: string }> {
  const { date, hour, ...form } = match;
  return organizer.call('POST', '/user/match', {
    ...form,
    club: club.id,
    date: clubHourToUtc(date, hour, club.timeZone),
  });
}

/**
 * Builds a world on an empty server whose platform admin exists: its clubs, their owners,
 * courts, hours and closures, then its players, and answers their ids and credentials.
 */
export async function buildWorld(baseUrl: string, spec: WorldSpec): Promise<World> {
  const admin = await signedInAs(baseUrl, platformAdmin.username, platformAdmin.password);
  const clubs: WorldClub[] = [];
  for (const club of spec.clubs ?? []) clubs.push(await openClub(baseUrl, admin.call, club));
  const players: Account[] = [];
  for (const player of spec.players ?? []) players.push(await aPlayer(baseUrl, player));
  const byName = <T extends { name: string }>(list: T[], name: string, what: string) => {
    const found = list.find((one) => one.name === name);
    if (!found) throw new Error(`no ${what} ${name} in this world`);
    return found;
  };
  return {
    baseUrl,
    clubs,
    players,
    club: (name) => byName(clubs, name, 'club'),
    player: (name) => byName(players, name, 'player'),
  };
}

/**
 * A club in Madrid of padel doubles, a padel single and two football pitches, its owner
 * invited by the admin: what most journeys book, play and organise at. `name` tells it apart
 * from the other journeys' clubs on the shared server.
 */
export function aMadridClub(name: string, extra: Partial<ClubSpec> = {}): ClubSpec {
  return {
    name,
    address: 'Calle de Alcalá 120, 28009 Madrid',
    latitude: 40.4213,
    longitude: -3.6734,
    owner: { name: 'Marta' },
    courts: [
      { name: 'Padel 1', capacity: 4, courtType: 'covered', price: 2400 },
      { name: 'Padel 2', capacity: 4, courtType: 'covered', price: 2400 },
      { name: 'Padel 3 (Single)', capacity: 2, courtType: 'outdoor', price: 1800 },
      { name: 'Pitch A', sport: 'football', capacity: 5, price: 6000 },
      { name: 'Pitch B', sport: 'football', capacity: 8, price: 7000 },
    ],
    ...extra,
  };
}

/** A club in Chamberí, Madrid, of two indoor padel courts, its owner Andrés invited by the admin. */
export function aChamberiIndoorClub(name: string): ClubSpec {
  return {
    name,
    address: 'Calle de Santa Engracia 120, 28003 Madrid',
    latitude: 40.4419,
    longitude: -3.7009,
    owner: { name: 'Andrés' },
    courts: [
      { name: 'Court 1', capacity: 4, courtType: 'indoor', price: 2800 },
      { name: 'Court 2', capacity: 4, courtType: 'indoor', price: 2800 },
    ],
  };
}

/** A booking paid in cash at the club, placed by a player through the booking API. */
export async function aCashBooking(
  player: Account,
  club: WorldClub,
  booking: { court: string; date: string; hour: number; duration?: 60 | 120 },
): Promise<{ id: string }> {
  const duration = booking.duration ?? 60;
  const at = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return player.call('POST', '/booking/payment/cash', {
    courtID: club.court(booking.court).id,
    clubID: club.id,
    date: booking.date,
    startTime: at(booking.hour),
    endTime: at(booking.hour + duration / 60),
    duration,
    phone: player.phone,
  });
}

/** On the sandbox provider's checkout page, the payer approves (as its Pay button does). */
export async function approveOnSandbox(baseUrl: string, formUrl: string): Promise<void> {
  const checkout = new URL(formUrl, baseUrl);
  const decided = await fetch(new URL(checkout.pathname, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', token: checkout.searchParams.get('token')! }),
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`sandbox checkout: ${decided.status}`);
}

/**
 * Coins the way a player gets them on a platform that sells no coin pack: a booking paid by
 * card, then cancelled with its money back as coins. Answers the new balance.
 */
export async function coinsFromARefund(
  baseUrl: string,
  player: Account,
  club: WorldClub,
  booking: { court: string; date: string; hour: number; duration: 60 | 120 },
): Promise<number> {
  const at = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const started = await player.call<{ booking: { id: string }; formUrl: string }>(
    'POST',
    '/booking/payment/card',
    {
      courtID: club.court(booking.court).id,
      clubID: club.id,
      date: booking.date,
      startTime: at(booking.hour),
      endTime: at(booking.hour + booking.duration / 60),
      duration: booking.duration,
    },
  );
  await approveOnSandbox(baseUrl, started.formUrl);
  await player.call('DELETE', `/booking/${started.booking.id}?refundTo=coins`);
  return (await player.get<{ balance: number }>('/user/me/coins')).balance;
}
