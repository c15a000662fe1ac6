import fastifyJwt from '@fastify/jwt';
import { LRUCache } from 'lru-cache';
import { errorCodes, type Role } from '@courtside/shared';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import { DomainError, forbidden } from '#server/lib/domain-error.js';

/** Who may call a route: anyone, any signed-in user, or club owners only. */
export type Access = 'public' | 'user' | 'owner';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when it was issued; tokens from before it existed carry none (0). */
  ver?: number;
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
  }
  interface FastifyInstance {
    /** Every API route with its access rule and schemas, for docs and the generic test suites. */
    apiRoutes: ApiRouteEntry[];
    tokenVersions: TokenVersions;
  }
}

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: Access;
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
      { sub: claims.sub, role: claims.role, ver: claims.ver },
      { ttl: Math.min(untilExpiry, 10 * 60_000) },
    );
}

/**
 * The current token version of each user, read from the database and kept for a second: a
 * sign-out revokes tokens at once in its own process, and in the others as soon as the
 * notification channel tells them (the second's life is the safety net), while a burst of
 * calls from one user costs one read.
 */
export interface TokenVersions {
  /** Known without a read; -1 for an account that no longer exists. */
  cached(userId: string): number | undefined;
  load(userId: string): Promise<number>;
  forget(userId: string): void;
  /** Drops every version kept: someone signed out on another server process. */
  forgetAll(): void;
}

function createTokenVersions(read: (userId: string) => Promise<number | null>): TokenVersions {
  const versions = new LRUCache<string, number>({ max: 50_000, ttl: 1_000 });
  return {
    cached: (userId) => versions.get(userId),
    async load(userId) {
      const version = (await read(userId)) ?? -1;
      versions.set(userId, version);
      return version;
    },
    forget: (userId) => void versions.delete(userId),
    forgetAll: () => versions.clear(),
  };
}

/**
 * Guards in callback form: a remembered token passes without creating a promise, which
 * matters on the hot reads; anything else is verified asynchronously.
 */
function guard(ownersOnly: boolean, versions: TokenVersions): onRequestHookHandler {
  const allow = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    if (ownersOnly && request.user.role !== 'owner')
      done(forbidden('Only club owners can do this'));
    else done();
  };
  // A token issued before the user's last sign-out carries an older version: refused.
  const admit = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const { sub, ver = 0 } = request.user;
    const current = versions.cached(sub);
    const decide = (version: number) =>
      version === ver ? allow(request, done) : done(unauthorized());
    if (current !== undefined) return decide(current);
    versions.load(sub).then(decide, done);
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
  /** The user's current token version, or null when the account is gone. */
  tokenVersionOf: (userId: string) => Promise<number | null>;
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

  const versions = createTokenVersions(options.tokenVersionOf);
  app.decorate('tokenVersions', versions);
  const guards: Record<Access, onRequestHookHandler | undefined> = {
    public: undefined,
    user: guard(false, versions),
    owner: guard(true, versions),
  };

  app.decorate('apiRoutes', [] as ApiRouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(options.apiPrefix)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
    const guard = guards[access];
    if (!guard) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

export function signToken(app: FastifyInstance, claims: TokenClaims): string {
  return app.jwt.sign(claims);
}

/** The signed-in caller of a guarded route. */
export function caller(request: FastifyRequest): { id: string; role: Role } {
  return { id: request.user.sub, role: request.user.role };
}
