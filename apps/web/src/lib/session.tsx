import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AuthResponse, User } from '@courtside/shared';
import { ApiError, forgetEarlyAnswers } from './api-client';
import {
  clearDeviceStorage,
  forgetSignedInUser,
  readWholeUser,
  storeSignedInUser,
} from './storage';

interface Session {
  user: AuthResponse | null;
  signIn: (auth: AuthResponse) => Promise<void>;
  /** Log out: revoke this device's token on the server, forget the user, wipe device storage (SPEC 4). */
  signOut: () => Promise<void>;
  /**
   * Revoke every token of the account on the server, then log out here as `signOut` does.
   * Rejects, and the device stays signed in, when the server could not be told.
   */
  signOutEverywhere: () => Promise<void>;
  /** The server no longer accepts the token: forget it but keep device preferences. */
  expire: () => Promise<void>;
  /** The user's own data changed (their profile): keep the new values, same token. */
  updateUser: (changes: Partial<User>) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** What holds data loaded for the signed-in user (the query cache, once the user area loaded). */
interface UserDataCache {
  clear: () => void;
}
let userDataCache: UserDataCache | null = null;

/**
 * The user area registers its data cache here when it loads; the sign-in screens start
 * without one, so they never wait for the code of the cache.
 */
export function keepUserDataIn(cache: UserDataCache): void {
  userDataCache = cache;
}

/** A device logged out hears no more pushes for the account; failing that, it logs out anyway. */
async function stopPushHere(): Promise<void> {
  const { turnOffPush } = await import('./push/device-push');
  await turnOffPush().catch(() => undefined);
}

interface SessionProviderProps {
  /** Read from device storage before the first render, so the user-area guard knows. */
  initialUser: AuthResponse | null;
  children: ReactNode;
}

export function SessionProvider({ initialUser, children }: SessionProviderProps) {
  const [user, setUser] = useState(initialUser);

  // Whenever the user changes, data loaded for the previous one must not show.
  const switchUser = useCallback((next: AuthResponse | null) => {
    userDataCache?.clear();
    forgetEarlyAnswers();
    setUser(next);
  }, []);
  const signIn = useCallback(
    async (auth: AuthResponse) => {
      await storeSignedInUser(auth);
      switchUser(auth);
    },
    [switchUser],
  );
  const forgetDevice = useCallback(async () => {
    await clearDeviceStorage();
    switchUser(null);
  }, [switchUser]);
  const signOut = useCallback(async () => {
    await stopPushHere();
    // Offline or refused, the device still logs out; the token then lapses at its expiry.
    const { revokeToken } = await import('./api/sign-out');
    await revokeToken().catch(() => null);
    await forgetDevice();
  }, [forgetDevice]);
  const signOutEverywhere = useCallback(async () => {
    const { revokeEveryToken } = await import('./api/sign-out-everywhere');
    // A token the server already refuses has nothing left to revoke.
    await revokeEveryToken().catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    });
    // The server forgot every device's push with the tokens; the browser drops this one.
    await stopPushHere();
    await forgetDevice();
  }, [forgetDevice]);
  const expire = useCallback(async () => {
    await forgetSignedInUser();
    switchUser(null);
  }, [switchUser]);

  useWholeStoredUser(initialUser, setUser, expire);

  const updateUser = useCallback(
    async (changes: Partial<User>) => {
      if (!user) return;
      const next = { ...user, ...changes, token: user.token, id: user.id, role: user.role };
      await storeSignedInUser(next);
      setUser(next);
    },
    [user],
  );

  const session = useMemo(
    () => ({ user, signIn, signOut, signOutEverywhere, expire, updateUser }),
    [user, signIn, signOut, signOutEverywhere, expire, updateUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * The stored user was read without zod, so that the first screen paints sooner; once the
 * schema has loaded it is read whole: one it cannot read is signed out (an older app version
 * may have kept another shape), one it completes (defaults) is kept as read.
 */
function useWholeStoredUser(
  initialUser: AuthResponse | null,
  setUser: (user: AuthResponse) => void,
  expire: () => Promise<void>,
): void {
  useEffect(() => {
    if (!initialUser) return;
    void readWholeUser(initialUser).then((whole) => {
      if (!whole) return expire();
      if (JSON.stringify(whole) !== JSON.stringify(initialUser)) setUser(whole);
    });
    // The start's user, given once: this runs once per start.
  }, [initialUser, setUser, expire]);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** For screens behind the user-area guard, where a user always exists. */
export function useSignedInUser(): AuthResponse {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}
