import { clubToday, type RegisterBody } from '@courtside/shared';

/** Direct API calls a journey makes to set the stage or to look behind the screen. */
export async function apiAs(baseUrl: string, username: string, password = 'demo1234') {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: username, password }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
}

/** How many times a sign-up waits as the server asks before the journey gives up. */
const signUpWaits = 2;

/**
 * Signs a player up through the API, as the register screen does, and answers the new
 * account's id and token. The server allows one address a few sign-ups a minute, and every
 * journey's players sign up from this machine's one address: when it answers 429, the
 * journey waits the seconds its Retry-After gives (a minute at most) and tries again, as a
 * person would, rather than loosen the product's rule. Twice at most, then it fails.
 */
export async function signUp(
  baseUrl: string,
  body: RegisterBody,
): Promise<{ id: string; token: string }> {
  for (let waits = 0; ; waits += 1) {
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const seconds = Number(res.headers.get('retry-after'));
    if (res.status === 429 && waits < signUpWaits && seconds > 0 && seconds <= 60) {
      await new Promise((resume) => setTimeout(resume, seconds * 1000));
      continue;
    }
    if (res.status !== 201)
      throw new Error(`register ${body.username}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; token: string };
  }
}

/** A new player account of its own, for a journey that signs it out everywhere. */
export async function aNewPlayer(baseUrl: string, firstName: string) {
  const unique = `${Date.now()}`.slice(-7);
  const account = { username: `e2e_${unique}`, password: 'journey-pass-1' };
  await signUp(baseUrl, { ...account, Name: firstName, phone: `+34 656 ${unique.slice(-6)}` });
  return account;
}

/** The club-local day `days` after today, 'YYYY-MM-DD'. */
export function clubDateIn(days: number, timeZone = 'Europe/Madrid'): string {
  const today = Date.parse(`${clubToday(timeZone, new Date())}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** How the day strip names a day (its accessible label): the text it shows, then the date. */
export function dayLabel(date: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const long = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${format({ weekday: 'short' })} ${format({ day: 'numeric' })}, ${long}`;
}

interface CourtOfClub {
  id: string;
  name: string;
  capacity: number;
}

/** A court of the club and a start hour where both hours of a 120-minute game are free. */
export async function freeTwoHours(
  get: <T>(path: string) => Promise<T>,
  clubId: string,
  courts: CourtOfClub[],
  date: string,
): Promise<{ court: CourtOfClub; hour: number }> {
  const taken = await get<Array<{ courtId: string; startTime: string }>>(
    `/booking?date=${date}&court=${courts.map((c) => c.id).join(',')}`,
  );
  for (const court of courts)
    for (let hour = 9; hour <= 20; hour += 1) {
      const busy = (h: number) =>
        taken.some((t) => t.courtId === court.id && Number(t.startTime.slice(0, 2)) === h);
      if (!busy(hour) && !busy(hour + 1)) return { court, hour };
    }
  throw new Error(`no free two hours at club ${clubId} on ${date}`);
}
