// `npm run backup [parent folder]` and `npm run restore <backup folder>`: copies the configured
// database (DATABASE_URL) and uploads folder (UPLOADS_DIR) while the app runs, or brings a copy
// back into an empty database once its manifest's signature (a key derived from JWT_SECRET)
// and every file's checksum are right. docs/going-live.md, "Backups".
import { resolve } from 'node:path';
import { createBackup } from './backups/backup.js';
import { restoreBackup } from './backups/restore.js';
import { loadConfig } from './config.js';

const [command, given] = process.argv.slice(2);
// Through npm, the command runs in apps/server: a folder given is read from where npm was run.
const fromCaller = (folder: string) => resolve(process.env.INIT_CWD ?? process.cwd(), folder);
const config = loadConfig();
const source = {
  database: config.database,
  uploadsDir: config.uploadsDir,
  secret: config.jwtSecret,
};

try {
  if (command === 'backup') {
    const folder = await createBackup(source, fromCaller(given ?? 'backups'));
    console.log(`Backed up to ${folder}`);
  } else if (command === 'restore' && given) {
    await restoreBackup(source, fromCaller(given));
    console.log(`Restored ${fromCaller(given)}`);
  } else {
    console.error('Use: backup [parent folder] | restore <backup folder>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
