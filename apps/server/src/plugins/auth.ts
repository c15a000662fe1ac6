import fastifyJwt from '@fastify/jwt';
import { LRUCache } from 'lru-cache';
import { errorCodes, roleMay, type ClubAction, type Role, type StaffRole } from '@courtside/shared';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { DomainError, forbidden } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';

/**
 * Who may call a route: anyone, any signed-in user, the people who run a club (its owner, and
 * its staff whose role gives the route's `clubAction`), or the platform's admins.
 */
export type Access = 'public' | 'user' | 'owner' | 'admin';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when it was issued; tokens from before it existed carry none (0). */
  ver?: number;
  /** The signed-in session (device) the token belongs to; tokens from before sessions carry none. */
  sid?: string;
  /** When it was issued, in seconds (set by the signer). */
  iat?: number;
}

/**
 * What a token is checked against on every call: its account's token version (-1 once the
 * account is gone) and the account's live sessions.
 */
export interface TokenState {
  version: number;
  sessions: ReadonlySet<string>;
}

/**
 * A token is admitted while its account's version is the one it carries (no sign-out
 * everywhere since) and the session it names has not logged out.
 */
export function tokenAdmitted(state: TokenState, claims: Pick<TokenClaims, 'ver' | 'sid'>) {
  const { ver = 0, sid } = claims;
  return state.version === ver && (sid === undefined || state.sessions.has(sid));
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** What an `owner` route does at the club: a member of staff may call it when their role gives it. */
    clubAction?: ClubAction;
    /** A player's route the club's desk also works through (a walk-in): staff calls are logged. */
    deskWork?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its access rule and schemas, for docs and the generic test suites. */
    apiRoutes: ApiRouteEntry[];
    tokenStates: TokenStates;
  }
}

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: Access;
  clubAction: ClubAction | undefined;
  schema: FastifySchema | undefined;
}

const unauthorized = () => new DomainError(401, errorCodes.unauthorized, 'Sign in to continue');

/**
 * Tokens already verified, by their exact text, until their expiry (10 minutes at most).
 * Every API call carries one, and verifying it anew (decode, hash, HMAC) was the largest
 * cost of a fast read; only a token that passed verification is ever remembered.
 */
const verifiedTokens = new LRUCache<string, TokenClaims>({ max: 10_000, ttl: 10 * 60_000 });

async function verifyToken(request: FastifyRequest, header: string | undefined): Promise<void> {
  let claims: TokenClaims & { exp?: number };
  try {
    claims = await request.jwtVerify<TokenClaims & { exp?: number }>();
  } catch {
    throw unauthorized();
  }
  // A token that never expires could never be taken back from a lost device.
  if (typeof claims.exp !== 'number') throw unauthorized();
  const untilExpiry = claims.exp * 1000 - Date.now();
  if (header && untilExpiry > 0)
    verifiedTokens.set(
      header,
      { sub: claims.sub, role: claims.role, ver: claims.ver, sid: claims.sid, iat: claims.iat },
      { ttl: Math.min(untilExpiry, 10 * 60_000) },
    );
}

/**
 * The token state of each user (version and live sessions), read from the database and kept
 * for a second: a log out revokes its token at once in its own process, and in the others as
 * soon as the notification channel tells them (the second's life is the safety net), while a
 * burst of calls from one user costs one read.
 */
export interface TokenStates {
  /** Known without a read. */
  cached(userId: string): KeptTokenState | undefined;
  load(userId: string): Promise<KeptTokenState>;
  forget(userId: string): void;
  /** Drops every state kept: someone signed out on another server process. */
  forgetAll(): void;
}

/** A token's state as the route guards read it: with the role its account has on a club's staff. */
export interface AccessState extends TokenState {
  staffRole: StaffRole | null;
}

/** A token state with the time (ms) this process read it. */
type KeptTokenState = AccessState & { readAt: number };

/**
 * Whether a kept state may predate the token, and so know nothing of its session or of the
 * version it was signed with: read before its issue, give or take a few seconds of clock
 * difference between server processes. Such a state cannot refuse it without a fresh read.
 */
const mayPredate = (state: KeptTokenState, { iat }: TokenClaims) =>
  iat === undefined || state.readAt < (iat + 5) * 1000;

function createTokenStates(read: (userId: string) => Promise<AccessState>): TokenStates {
  const states = new LRUCache<string, KeptTokenState>({ max: 50_000, ttl: 1_000 });
  return {
    cached: (userId) => states.get(userId),
    async load(userId) {
      const readAt = Date.now();
      const state = { ...(await read(userId)), readAt };
      states.set(userId, state);
      return state;
    },
    forget: (userId) => void states.delete(userId),
    forgetAll: () => states.clear(),
  };
}

/**
 * Guards in callback form: a remembered token passes without creating a promise, which
 * matters on the hot reads; anything else is verified asynchronously.
 */
/** Why the caller may not go past an `owner` or `admin` route's guard; null when they may. */
function refusalOf(
  access: Access,
  clubAction: ClubAction | undefined,
  role: Role,
  state: AccessState,
): DomainError | null {
  if (access === 'admin')
    return role === 'admin' ? null : forbidden('Only the platform administrators can do this');
  if (access !== 'owner' || role === 'owner') return null;
  if (state.staffRole === null) return forbidden('Only club owners can do this');
  return clubAction && roleMay(state.staffRole, clubAction)
    ? null
    : forbidden('Your role at this club does not allow this');
}

function guard(
  access: Access,
  clubAction: ClubAction | undefined,
  states: TokenStates,
): onRequestHookHandler {
  const allow = (request: FastifyRequest, state: AccessState, done: HookHandlerDoneFunction) => {
    done(refusalOf(access, clubAction, request.user.role, state) ?? undefined);
  };
  // A token of a session that logged out, or from before a sign-out everywhere: refused.
  const admit = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const claims = request.user;
    const decide = (state: KeptTokenState, fresh: boolean) => {
      if (tokenAdmitted(state, claims)) return allow(request, state, done);
      // Kept from before this token's sign-in, the state may not know its session yet.
      if (!fresh && mayPredate(state, claims))
        return void states.load(claims.sub).then((read) => decide(read, true), done);
      done(unauthorized());
    };
    const current = states.cached(claims.sub);
    if (current !== undefined) return decide(current, false);
    states.load(claims.sub).then((read) => decide(read, true), done);
  };
  return (request, _reply, done) => {
    const header = request.headers.authorization;
    const known = header ? verifiedTokens.get(header) : undefined;
    if (known) {
      request.user = known;
      return admit(request, done);
    }
    verifyToken(request, header).then(() => admit(request, done), done);
  };
}

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  /** Routes under this prefix must declare `config.access`; a route that forgets fails at start. */
  apiPrefix: string;
  /** The user's current token state, with their role on a club's staff. */
  tokenStateOf: (userId: string) => Promise<AccessState>;
}

/**
 * Every API route states its access in `config.access`, and this hook puts the matching
 * guard in front of it, so no route can be added without a decision on who may call it.
 * The guard runs on request, before the body is parsed or validated: an anonymous caller
 * learns nothing about a route's input rules.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: options.expiresIn },
  });

  const states = createTokenStates(options.tokenStateOf);
  app.decorate('tokenStates', states);

  app.decorate('apiRoutes', [] as ApiRouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(options.apiPrefix)) return;
    const { access, clubAction } = declaredAccess(route);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, access, clubAction, schema: route.schema });
    }
    if (access === 'public') return;
    const existing = route.onRequest ?? [];
    route.onRequest = [
      guard(access, clubAction, states),
      ...(Array.isArray(existing) ? existing : [existing]),
    ];
  });
}

/** A route's `config.access` and `clubAction`; a route that forgets either fails at start. */
function declaredAccess(route: RouteOptions): { access: Access; clubAction?: ClubAction } {
  const access = route.config?.access;
  const clubAction = route.config?.clubAction;
  if (!access) throw new Error(`${route.method} ${route.url} declares no config.access`);
  if ((access === 'owner') !== (clubAction !== undefined))
    throw new Error(
      `${route.method} ${route.url}: a clubAction goes with owner access, and only there`,
    );
  return { access, clubAction };
}

export function signToken(app: FastifyInstance, claims: TokenClaims): string {
  return app.jwt.sign(claims);
}

/**
 * The answer to a sign-in (with a password, or an owner's invitation): the user with a new
 * token. Each sign-in opens a session of its own: logging out on this device ends it alone.
 */
export async function issueToken<U extends { id: string; role: Role }>(
  app: FastifyInstance,
  openSession: (userId: string, sessionId: string, expiresAt: Date) => Promise<void>,
  { user, tokenVersion }: { user: U; tokenVersion: number },
): Promise<U & { token: string }> {
  const sid = newId();
  const token = signToken(app, { sub: user.id, role: user.role, ver: tokenVersion, sid });
  // The session lasts as long as its token, which is signed with the configured expiry.
  const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
  if (exp === undefined) throw new Error('a token was signed without an expiry');
  await openSession(user.id, sid, new Date(exp * 1000));
  return { ...user, token };
}

/** The signed-in caller of a guarded route. */
export function caller(request: FastifyRequest): { id: string; role: Role } {
  return { id: request.user.sub, role: request.user.role };
}
