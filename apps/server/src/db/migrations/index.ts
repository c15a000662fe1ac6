import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001-initial.js';
import * as courtTimeAndMoney from './002-court-time-and-money.js';

/** Migrations are imported statically so the bundled server carries them with it. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-court-time-and-money': courtTimeAndMoney,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
