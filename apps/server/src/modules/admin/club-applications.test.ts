import {
  adminClubChangeSchema,
  auditPageSchema,
  clubApplicationPageSchema,
  clubApplicationSchema,
  notificationPageSchema,
  type ApproveApplicationBody,
  type ClubApplicationBody,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { startMailCatcher, type MailCatcher } from '#test/helpers/mail-catcher.js';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { createSmtpSender } from '#server/modules/messaging/messaging.service.js';

let sequence = 0;
const unique = () => `${process.pid % 1000}${(sequence += 1)}`.padStart(6, '0');

const application = (overrides: Partial<ClubApplicationBody> = {}): ClubApplicationBody => ({
  clubName: `Padel Norte ${unique()}`,
  address: 'Calle del Puerto 7',
  area: 'Bilbao',
  sports: ['padel'],
  courts: 4,
  message: 'Four indoor courts, open since 2019.',
  contactName: 'Nerea',
  contactPhone: `+34 622 ${unique()}`,
  contactEmail: `nerea${unique()}@example.test`,
  ...overrides,
});

const approval = (overrides: Partial<ApproveApplicationBody> = {}): ApproveApplicationBody => ({
  name: 'Padel Norte',
  address: 'Calle del Puerto 7, Bilbao',
  latitude: 43.26,
  longitude: -2.93,
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  court: { name: 'Pista 1', type: 'padel', capacity: 4, courtType: 'indoor', price: 2200 },
  ...overrides,
});

describe('club applications ("List your club")', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let mail: MailCatcher;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': 'es' },
    });

  async function submit(body: ClubApplicationBody, token?: string) {
    const url = token ? '/api/user/club-applications' : '/api/club-applications';
    const res = await call('POST', url, token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; state: string }>().id;
  }

  const auditOf = async (subjectId: string) =>
    auditPageSchema
      .parse((await call('GET', '/api/admin/audit?limit=50', admin.token)).json())
      .items.filter((entry) => entry.subjectId === subjectId);

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestContext({
      publicUrl: 'https://courts.example',
      mail: createSmtpSender(mail.url, 'Courtside <no-reply@courtside.test>'),
    });
    admin = await aUser(ctx, 'admin', 'Ada');
  });
  afterAll(async () => {
    await ctx.close();
    await mail.close();
  });

  it('takes an application signed out and lists it for the admin, pending', async () => {
    const body = application();
    const id = await submit(body);
    const page = clubApplicationPageSchema.parse(
      (await call('GET', '/api/admin/club-applications?limit=50', admin.token)).json(),
    );
    expect(page.items.find((item) => item.id === id)).toMatchObject({
      clubName: body.clubName,
      area: 'Bilbao',
      sports: ['padel'],
      courts: 4,
      contactEmail: body.contactEmail,
      applicant: null,
      state: 'pending',
      clubId: null,
    });
  });

  it('refuses an application without a sport, with a bad e-mail or no courts', async () => {
    const res = await call(
      'POST',
      '/api/club-applications',
      undefined,
      application({ sports: [], contactEmail: 'not-an-address', courts: 0 }),
    );
    expect(res.statusCode).toBe(400);
    for (const field of ['sports', 'contactEmail', 'courts']) expect(res.body).toContain(field);
  });

  it('lets only admins read and decide applications', async () => {
    const id = await submit(application());
    const player = await registerPlayer(ctx.app);
    const { token: ownerToken } = await aUser(ctx, 'owner');
    for (const token of [player.token, ownerToken]) {
      expect((await call('GET', '/api/admin/club-applications', token)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/club-applications/${id}`, token)).statusCode).toBe(403);
      const approve = `/api/admin/club-applications/${id}/approve`;
      expect((await call('POST', approve, token, approval())).statusCode).toBe(403);
      const decline = `/api/admin/club-applications/${id}/decline`;
      expect((await call('POST', decline, token, { reason: 'no' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/club-applications')).statusCode).toBe(401);
  });

  it('approves a signed-out application: the club opens with the applicant invited as its owner, by e-mail', async () => {
    const body = application();
    const id = await submit(body);
    const since = mail.received.length;
    const username = `nerea${unique()}`;
    const res = await call(
      'POST',
      `/api/admin/club-applications/${id}/approve`,
      admin.token,
      approval({ username }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const change = adminClubChangeSchema
      .extend({ application: clubApplicationSchema })
      .parse(res.json());
    expect(change.club).toMatchObject({ name: 'Padel Norte', courts: 1, sports: ['padel'] });
    expect(change.club.owner).toMatchObject({ name: 'Nerea', username, invited: true });
    expect(change.application).toMatchObject({ state: 'approved', clubId: change.club.id });
    const link = change.invitation!.url;
    expect(link).toMatch(/^https:\/\/courts\.example\/invitation\//);

    // The applicant is written to in the language they applied in, with their link.
    const sent = await mail.nextTo(body.contactEmail, since);
    expect(sent.subject).toContain('Padel Norte');
    expect(sent.text).toContain('aprobada');
    expect(sent.text).toContain(link);

    // The link sets the password, and the applicant signs in as the club's owner.
    const token = link.split('/invitation/')[1]!;
    const accepted = await call('POST', `/api/auth/invitation/${token}`, undefined, {
      password: 'nerea-pass-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await loginAs(ctx.app, username, 'nerea-pass-1')).role).toBe('owner');

    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['application.approve']);
    expect((await auditOf(change.club.id)).map((entry) => entry.action)).toEqual(['club.create']);
  });

  it('approves a signed-in application: the applicant becomes the owner and is notified in the app', async () => {
    const player = await registerPlayer(ctx.app);
    const body = application();
    const id = await submit(body, player.token);
    const read = await call('GET', `/api/admin/club-applications/${id}`, admin.token);
    expect(read.json().applicant).toEqual({ id: player.id, username: player.username });

    const res = await call(
      'POST',
      `/api/admin/club-applications/${id}/approve`,
      admin.token,
      approval(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invitation: null, club: { owner: { id: player.id } } });

    const owner = await loginAs(ctx.app, player.username!, 'secret-pass-1');
    expect(owner.role).toBe('owner');
    const feed = notificationPageSchema.parse(
      (await call('GET', '/api/user/me/notifications', owner.token)).json(),
    );
    expect(feed.items[0]).toMatchObject({
      kind: 'club_application_approved',
      facts: { club: body.clubName },
    });
    const sent = await mail.nextTo(body.contactEmail);
    expect(sent.text).not.toContain('/invitation/');

    // Decided once: a second decision is refused and leaves no trace.
    const again = await call('POST', `/api/admin/club-applications/${id}/decline`, admin.token, {
      reason: 'Too late',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_DECIDED');
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('asks for a username to invite a signed-out applicant, and opens nothing without one', async () => {
    const id = await submit(application());
    const res = await call(
      'POST',
      `/api/admin/club-applications/${id}/approve`,
      admin.token,
      approval(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('username');
    const read = await call('GET', `/api/admin/club-applications/${id}`, admin.token);
    expect(read.json()).toMatchObject({ state: 'pending', clubId: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('declines with a reason: the applicant is told by e-mail and in the app, and the log keeps it', async () => {
    const player = await registerPlayer(ctx.app);
    const body = application();
    const id = await submit(body, player.token);
    const since = mail.received.length;
    const res = await call('POST', `/api/admin/club-applications/${id}/decline`, admin.token, {
      reason: 'We could not reach the club',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'declined',
      declineReason: 'We could not reach the club',
      clubId: null,
    });
    const sent = await mail.nextTo(body.contactEmail, since);
    expect(sent.text).toContain('We could not reach the club');
    expect(sent.text).toContain('rechazada');
    const feed = notificationPageSchema.parse(
      (await call('GET', '/api/user/me/notifications', player.token)).json(),
    );
    expect(feed.items[0]).toMatchObject({
      kind: 'club_application_declined',
      facts: { club: body.clubName, reason: 'We could not reach the club' },
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'application.decline', actor: { id: admin.id } });
    expect(JSON.parse(entry!.before!)).toMatchObject({ state: 'pending' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ state: 'declined' });
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await call('GET', '/api/admin/club-applications/nothing-here', admin.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('the application form is limited per address like signing up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ limits: { signUpPerMinute: { max: 2, timeWindow: 60_000 } } });
  });
  afterAll(() => ctx.close());

  it('answers 429 past the limit', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/club-applications',
        payload: application(),
        remoteAddress: '198.51.100.77',
      });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
