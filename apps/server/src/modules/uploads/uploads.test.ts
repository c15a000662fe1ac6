import Fastify from 'fastify';
import sharp from 'sharp';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '#server/plugins/errors.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import {
  aPicture,
  asFile,
  multipartBody,
  notAPicture,
  sixMegabytes,
  svgPicture,
} from '#test/helpers/multipart.js';
import {
  acceptMultipartForms,
  createLocalStorage,
  createUploads,
  readMultipartForm,
  sniffImage,
} from './uploads.service.js';

describe('uploaded pictures', () => {
  const folder = mkdtempSync(join(tmpdir(), 'courtside-uploads-'));
  const storage = createLocalStorage(folder);
  const uploads = createUploads({ storage });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('knows JPEG, PNG and WebP by their bytes, whatever they are called', async () => {
    expect(sniffImage(await aPicture('jpeg'))).toBe('jpeg');
    expect(sniffImage(await aPicture('png'))).toBe('png');
    expect(sniffImage(await aPicture('webp'))).toBe('webp');
    expect(sniffImage(svgPicture)).toBeNull();
    expect(sniffImage(notAPicture)).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('re-encodes a picture as WebP with a square thumbnail, kept in the folder', async () => {
    const saved = await uploads.saveImage('profile', await aPicture('png', 2400, 1200));
    expect(saved.url).toMatch(/^\/api\/uploads\/profile\/[0-9a-f-]+\.webp$/);
    expect(saved.thumbnailUrl).toBe(saved.url.replace('.webp', '-thumb.webp'));
    expect(uploads.thumbnailOf(saved.url)).toBe(saved.thumbnailUrl);
    expect(readdirSync(join(folder, 'profile'))).toHaveLength(2);

    const full = await uploads.read(saved.url.replace('/api/uploads/', ''));
    const fullMeta = await sharp(full!).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await uploads.read(saved.thumbnailUrl.replace('/api/uploads/', ''));
    expect(await sharp(thumb!).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });
  });

  it('removes a picture and its thumbnail, and leaves other addresses alone', async () => {
    const saved = await uploads.saveImage('court', await aPicture('jpeg'));
    await uploads.removeImage(saved.url);
    expect(readdirSync(join(folder, 'court'))).toHaveLength(0);
    await expect(uploads.removeImage('https://example.com/a.png')).resolves.toBeUndefined();
    await expect(uploads.removeImage(null)).resolves.toBeUndefined();
  });

  it('refuses an empty file, anything not a picture, a broken picture and 6 MB', async () => {
    await expect(uploads.saveImage('profile', Buffer.alloc(0))).rejects.toMatchObject({
      statusCode: 400,
    });
    for (const bytes of [svgPicture, notAPicture])
      await expect(uploads.saveImage('profile', bytes)).rejects.toMatchObject({ statusCode: 415 });
    const broken = (await aPicture('jpeg')).subarray(0, 200);
    await expect(uploads.saveImage('profile', broken)).rejects.toMatchObject({ statusCode: 415 });
    await expect(uploads.saveImage('profile', sixMegabytes())).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('refuses a picture of more than 25 million pixels before decoding it', async () => {
    // A 7000 x 7000 PNG of one colour is a small file claiming a canvas of 49 million pixels.
    const huge = await aPicture('png', 7000, 7000);
    expect(huge.length).toBeLessThan(1024 * 1024);
    await expect(uploads.saveImage('profile', huge)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('decodes two pictures at once, lets four wait, and asks the rest to come back (503)', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 9 }, () => aPicture('png', 4000, 3000)),
    );
    const results = await Promise.allSettled(
      pictures.map((bytes) => uploads.saveImage('profile', bytes)),
    );
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(6);
    expect(refused).toHaveLength(3);
    for (const reason of refused)
      expect(reason).toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
    // The line empties: a picture sent now is taken.
    await expect(uploads.saveImage('profile', pictures[0]!)).resolves.toMatchObject({
      url: expect.any(String),
    });
  });

  it('never reads outside its folder', async () => {
    expect(await uploads.read('../etc/passwd')).toBeNull();
    expect(await uploads.read('profile/../../x.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('multipart forms', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app);
    await acceptMultipartForms(app);
    app.post('/form', async (request) => {
      const form = await readMultipartForm(request, 'photo');
      return { fields: form.fields, size: form.file?.bytes.length ?? null };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads the text fields and the one file', async () => {
    const picture = await aPicture();
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipartBody({ firstName: 'Ana', photo: asFile(picture) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { firstName: 'Ana' }, size: picture.length });
  });

  it('stops a file over 5 MB with a 413 and refuses a body that is not multipart', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipartBody({ photo: asFile(sixMegabytes()) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const json = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a second file or a file under another name', async () => {
    const picture = await aPicture();
    const other = await app.inject({
      method: 'POST',
      url: '/form',
      ...multipartBody({ avatar: asFile(picture) }),
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('serving uploaded pictures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves a saved picture to anyone, as a WebP kept by browsers', async () => {
    const saved = await ctx.app.services.uploads.saveImage('profile', await aPicture());
    const res = await ctx.app.inject({ method: 'GET', url: saved.thumbnailUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(sniffImage(res.rawPayload)).toBe('webp');
  });

  it('answers 404 for a missing picture and 400 for a name outside the pattern', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/uploads/profile/00000000-0000-0000-0000-000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
    const odd = await ctx.app.inject({ method: 'GET', url: '/api/uploads/profile/x.svg' });
    expect(odd.statusCode).toBe(400);
  });
});
