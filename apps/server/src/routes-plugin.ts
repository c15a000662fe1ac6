import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from './services.js';

/** A module's routes: HTTP only, talking to the services they are handed. */
export type RoutesPlugin = FastifyPluginAsyncZod<{ services: Services }>;
