import localforage from 'localforage';
import { authResponseSchema, type AuthResponse } from '@courtside/shared';

// IndexedDB first, localStorage where IndexedDB is unavailable (SPEC 9: device storage).
localforage.config({
  name: 'courtside',
  storeName: 'courtside',
  driver: [localforage.INDEXEDDB, localforage.LOCALSTORAGE],
});

export const storageKeys = { token: 'token', user: 'user', language: 'lang' } as const;

export function readToken(): Promise<string | null> {
  return localforage.getItem<string>(storageKeys.token);
}

/** The signed-in user kept on the device; anything unreadable counts as signed out. */
export async function readStoredUser(): Promise<AuthResponse | null> {
  const stored = await localforage.getItem<unknown>(storageKeys.user);
  const parsed = authResponseSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The login and register answer is kept whole as `user`, its token also under `token`. */
export async function storeSignedInUser(auth: AuthResponse): Promise<void> {
  await localforage.setItem(storageKeys.user, auth);
  await localforage.setItem(storageKeys.token, auth.token);
}

export async function forgetSignedInUser(): Promise<void> {
  await localforage.removeItem(storageKeys.user);
  await localforage.removeItem(storageKeys.token);
}

export function readLanguage(): Promise<string | null> {
  return localforage.getItem<string>(storageKeys.language);
}

export async function storeLanguage(language: string): Promise<void> {
  await localforage.setItem(storageKeys.language, language);
}

/** Log out wipes everything the app kept on the device (SPEC 4). */
export function clearDeviceStorage(): Promise<void> {
  return localforage.clear();
}
