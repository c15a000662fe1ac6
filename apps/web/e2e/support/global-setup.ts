import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.js';
import { startEmptyServer } from './club-world.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One empty server per journey worker, in the order of their pool ids. */
    baseUrls: string[];
  }
}

/**
 * Starts the built server on a fresh, empty SQLite file for each journey worker, once for all
 * journeys, with only its platform admin: each journey file builds the clubs and players it
 * needs (club-world.ts). A worker's files run one after another on its own server, so what a
 * journey finds on a server was made by the files before it, never by one running beside it.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const workers = Math.max(1, project.config.maxWorkers);
  const servers = await Promise.all(Array.from({ length: workers }, () => startEmptyServer()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
