import type { Championship } from '@courtside/shared';
import { ownRequest, utcToClubLocal } from '@courtside/shared/rules';

const pad = (n: number) => String(n).padStart(2, '0');

/** A championship instant in its club's time: date 'YYYY-MM-DD' and time 'HH:mm'. */
export function clubLocal(instant: string, timeZone: string) {
  const local = utcToClubLocal(instant, timeZone);
  return { date: local.date, time: `${pad(local.hour)}:${pad(local.minute)}` };
}

/** SPEC 2: what the championship payment screen receives in its query. */
export interface ChampionshipQuery {
  id: string;
  champion: string;
  club: string;
  clubId: string;
  /** The club's time zone, whose country reads the mobile wallet's phone ('' in older links). */
  timeZone: string;
  photo: string;
  court: string;
  inviteOnly: string;
  request: string;
  duration: string;
  price: string;
  currency: string;
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** The earliest birth year allowed (the age limit is the current year minus it). */
  maxAge: string;
  gender: string;
  /** Players a side: the court's capacity (5, 8 or 11). */
  format: string;
  description: string;
  /** Where the player's own application stands. */
  status: EntryStatus;
}

/** The player's own application: none yet, waiting, accepted (to pay), paid, or refused. */
export type EntryStatus = 'none' | 'requested' | 'accepted' | 'paid' | 'refused';
const entryStatuses: readonly EntryStatus[] = ['none', 'requested', 'accepted', 'paid', 'refused'];

/** Where the user's own application to a championship stands. */
export function entryStatusOf(championship: Championship, userId: string): EntryStatus {
  const own =
    ownRequest(championship, userId) ??
    championship.request.find((request) => request.user.id === userId);
  if (!own) return 'none';
  if (own.isConfirmed === false) return 'refused';
  if (own.isPayed) return 'paid';
  return own.isConfirmed ? 'accepted' : 'requested';
}

/** The request the screen offers to pay: the user's own, accepted and not paid yet. */
function payableRequestId(championship: Championship, userId: string): string {
  const own = ownRequest(championship, userId);
  return own?.isConfirmed === true && own.isPayed === null ? own.id : '';
}

/**
 * The payment screen's query for one user: with the request id it offers the payment methods,
 * without it Apply (a request still waiting or already paid answers that it exists).
 */
export function championshipQueryOf(
  championship: Championship,
  userId: string,
): Record<keyof ChampionshipQuery, string> {
  const start = clubLocal(championship.from, championship.club.timeZone);
  const end = clubLocal(championship.to, championship.club.timeZone);
  return {
    id: championship.id,
    champion: championship.name,
    club: championship.club.name,
    clubId: championship.club.id,
    timeZone: championship.club.timeZone,
    photo: championship.club.photo ?? '',
    court: championship.court.name,
    inviteOnly: String(championship.inviteOnly),
    request: payableRequestId(championship, userId),
    duration: String(
      Math.round((Date.parse(championship.to) - Date.parse(championship.from)) / 60_000),
    ),
    price: String(championship.price),
    currency: championship.currency,
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    maxAge: String(championship.maxAge),
    gender: championship.gender,
    // A football court's side, or padel (pairs).
    format: championship.court.sport === 'padel' ? 'padel' : String(championship.court.capacity),
    description: championship.description ?? '',
    status: entryStatusOf(championship, userId),
  };
}

const required: ReadonlyArray<keyof ChampionshipQuery> = [
  'id',
  'champion',
  'club',
  'price',
  'date',
];

/** The query back, or null when a link lost what the screen needs. */
export function parseChampionshipQuery(search: URLSearchParams): ChampionshipQuery | null {
  const read = (key: keyof ChampionshipQuery) => search.get(key) ?? '';
  if (required.some((key) => !read(key)) || !/^\d+$/.test(read('price'))) return null;
  const keys: Array<keyof ChampionshipQuery> = [
    ...required,
    'clubId',
    'timeZone',
    'photo',
    'court',
    'inviteOnly',
    'request',
    'duration',
    'currency',
    'startTime',
    'endDate',
    'endTime',
    'maxAge',
    'gender',
    'format',
    'description',
  ];
  const query = Object.fromEntries(keys.map((key) => [key, read(key)]));
  // A link from before the status was sent: an accepted request id still says where it stands.
  const asked = read('status') as EntryStatus;
  const status = entryStatuses.includes(asked) ? asked : query.request ? 'accepted' : 'none';
  return { ...query, status } as unknown as ChampionshipQuery;
}
