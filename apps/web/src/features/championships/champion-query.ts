import { ownRequest, utcToClubLocal, type Champion } from '@courtside/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A championship instant in its club's time: date 'YYYY-MM-DD' and time 'HH:mm'. */
export function clubLocal(instant: string, timeZone: string) {
  const local = utcToClubLocal(instant, timeZone);
  return { date: local.date, time: `${pad(local.hour)}:${pad(local.minute)}` };
}

/** SPEC 2: what the championship payment screen receives in its query. */
export interface ChampionQuery {
  id: string;
  champion: string;
  club: string;
  clubId: string;
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
}

/** The request the screen offers to pay: the user's own, accepted and not paid yet. */
function payableRequestId(champion: Champion, userId: string): string {
  const own = ownRequest(champion, userId);
  return own?.isConfirmed === true && own.isPayed === null ? own.id : '';
}

/**
 * The payment screen's query for one user: with the request id it offers the payment methods,
 * without it Apply (a request still waiting or already paid answers that it exists).
 */
export function championQueryOf(
  champion: Champion,
  userId: string,
): Record<keyof ChampionQuery, string> {
  const start = clubLocal(champion.from, champion.club.timeZone);
  const end = clubLocal(champion.to, champion.club.timeZone);
  return {
    id: champion.id,
    champion: champion.name,
    club: champion.club.name,
    clubId: champion.club.id,
    photo: champion.club.photo ?? '',
    court: champion.court.name,
    inviteOnly: String(champion.inviteOnly),
    request: payableRequestId(champion, userId),
    duration: String(Math.round((Date.parse(champion.to) - Date.parse(champion.from)) / 60_000)),
    price: String(champion.price),
    currency: champion.currency,
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

const required: ReadonlyArray<keyof ChampionQuery> = ['id', 'champion', 'club', 'price', 'date'];

/** The query back, or null when a link lost what the screen needs. */
export function parseChampionQuery(search: URLSearchParams): ChampionQuery | null {
  const read = (key: keyof ChampionQuery) => search.get(key) ?? '';
  if (required.some((key) => !read(key)) || !/^\d+$/.test(read('price'))) return null;
  const keys: Array<keyof ChampionQuery> = [
    ...required,
    'clubId',
    'photo',
    'court',
    'inviteOnly',
    'request',
    'duration',
    'currency',
    'startTime',
    'endDate',
    'endTime',
  ];
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as unknown as ChampionQuery;
}
