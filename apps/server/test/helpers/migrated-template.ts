import type { TestProject } from 'vitest/node';
import type { DatabaseTarget } from '#server/config.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { createTestDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database migrated once for the whole run: each test app starts from a copy of it. */
    migratedTemplate: DatabaseTarget;
  }
}

/**
 * The server tests' global set-up: one database migrated to the latest schema, which every
 * test app's database copies (`createMigratedTestDatabase`) instead of running every
 * migration again, file after file; dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const template = await createTestDatabase();
  const db = createDatabase(template.target);
  try {
    await migrateToLatest(db);
  } finally {
    // A PostgreSQL template must have no one connected while it is copied.
    await db.destroy();
  }
  project.provide('migratedTemplate', template.target);
  return () => template.drop();
}
