import { clubApplicationSchema, type ClubApplicationBody } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { columnsHolding, sqliteFilesHolding } from '#test/helpers/find-text.js';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';

/** What a club's application says about the person who sent it, signed in. */
const application = (clubName: string): ClubApplicationBody => ({
  clubName,
  address: 'Calle del Puerto 7',
  area: 'Bilbao',
  sports: ['padel'],
  courts: 4,
  message: 'Ask for Eulalia Trevanion after six.',
  contactName: 'Eulalia Trevanion',
  contactPhone: '+34644271385',
  contactEmail: 'eulalia.trevanion@example.test',
});

const approval = {
  name: 'Padel Puerto',
  address: 'Calle del Puerto 7, Bilbao',
  latitude: 43.26,
  longitude: -2.93,
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  court: { name: 'Pista 1', type: 'padel', capacity: 4, courtType: 'indoor', price: 2200 },
};

describe("an applicant's club applications when their account is closed", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await aUser(ctx, 'admin', 'Ada');
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: bearer(token) });
  async function submit(token: string, clubName: string) {
    const res = await call('POST', '/api/user/club-applications', token, application(clubName));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const read = async (id: string) =>
    clubApplicationSchema.parse(
      (await call('GET', `/api/admin/club-applications/${id}`, admin.token)).json(),
    );
  const auditRows = () =>
    ctx.db
      .selectFrom('admin_audit')
      .select(['action', 'actor_id', 'subject_id', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('exports them, then keeps each one and its decision without the applicant, and the audit log without their details', async () => {
    const applicant = await registerPlayer(ctx.app, {
      username: 'leaving_applicant',
      phone: '+34633812904',
      Name: 'Eulalia',
    });
    const declined = await submit(applicant.token, 'Padel Norte');
    const approved = await submit(applicant.token, 'Padel Puerto');
    const pending = await submit(applicant.token, 'Padel Sur');
    const decline = `/api/admin/club-applications/${declined}/decline`;
    expect((await call('POST', decline, admin.token, { reason: 'No courts yet' })).statusCode).toBe(
      200,
    );
    const approve = `/api/admin/club-applications/${approved}/approve`;
    const opened = await call('POST', approve, admin.token, approval);
    expect(opened.statusCode, opened.body).toBe(201);
    // The applicant owns the club now: an owner leaves once the club is handed over.
    const clubId = opened.json<{ club: { id: string } }>().club.id;
    const next = await registerPlayer(ctx.app);
    const handOver = await call('PUT', `/api/admin/clubs/${clubId}/owner`, admin.token, {
      owner: { kind: 'existing', identifier: next.username },
    });
    expect(handOver.statusCode, handOver.body).toBe(200);
    const { token } = await loginAs(ctx.app, 'leaving_applicant', 'secret-pass-1');

    const exported = await call('GET', '/api/user/me/export', token);
    expect(exported.statusCode).toBe(200);
    const sent = exported.json<{ clubApplications: Array<{ id: string }> }>().clubApplications;
    expect(sent.map((item) => item.id).sort()).toEqual([declined, approved, pending].sort());
    expect(sent.find((item) => item.id === declined)).toMatchObject({
      clubName: 'Padel Norte',
      contactName: 'Eulalia Trevanion',
      contactEmail: 'eulalia.trevanion@example.test',
      state: 'declined',
      declineReason: 'No courts yet',
    });

    const traces = [
      'Eulalia',
      'Trevanion',
      '644271385',
      '633812904',
      'eulalia.trevanion',
      'leaving_applicant',
    ];
    for (const trace of traces) expect(await columnsHolding(ctx.db, trace), trace).not.toEqual([]);
    // The log's copies of the applications and of the club's owner name and reach them.
    for (const trace of traces.filter((trace) => trace !== '633812904'))
      expect(await columnsHolding(ctx.db, trace), trace).toEqual(
        expect.arrayContaining(['admin_audit.before_json', 'admin_audit.after_json']),
      );
    const logged = await auditRows();

    expect((await call('DELETE', '/api/user/me', token)).statusCode).toBe(204);

    for (const trace of traces) {
      expect(await columnsHolding(ctx.db, trace), trace).toEqual([]);
      expect(sqliteFilesHolding(ctx.target, trace), trace).toEqual([]);
    }
    // The audit log keeps every action, who did it and when.
    expect(await auditRows()).toEqual(logged);
    // The admin still sees each application, its club and its decision; a pending one is
    // declined, as nobody is left to open the club for.
    const blank = { contactName: '', contactPhone: '', contactEmail: '', message: '' };
    expect(await read(declined)).toMatchObject({
      ...blank,
      clubName: 'Padel Norte',
      state: 'declined',
      declineReason: 'No courts yet',
    });
    expect(await read(approved)).toMatchObject({ ...blank, state: 'approved', clubId });
    expect(await read(pending)).toMatchObject({ ...blank, state: 'declined', declineReason: null });
    expect((await read(pending)).decidedAt).not.toBeNull();
    const late = await call(
      'POST',
      `/api/admin/club-applications/${pending}/approve`,
      admin.token,
      approval,
    );
    expect(late.statusCode).toBe(409);
  });
});
