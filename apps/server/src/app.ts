import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import { defaultThrottlePolicy, type ThrottlePolicy } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { createServices, type RouteLimits } from './services.js';

export const apiPrefix = '/api';

export interface AppOptions {
  db: Kysely<Database>;
  jwtSecret: string;
  jwtExpiresIn?: string;
  clock?: Clock;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  logLevel?: string;
  throttlePolicy?: ThrottlePolicy;
  limits?: RouteLimits;
}

const defaultLimits: RouteLimits = { signUpPerMinute: { max: 20, timeWindow: 60_000 } };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.body.password'],
    },
    bodyLimit: 100 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // MUI's emotion writes style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerAuth(app, {
    secret: options.jwtSecret,
    expiresIn: options.jwtExpiresIn ?? '7d',
    apiPrefix,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '1.0.0' },
      servers: [{ url: apiPrefix }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => jsonSchemaTransform({ ...input, url: input.url.replace(apiPrefix, '') }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const services = createServices({
    db: options.db,
    clock: options.clock ?? systemClock,
    throttlePolicy: options.throttlePolicy ?? defaultThrottlePolicy,
    limits: options.limits ?? defaultLimits,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { services });
      await api.register(authRoutes, { services });
      await api.register(eventsRoutes, { services });
    },
    { prefix: apiPrefix },
  );

  await registerStaticWeb(app, options.webRoot ?? null, apiPrefix);
  return app;
}
