import type { Profile } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { systemClock } from '#server/lib/clock.js';
import { createDatabaseStorage, sniffImage } from '#server/modules/uploads/uploads.service.js';
import { aClubWithCourt, aUser, type TestUser } from './helpers/builders.js';
import { aPicture, asFile, multipartBody } from './helpers/multipart.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/**
 * UPLOADS_STORAGE=database: two server processes on one database, with no folder in common,
 * each serve the pictures the other received, and a replaced picture leaves no row behind.
 */
describe(`uploaded pictures kept in the database, ${testDialect}`, () => {
  let ctx: TestContext;
  const apps: FastifyInstance[] = [];
  let owner: TestUser;
  let courtId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    for (let index = 0; index < 2; index++) {
      const app = await buildApp({
        db: ctx.db,
        jwtSecret: ctx.jwtSecret,
        logLevel: 'silent',
        holdSweepMs: 0,
        paymentsSandbox: true,
        uploadStorage: createDatabaseStorage(ctx.db, systemClock),
      });
      await app.ready();
      apps.push(app);
    }
    const club = await aClubWithCourt({ app: apps[0]!, db: ctx.db });
    owner = club.owner;
    courtId = club.court.courtId;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await ctx.close();
  });

  const send =
    (app: FastifyInstance, method: 'PUT' | 'POST', url: string, token: string) =>
    async (picture: Buffer) => {
      const { payload, headers } = multipartBody({ photo: asFile(picture) });
      return app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
    };
  const serve = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
  const storedKeys = async () =>
    (await ctx.db.selectFrom('upload_blobs').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );

  it('serves a court photo from the process that did not receive it', async () => {
    const res = await send(
      apps[0]!,
      'PUT',
      `/api/owner/court/${courtId}/photo`,
      owner.token,
    )(await aPicture('jpeg'));
    expect(res.statusCode).toBe(200);
    const photo = res.json<{ photo: string }>().photo;
    const served = await serve(apps[1]!, photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(sniffImage(served.rawPayload)).toBe('webp');
    const key = photo.replace('/api/uploads/', '');
    expect(await storedKeys()).toEqual(
      expect.arrayContaining([key, key.replace('.webp', '-thumb.webp')]),
    );
  });

  it('replaces a profile photo on one process and drops the old one for both', async () => {
    const player = await aUser({ app: apps[0]!, db: ctx.db }, 'player', 'Nour');
    const first = await send(apps[0]!, 'POST', '/api/user/me', player.token)(await aPicture('png'));
    expect(first.statusCode).toBe(200);
    const before = first.json<Profile>();
    expect((await serve(apps[1]!, before.photoThumbnail!)).statusCode).toBe(200);

    const second = await send(
      apps[1]!,
      'POST',
      '/api/user/me',
      player.token,
    )(await aPicture('jpeg'));
    expect(second.statusCode).toBe(200);
    const after = second.json<Profile>();
    for (const app of apps) {
      expect((await serve(app, before.photo!)).statusCode).toBe(404);
      expect((await serve(app, before.photoThumbnail!)).statusCode).toBe(404);
      expect((await serve(app, after.photo!)).statusCode).toBe(200);
    }
    const keys = await storedKeys();
    expect(keys).not.toContain(before.photo!.replace('/api/uploads/', ''));
    expect(keys).toContain(after.photoThumbnail!.replace('/api/uploads/', ''));
  });

  it('answers 404 on every process for a picture nobody stored', async () => {
    const missing = `/api/uploads/court/${randomBytes(8).toString('hex')}.webp`;
    for (const app of apps) expect((await serve(app, missing)).statusCode).toBe(404);
  });
});
