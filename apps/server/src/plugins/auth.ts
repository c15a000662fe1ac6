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
import { DomainError, forbidden } from '../lib/domain-error.js';

/** Who may call a route: anyone, any signed-in user, or club owners only. */
export type Access = 'public' | 'user' | 'owner';

export interface TokenClaims {
  sub: string;
  role: Role;
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
  try {
    const claims = await request.jwtVerify<TokenClaims & { exp?: number }>();
    const untilExpiry = claims.exp ? claims.exp * 1000 - Date.now() : 0;
    if (header && untilExpiry > 0)
      verifiedTokens.set(
        header,
        { sub: claims.sub, role: claims.role },
        { ttl: Math.min(untilExpiry, 10 * 60_000) },
      );
  } catch {
    throw unauthorized();
  }
}

/**
 * Guards in callback form: a remembered token passes without creating a promise, which
 * matters on the hot reads; anything else is verified asynchronously.
 */
function guard(ownersOnly: boolean): onRequestHookHandler {
  const allow = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    if (ownersOnly && request.user.role !== 'owner')
      done(forbidden('Only club owners can do this'));
    else done();
  };
  return (request, _reply, done) => {
    const header = request.headers.authorization;
    const known = header ? verifiedTokens.get(header) : undefined;
    if (known) {
      request.user = known;
      return allow(request, done);
    }
    verifyToken(request, header).then(() => allow(request, done), done);
  };
}

const guards: Record<Access, onRequestHookHandler | undefined> = {
  public: undefined,
  user: guard(false),
  owner: guard(true),
};

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  /** Routes under this prefix must declare `config.access`; a route that forgets fails at start. */
  apiPrefix: string;
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
