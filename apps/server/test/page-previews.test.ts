import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aPadelPlayer, type TestClubWithCourts } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { api as matchApi, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

const zone = 'Asia/Riyadh';
const page = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta
      name="description"
      content="Book padel and football courts, join matches and championships."
    />
    <title>Courtside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The meta tags of a page, by property or name. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g,
  ))
    tags[key!] = content!;
  return tags;
}

describe('the preview of a shared link', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  let ctx: TestContext;
  let club: TestClubWithCourts;
  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), page);
    ctx = await createTestContext({ webRoot });
    club = await aClub(ctx, {
      name: 'Club <Riyadh> & "Padel"',
      timeZone: zone,
      courts: [
        { name: 'Padel 1', sport: 'padel' },
        { name: 'Five A', sport: 'football', capacity: 5 },
      ],
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const open = (path: string, language = 'en') =>
    ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-language': language } });

  it("shows a public match's club, time and free seats to anyone with the link, escaped", async () => {
    const organizer = await aPadelPlayer(ctx);
    const created = await matchApi(ctx.app, organizer.token).create(
      matchForm(club.clubId, matchStart(5, 19, zone), { reservedSeats: 1 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    const res = await open(`/user/find-match/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = metaOf(res.body);
    expect(meta['og:title']).toBe('Padel match at Club &lt;Riyadh&gt; &amp; &quot;Padel&quot;');
    // The organizer and a reserved seat: two of four left, at 19:00 on the club's clock.
    expect(meta['og:description']).toMatch(/19:00 · 2 places left$/);
    expect(meta.description).toBe(meta['og:description']);
    expect(res.body).toContain('<title>Padel match at Club &lt;Riyadh&gt;');
    expect(res.body).not.toContain('<Riyadh>');

    const spanish = metaOf((await open(`/user/find-match/${id}`, 'es')).body);
    expect(spanish['og:title']).toMatch(/^Partido de pádel en /);
    expect(spanish['og:description']).toMatch(/Quedan 2 plazas$/);
    const arabic = metaOf((await open(`/user/find-match/${id}`, 'ar')).body);
    expect(arabic['og:title']).toMatch(/^مباراة بادل في /);
  });

  it('shows nothing of a match for starred players, a cancelled one, or an unknown one', async () => {
    const organizer = await aPadelPlayer(ctx);
    const starred = await matchApi(ctx.app, organizer.token).create(
      matchForm(club.clubId, matchStart(6, 10, zone), { privacy: 'favorite' }),
    );
    const cancelled = await matchApi(ctx.app, organizer.token).create(
      matchForm(club.clubId, matchStart(6, 12, zone)),
    );
    const cancelledId = cancelled.json<{ id: string }>().id;
    expect((await matchApi(ctx.app, organizer.token).cancel(cancelledId)).statusCode).toBe(204);
    for (const id of [
      starred.json<{ id: string }>().id,
      cancelledId,
      '00000000-0000-4000-8000-000000000404',
    ]) {
      const res = await open(`/user/find-match/${id}`);
      expect(res.statusCode).toBe(200);
      expect(metaOf(res.body)['og:title']).toBeUndefined();
      expect(res.body).toContain('<title>Courtside</title>');
    }
  });

  it('shows a night with its places', async () => {
    const date = clubDateIn(8, zone);
    const night = await callAs(ctx.app, club.owner, 'POST', '/user/social', {
      club: club.clubId,
      format: 'americano',
      date,
      fromH: 19,
      fromM: 0,
      toH: 21,
      toM: 0,
      courts: [club.courts[0]!.courtId],
      players: 4,
      pointsPerGame: 24,
      price: 1500,
    });
    expect(night.status).toBe(201);
    const nightMeta = metaOf((await open(`/user/socials/${night.body.id}`)).body);
    expect(nightMeta['og:title']).toBe(
      'Padel night at Club &lt;Riyadh&gt; &amp; &quot;Padel&quot;',
    );
    expect(nightMeta['og:description']).toMatch(/19:00 · 4 places left$/);
  });

  it('shows a championship by its name and club, with its places while it takes entries', async () => {
    const football = club.courts[1]!;
    const id = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(football, { days: 9 }, { name: 'Liga <Invierno>', participantsNumber: 6 }),
    );
    const player = await aPlayerBorn(ctx, '2000-01-01', 200);
    const requestId = (await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).body.id;
    await callAs(ctx.app, club.owner, 'PATCH', `/user/champion-request/${requestId}/confirm`);
    const paid = await callAs(
      ctx.app,
      player,
      'POST',
      `/user/champion-request/${requestId}/payment/coins`,
    );
    expect(paid.status).toBe(201);

    const meta = metaOf((await open(`/user/champion/${id}`)).body);
    expect(meta['og:title']).toBe(
      'Liga &lt;Invierno&gt; at Club &lt;Riyadh&gt; &amp; &quot;Padel&quot;',
    );
    expect(meta['og:description']).toMatch(/10:00 · 5 places left$/);
    const spanish = metaOf((await open(`/user/champion/${id}`, 'es')).body);
    expect(spanish['og:title']).toMatch(/^Liga &lt;Invierno&gt; en Club/);

    const unlimited = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(football, { days: 10 }, { participantsNumber: undefined }),
    );
    // No limit, so no count: only when it starts.
    const unlimitedMeta = metaOf((await open(`/user/champion/${unlimited}`)).body);
    expect(unlimitedMeta['og:description']).toMatch(/10:00$/);
    expect((await open('/user/champion/payment')).body).toBe(page);
  });

  it('leaves every other page as it is', async () => {
    const res = await open('/user/menu');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
    expect((await open('/user/socials/payment')).body).toBe(page);
  });
});
