import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.js';
import { startJourneyServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built server on a fresh SQLite file with the demo world, once for all journeys. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const server = await startJourneyServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
