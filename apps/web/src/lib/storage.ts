import type { AuthResponse } from '@courtside/shared';
import { deviceStore } from './device-store';
import { sharedWhenQuiet } from './shared-schemas';

export const storageKeys = {
  token: 'token',
  user: 'user',
  language: 'lang',
  /** The lists kept for reading offline (lib/offline-cache.ts). */
  offlineLists: 'offline-lists',
  /** Set once the person has answered the offer to turn push on (components/push-offer.tsx). */
  pushOfferAnswered: 'push-offer-answered',
} as const;

export function readToken(): Promise<string | null> {
  return deviceStore.getItem<string>(storageKeys.token);
}

/**
 * The signed-in user kept on the device, or null when none is or it lacks a session's token
 * and id. A signed-in start paints without waiting for zod: the whole shape is read once the
 * shared schema has loaded (`readWholeUser`, which the session runs once the first screen shows).
 */
export async function readStoredUser(): Promise<AuthResponse | null> {
  const stored = await deviceStore.getItem<unknown>(storageKeys.user);
  return holdsASession(stored) ? (stored as AuthResponse) : null;
}

function holdsASession(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { token, id } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof id === 'string';
}

/** The stored user as the shared schema reads it, or null when it cannot: then signed out. */
export async function readWholeUser(stored: AuthResponse): Promise<AuthResponse | null> {
  const { authResponseSchema } = await sharedWhenQuiet();
  const parsed = authResponseSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The login and register answer is kept whole as `user`, its token also under `token`. */
export async function storeSignedInUser(auth: AuthResponse): Promise<void> {
  await deviceStore.setItem(storageKeys.user, auth);
  await deviceStore.setItem(storageKeys.token, auth.token);
}

export async function forgetSignedInUser(): Promise<void> {
  await deviceStore.removeItem(storageKeys.user);
  await deviceStore.removeItem(storageKeys.token);
}

export function readLanguage(): Promise<string | null> {
  return deviceStore.getItem<string>(storageKeys.language);
}

export async function storeLanguage(language: string): Promise<void> {
  await deviceStore.setItem(storageKeys.language, language);
}

/**
 * Log out wipes what the app kept on the device (SPEC 4), except the language chosen: it is
 * no personal data, and the next person at the sign-in screen should read the same language.
 */
export async function clearDeviceStorage(): Promise<void> {
  const keys = await deviceStore.keys();
  await Promise.all(
    keys.filter((key) => key !== storageKeys.language).map((key) => deviceStore.removeItem(key)),
  );
}
