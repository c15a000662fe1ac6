import { profileSchema, type Profile } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.js';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import {
  aPicture,
  asFile,
  multipartBody,
  notAPicture,
  sixMegabytes,
  svgPicture,
  type FilePart,
} from '#test/helpers/multipart.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('profile', () => {
  let ctx: TestContext;
  let player: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    player = await aUser(ctx, 'player', 'Lina');
  });
  afterAll(() => ctx.close());

  const me = (user: TestUser) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(user.token) });
  const save = (user: TestUser, fields: Record<string, string | FilePart>) => {
    const { payload, headers } = multipartBody(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
  };
  const storedFiles = async (url: string | null) =>
    url ? ctx.app.services.uploads.read(url.replace('/api/uploads/', '')) : null;

  it('answers the profile with its counters', async () => {
    const res = await me(player);
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: player.id,
      firstName: 'Lina',
      photo: null,
      photoThumbnail: null,
      padelCreated: 0,
      padelPlayed: 0,
      FootballChampionCreated: 0,
      FootballChampionPlayed: 0,
    });
  });

  it('saves only the fields sent, ignoring empty ones', async () => {
    const res = await save(player, {
      lastName: 'Haddad',
      Phone: '+34 611 222 333',
      gender: 'F',
      birthdate: '1995-04-12',
      adress: 'Calle Mayor 1',
      padelLevel: '3.25',
      padelSide: 'left',
      batBrand: 'Bullpadel',
      FootballteamName: '',
      RankID: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      firstName: 'Lina',
      lastName: 'Haddad',
      Phone: '+34611222333',
      gender: 'F',
      birthdate: '1995-04-12',
      adress: 'Calle Mayor 1',
      padel: { padelLevel: 3.25, padelSide: 'left', batBrand: 'Bullpadel', RankID: null },
    });
    const again = await save(player, { FootballteamName: 'Los Rápidos' });
    expect(again.json<Profile>()).toMatchObject({
      lastName: 'Haddad',
      padel: { padelLevel: 3.25, FootballteamName: 'Los Rápidos' },
    });
  });

  it('refuses invalid fields, unknown fields and a phone another account has', async () => {
    const bad = await save(player, { padelLevel: '7', gender: 'X', birthdate: '2999-01-01' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ details: Array<{ field: string }> }>().details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['padelLevel', 'gender', 'birthdate']));
    expect((await save(player, { role: 'owner' })).statusCode).toBe(400);

    const other = await aUser(ctx);
    await save(other, { Phone: '+34699000111' });
    const taken = await save(player, { Phone: '+34 699 000 111' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DUPLICATE', details: [{ field: 'Phone' }] });
  });

  it('takes a number however it is spelled as the same number, and refuses it to another', async () => {
    const holder = await aUser(ctx);
    const taker = await aUser(ctx);
    expect((await save(holder, { Phone: '+34 622 300 044' })).statusCode).toBe(200);
    for (const spelling of ['+34622300044', '0034 622-30-00-44', '+34 (622) 300 044']) {
      const res = await save(taker, { Phone: spelling });
      expect(res.statusCode, spelling).toBe(409);
    }
  });
  it('keeps a photo re-encoded with a thumbnail, and removes the old one on replace', async () => {
    const first = await save(player, {
      photo: asFile(await aPicture('png'), 'me.png', 'image/png'),
    });
    expect(first.statusCode).toBe(200);
    const before = first.json<Profile>();
    expect(before.photo).toMatch(/^\/api\/uploads\/profile\/.+\.webp$/);
    expect(before.photoThumbnail).toMatch(/-thumb\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: before.photoThumbnail! });
    expect(served.statusCode).toBe(200);

    const second = await save(player, { photo: asFile(await aPicture('jpeg')) });
    const after = second.json<Profile>();
    expect(after.photo).not.toBe(before.photo);
    expect(await storedFiles(before.photo)).toBeNull();
    expect(await storedFiles(before.photoThumbnail)).toBeNull();
    expect(await storedFiles(after.photo)).not.toBeNull();
  });

  it('leaves no picture behind when two replacements race', async () => {
    const racer = await aUser(ctx, 'player', 'Rafa');
    const pictures = [await aPicture('jpeg'), await aPicture('png', 640, 480)];
    for (let pair = 0; pair < 10; pair++) {
      const answers = await Promise.all(
        pictures.map((bytes, index) => save(racer, { photo: asFile(bytes, `p${index}.png`) })),
      );
      const kept = (await me(racer)).json<Profile>().photo;
      const written = answers.map((answer) => answer.json<Profile>().photo);
      for (const url of written)
        if (url !== kept) expect(await storedFiles(url), `pair ${pair}`).toBeNull();
      expect(await storedFiles(kept), `pair ${pair}`).not.toBeNull();
    }
  });

  it('refuses a photo that is not a JPEG, PNG or WebP, is empty or weighs 6 MB', async () => {
    const photoBefore = (await me(player)).json<Profile>().photo;
    const cases: Array<[FilePart, number]> = [
      [asFile(notAPicture, 'holiday.jpg'), 415],
      [asFile(svgPicture, 'logo.svg', 'image/svg+xml'), 415],
      [asFile(svgPicture, 'logo.jpg', 'image/jpeg'), 415],
      [asFile(Buffer.alloc(0), 'empty.jpg'), 400],
      [asFile(sixMegabytes(), 'big.jpg'), 413],
    ];
    for (const [file, status] of cases) {
      const res = await save(player, { firstName: 'Changed', photo: file });
      expect(res.statusCode, file.filename).toBe(status);
      expect(res.json<{ message: string }>().message, file.filename).toMatch(/photo/i);
    }
    const after = (await me(player)).json<Profile>();
    expect(after.photo).toBe(photoBefore);
    expect(after.firstName).toBe('Lina');
  });

  it('refuses a body that is not a multipart form, and anonymous callers', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload: { firstName: 'X' },
      headers: bearer(player.token),
    });
    expect(json.statusCode).toBe(415);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const { payload, headers } = multipartBody({ firstName: 'X' });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the bat brands in their order', async () => {
    for (const [index, name] of ['Nox', 'Adidas'].entries())
      await ctx.db
        .insertInto('bat_brands')
        .values({ id: newId(), name, position: index + 1 })
        .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/bat/all',
      headers: bearer(player.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Array<{ name: string }>>().map((b) => b.name)).toEqual(['Nox', 'Adidas']);
  });
});
