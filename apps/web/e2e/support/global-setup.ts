import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.js';
import { startEmptyServer } from './club-world.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built server on a fresh, empty SQLite file, once for all journeys, with only its
 * platform admin: each journey file builds the clubs and players it needs (club-world.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const server = await startEmptyServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
