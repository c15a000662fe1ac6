import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

/** The import-rule messages lint gives `source` as if it were the file at `file`. */
async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'courtside/server-layers'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}
const importing = (path: string) =>
  path.startsWith('import(')
    ? `const { value } = await ${path};`
    : `import { value } from '${path}';`;
/** An `import()` of `path`, which lint must judge as it judges a static import. */
const later = (path: string) => `import('${path}')`;

// Each row: the importing file, what it imports, and the words of the refusal (or null).
const cases: Array<[file: string, imported: string, refusal: string | null]> = [
  // The platform imports no feature, by alias or relative path, at any depth.
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '#server/modules/bookings/bookings.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '../bookings/bookings.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/court-time/reads/day.ts',
    '../../matches/matches.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/clubs/clubs.service.ts',
    '#server/modules/reports/reports.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/users/users.service.ts',
    '#server/modules/account/account.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/notifications/feed.ts',
    '#server/modules/activities/activities.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/uploads/uploads.service.ts',
    '../profile/profile.service.js',
    'platform module',
  ],
  // ... however the path is spelled: climbing to src/ and back, through `import()`, from a
  // folder three levels deep, or through the alias and back.
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '../../modules/bookings/bookings.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/payments/payments.service.ts',
    later('#server/modules/bookings/bookings.service.js'),
    'platform module',
  ],
  [
    'apps/server/src/modules/court-time/reads/day/first.ts',
    '../../../matches/matches.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '#server/modules/../modules/bookings/bookings.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/bookings/bookings.service.ts',
    '#server/modules/../modules/payments/payments.repo.js',
    'service.ts',
  ],
  [
    'apps/server/src/modules/bookings/place-booking/steps/pay.ts',
    '../../../payments/payments.repo.js',
    'service.ts',
  ],
  // Seats sells seats for activities and nights, and knows neither.
  [
    'apps/server/src/modules/seats/take-seat.ts',
    '#server/modules/matches/matches.service.js',
    'platform module',
  ],
  [
    'apps/server/src/modules/seats/take-seat.ts',
    '../activities/activities.service.js',
    'platform module',
  ],
  // ... but the platform's own services, and features using the platform, are fine.
  [
    'apps/server/src/modules/clubs/clubs.service.ts',
    '#server/modules/uploads/uploads.service.js',
    null,
  ],
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '../notifications/notifications.service.js',
    null,
  ],
  [
    'apps/server/src/modules/bookings/bookings.service.ts',
    '#server/modules/payments/payments.service.js',
    null,
  ],
  // Every module still reaches another only through its service file.
  [
    'apps/server/src/modules/bookings/bookings.service.ts',
    '#server/modules/payments/payments.repo.js',
    'service.ts',
  ],
  [
    'apps/server/src/modules/payments/payments.service.ts',
    '../court-time/court-time.repo.js',
    'service.ts',
  ],
  // lib/ imports no service wiring, module, db or plugin.
  ['apps/server/src/lib/http.ts', '#server/services.js', 'bottom layer'],
  ['apps/server/src/lib/http.ts', '../services.js', 'bottom layer'],
  ['apps/server/src/lib/http.ts', '#server/routes-plugin.js', 'bottom layer'],
  ['apps/server/src/lib/clock.ts', '#server/modules/users/users.service.js', 'bottom layer'],
  ['apps/server/src/lib/clock.ts', '#server/db/database.js', 'bottom layer'],
  ['apps/server/src/lib/messages/translate.ts', '../../db/transaction.js', 'bottom layer'],
  ['apps/server/src/lib/messages/translate.ts', './catalogue.js', null],
  ['apps/server/src/lib/http.ts', later('#server/app.js'), 'bottom layer'],
  ['apps/server/src/lib/http.ts', later('../config.js'), 'bottom layer'],
  ['apps/server/src/lib/http.ts', later('#server/sweeps.js'), 'bottom layer'],
  ['apps/server/src/lib/http.ts', later('#server/jobs/job-queue.js'), 'bottom layer'],
  ['apps/server/src/lib/http.ts', later('../services.js'), 'bottom layer'],
  ['apps/server/src/lib/messages/translate.ts', '../../app.js', 'bottom layer'],
  // db/ imports neither lib/ nor the modules.
  ['apps/server/src/db/reused-query.ts', '#server/lib/clock.js', 'storage below'],
  ['apps/server/src/db/reused-query.ts', '../lib/clock.js', 'storage below'],
  ['apps/server/src/db/migrations/010-next.ts', '../../lib/ids.js', 'storage below'],
  ['apps/server/src/db/migrate.ts', '#server/modules/clubs/clubs.service.js', 'storage below'],
  ['apps/server/src/db/migrations/010-next.ts', '../dialect-of.js', null],
  ['apps/server/src/db/dialect.ts', '#server/config.js', null],
  ['apps/server/src/db/dialect.ts', '#server/app.js', 'storage below'],
  ['apps/server/src/db/migrate.ts', later('../app.js'), 'storage below'],
  // The web's lib/ imports no component, feature or app file.
  ['apps/web/src/lib/checkout.ts', '@/components/alert-dialog', 'no component'],
  ['apps/web/src/lib/checkout.ts', '../components/alert-dialog', 'no component'],
  ['apps/web/src/lib/api/clubs.ts', '../../features/bookings/api/get-clubs', 'no component'],
  ['apps/web/src/lib/session.tsx', '@/app/router', 'no component'],
  ['apps/web/src/lib/checkout.ts', './alerts', null],
  // Web features import no other feature.
  [
    'apps/web/src/features/matches/routes/x.tsx',
    '@/features/bookings/api/get-clubs',
    'other features not at all',
  ],
];

describe('the layers lint holds', () => {
  it.each(cases)('%s importing %s', async (file, imported, refusal) => {
    const errors = await importErrors(file, importing(imported));
    if (refusal === null) expect(errors).toEqual([]);
    else expect(errors.join('\n')).toContain(refusal);
  });
});
