import { authResponseSchema, emailSettingsSchema, errorBodySchema } from '@courtside/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { codeIn, startMailCatcher, type MailCatcher } from '#test/helpers/mail-catcher.js';
import { startSmsRecorder } from '#test/helpers/sms-recorder.js';
import { multipartBody } from '#test/helpers/multipart.js';
import { movableClock } from '#test/helpers/tokens.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { aClubWithCourt } from '#test/helpers/builders.js';
import {
  createHttpSmsSender,
  createSmtpSender,
} from '#server/modules/messaging/messaging.service.js';

describe('recovering and changing a password', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let mail: MailCatcher;
  let sms: Awaited<ReturnType<typeof startSmsRecorder>>;
  let addressCount = 0;
  /** Each test asks from an address of its own, so per-address limits are its own. */
  const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

  beforeAll(async () => {
    [mail, sms] = await Promise.all([startMailCatcher(), startSmsRecorder()]);
    ctx = await createTestContext({
      clock,
      mail: createSmtpSender(mail.url, 'Courtside <no-reply@courtside.test>'),
      sms: createHttpSmsSender({
        apiUrl: sms.url,
        accountSid: 'AC-test',
        authToken: 'sms-token',
        from: '+15550000000',
      }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([mail.close(), sms.close()]);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const askCode = (identifier: string, address = freshAddress(), language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/code',
      payload: { identifier },
      headers: { 'accept-language': language },
      remoteAddress: address,
    });
  const reset = (identifier: string, code: string, password: string, address = freshAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { identifier, code, password },
      remoteAddress: address,
    });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const login = (phone: string, password: string) => post('/api/auth/login', { phone, password });

  /** A player whose e-mail is verified by the code sent to it. */
  async function playerWithEmail(email: string, language = 'en') {
    const player = await registerPlayer(ctx.app, { password: 'old-password-1' });
    const since = mail.received.length;
    const asked = await post(
      '/api/user/me/email/code',
      { email },
      {
        ...bearer(player.token),
        'accept-language': language,
      },
    );
    expect(asked.statusCode).toBe(202);
    const message = await mail.nextTo(email, since);
    const verified = await post(
      '/api/user/me/email/verify',
      { code: codeIn(message.text) },
      { ...bearer(player.token), 'accept-language': language },
    );
    expect(verified.statusCode).toBe(200);
    expect(emailSettingsSchema.parse(verified.json())).toEqual({
      email,
      verified: true,
      bookingEmails: true,
    });
    return { player, verificationMail: message };
  }

  it('a forgotten password comes back by a code e-mailed to the verified address, and every session ends', async () => {
    const { player } = await playerWithEmail('lucia@example.test');
    const otherDevice = authResponseSchema.parse(
      (await login(player.username, 'old-password-1')).json(),
    );
    const since = mail.received.length;
    const asked = await askCode(player.username);
    expect(asked.statusCode).toBe(202);
    const message = await mail.nextTo('lucia@example.test', since);
    expect(message.subject).toBe('Courtside: your password reset code');
    expect(message.text).toMatch(/works for 10 minutes/);

    const done = await reset(player.Phone ?? '', codeIn(message.text), 'new-password-2');
    expect(done.statusCode).toBe(204);
    for (const token of [player.token, otherDevice.token])
      expect((await me(token)).statusCode).toBe(401);
    expect((await login(player.username, 'old-password-1')).statusCode).toBe(401);
    expect((await login(player.username, 'new-password-2')).statusCode).toBe(200);
    // The code is used up.
    const again = await reset(player.username, codeIn(message.text), 'third-password-3');
    expect(again.statusCode).toBe(400);
  });

  it('sends the code by SMS to the phone of an account without a verified e-mail', async () => {
    const player = await registerPlayer(ctx.app, { phone: '+34 699 000 111' });
    const since = sms.requests.length;
    expect((await askCode('0034 699 000 111')).statusCode).toBe(202);
    const request = await sms.next(since);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC-test/Messages.json');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('AC-test:sms-token').toString('base64')}`,
    );
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form.To).toBe('+34699000111');
    expect(request.form.From).toBe('+15550000000');
    expect(request.form.Body).toMatch(/^Your Courtside code to set a new password is \d{6}\./);
    expect(
      (await reset(player.username, codeIn(request.form.Body ?? ''), 'sms-password-1')).statusCode,
    ).toBe(204);
  });

  it('answers as ever when the SMS API refuses, and says so in the log', async () => {
    const lines: string[] = [];
    const refusing = await createTestContext({
      logLevel: 'error',
      logStream: { write: (line) => lines.push(line) },
      sms: createHttpSmsSender({
        apiUrl: sms.url,
        accountSid: 'AC-test',
        authToken: 'bad',
        from: '+1555',
      }),
    });
    sms.state.status = 401;
    try {
      const player = await registerPlayer(refusing.app);
      const since = sms.requests.length;
      const asked = await refusing.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/code',
        payload: { identifier: player.username },
      });
      expect(asked.statusCode).toBe(202);
      await sms.next(since);
      await expect.poll(() => lines.join('\n')).toMatch(/a message could not be sent/);
      expect(lines.join('\n')).toMatch(/the SMS API answered 401/);
    } finally {
      sms.state.status = 201;
      await refusing.close();
    }
  });

  it('writes the message to the server log when no sender is configured', async () => {
    const lines: string[] = [];
    const quiet = await createTestContext({
      logLevel: 'warn',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const player = await registerPlayer(quiet.app, { password: 'old-password-1' });
      const asked = await quiet.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/code',
        payload: { identifier: player.username },
      });
      expect(asked.statusCode).toBe(202);
      await expect.poll(() => lines.join('\n')).toMatch(/set a new password is \d{6}/);
      const code = codeIn(lines.join('\n').match(/set a new password is (\d{6})/)?.[0] ?? '');
      const done = await quiet.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { identifier: player.username, code, password: 'from-the-log-1' },
      });
      expect(done.statusCode).toBe(204);
    } finally {
      await quiet.close();
    }
  });

  it('answers the same for an account that does not exist, and sends nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const [known, unknown] = [await askCode(player.username), await askCode('nobody_here_42')];
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    const refusedKnown = await reset(player.username, '000000', 'whatever-pass-1');
    const refusedUnknown = await reset('nobody_here_42', '000000', 'whatever-pass-1');
    expect(refusedUnknown.statusCode).toBe(400);
    expect(refusedUnknown.json()).toEqual(refusedKnown.json());
    expect(errorBodySchema.parse(refusedUnknown.json()).code).toBe('INVALID_CODE');
  });

  it('a code expires after 10 minutes', async () => {
    const { player } = await playerWithEmail('expiry@example.test');
    const since = mail.received.length;
    await askCode(player.username);
    const code = codeIn((await mail.nextTo('expiry@example.test', since)).text);
    clock.advance(10 * 60_000 + 1_000);
    expect((await reset(player.username, code, 'too-late-pass-1')).statusCode).toBe(400);
    expect((await login(player.username, 'old-password-1')).statusCode).toBe(200);
  });

  it('a code takes 5 tries: after 5 wrong ones the right one no longer opens', async () => {
    const { player } = await playerWithEmail('tries@example.test');
    const since = mail.received.length;
    await askCode(player.username);
    const code = codeIn((await mail.nextTo('tries@example.test', since)).text);
    const wrong = code === '123456' ? '654321' : '123456';
    const guesses = await Promise.all(
      Array.from({ length: 5 }, () => reset(player.username, wrong, 'guessed-pass-1')),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect((await reset(player.username, code, 'right-too-late-1')).statusCode).toBe(400);
    // A new code starts over.
    const next = mail.received.length;
    await askCode(player.username);
    const fresh = codeIn((await mail.nextTo('tries@example.test', next)).text);
    expect((await reset(player.username, fresh, 'right-in-time-1')).statusCode).toBe(204);
  });

  it('sends an account at most 3 codes an hour, answering as ever, and holds back a busy address', async () => {
    const { player } = await playerWithEmail('throttle@example.test');
    const since = mail.received.length;
    for (let i = 0; i < 5; i += 1) expect((await askCode(player.username)).statusCode).toBe(202);
    await mail.nextTo('throttle@example.test', since + 2);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(mail.received.slice(since).filter((m) => m.to === 'throttle@example.test')).toHaveLength(
      3,
    );

    const address = freshAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await askCode(`nobody_${i}`, address)).statusCode).toBe(202);
    const held = await askCode(player.username, address);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    const guesser = freshAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await reset(`nobody_${i}`, '111111', 'guessing-pass-1', guesser)).statusCode).toBe(
        400,
      );
    expect((await reset(player.username, '111111', 'guessing-pass-1', guesser)).statusCode).toBe(
      429,
    );

    clock.advance(60 * 60_000 + 1_000);
    expect((await askCode(player.username, address)).statusCode).toBe(202);
    await mail.nextTo('throttle@example.test', since + 3);
  });

  it('writes the e-mails in the language the person asked in', async () => {
    const { player, verificationMail } = await playerWithEmail('arabic@example.test', 'ar');
    expect(verificationMail.subject).toBe('Courtside: تحقق من بريدك الإلكتروني');
    const since = mail.received.length;
    await askCode(player.username, freshAddress(), 'es-ES,es;q=0.9');
    const message = await mail.nextTo('arabic@example.test', since);
    expect(message.subject).toBe('Courtside: tu código para restablecer la contraseña');
    expect(message.text).toMatch(
      /^Tu código de Courtside para crear una contraseña nueva es \d{6}/,
    );
  });

  it('changing the password needs the current one, ends the other sessions and keeps this device in', async () => {
    const player = await registerPlayer(ctx.app, { password: 'old-password-1' });
    const other = authResponseSchema.parse((await login(player.username, 'old-password-1')).json());
    const change = (currentPassword: string) =>
      post(
        '/api/auth/password',
        { currentPassword, newPassword: 'changed-pass-2' },
        bearer(player.token),
      );
    const refused = await change('not-my-password');
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).details).toEqual([
      { field: 'currentPassword', message: 'The current password is wrong' },
    ]);
    const changed = await change('old-password-1');
    expect(changed.statusCode).toBe(200);
    const thisDevice = authResponseSchema.parse(changed.json());
    expect((await me(thisDevice.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(player.token)).statusCode).toBe(401);
    expect((await login(player.username, 'changed-pass-2')).statusCode).toBe(200);
  });

  it('verifies an e-mail only with the code sent to that address, and a new address is unverified until then', async () => {
    const { player } = await playerWithEmail('first@example.test');
    const since = mail.received.length;
    await post('/api/user/me/email/code', { email: 'second@example.test' }, bearer(player.token));
    await mail.nextTo('second@example.test', since);
    const wrong = await post('/api/user/me/email/verify', { code: '000000' }, bearer(player.token));
    expect(wrong.statusCode).toBe(400);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/email',
      headers: bearer(player.token),
    });
    expect(settings.json()).toEqual({
      email: 'first@example.test',
      verified: true,
      bookingEmails: true,
    });
    // An address typed into the profile form is not verified.
    const form = multipartBody({ Email: 'typed@example.test' });
    const typed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload: form.payload,
      headers: { ...bearer(player.token), ...form.headers },
    });
    expect(typed.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/user/me/email',
          headers: bearer(player.token),
        })
      ).json(),
    ).toEqual({ email: 'typed@example.test', verified: false, bookingEmails: true });
    const since2 = mail.received.length;
    await post('/api/user/me/email/code', { email: 'first@example.test' }, bearer(player.token));
    const again = codeIn((await mail.nextTo('first@example.test', since2)).text);
    await post('/api/user/me/email/verify', { code: again }, bearer(player.token));

    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/settings',
      payload: { bookingEmails: false },
      headers: bearer(player.token),
    });
    expect(off.json()).toEqual({
      email: 'first@example.test',
      verified: true,
      bookingEmails: false,
    });
  });

  it('e-mails booking confirmations and cancellations to a verified address, unless turned off', async () => {
    const club = await aClubWithCourt(ctx, { timeZone: 'Europe/Madrid' });
    const { player } = await playerWithEmail('booker@example.test', 'es');
    const date = clubDateIn(30, club.court.timeZone, clock.now());
    const since = mail.received.length;
    const booked = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 18));
    expect(booked.statusCode).toBe(201);
    const confirmed = await mail.nextTo('booker@example.test', since);
    expect(confirmed.subject).toMatch(/^Courtside: reserva confirmada en /);
    expect(confirmed.text).toContain(`Padel 1, ${date} 18:00 (hora del club)`);

    const afterConfirm = mail.received.length;
    const cancelled = await post(
      `/api/booking/${booked.json().booking.id}/club-cancel`,
      { reason: 'Lights broken' },
      bearer(club.owner.token),
    );
    expect(cancelled.statusCode).toBe(200);
    const cancellation = await mail.nextTo('booker@example.test', afterConfirm);
    expect(cancellation.subject).toMatch(/^Courtside: reserva cancelada en /);

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/settings',
      payload: { bookingEmails: false },
      headers: bearer(player.token),
    });
    const quiet = mail.received.length;
    const again = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 20));
    expect(again.statusCode).toBe(201);
    // A message to another address sent after it arrives after it would have.
    const { player: witness } = await playerWithEmail('witness@example.test');
    expect(witness.id).toBeTruthy();
    expect(mail.received.slice(quiet).filter((m) => m.to === 'booker@example.test')).toEqual([]);
  });
});

/**
 * Whether an account exists must not show in how long the request for its code takes: the
 * request answers before anything about the account is looked up, limited, kept or sent.
 */
describe('asking for a reset code answers before the work for the account', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const logged = () => lines.join('\n');
  beforeAll(async () => {
    // No sender: messages, and their codes, are written to the log.
    ctx = await createTestContext({
      logLevel: 'warn',
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const askCode = (identifier: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/code',
      payload: { identifier },
    });
  /** The answer, or 'no answer' when none came in `ms` while the work for the account waits. */
  async function answerWithin<T>(answer: Promise<T>, ms = 5_000): Promise<T | 'no answer'> {
    let timer: NodeJS.Timeout | undefined;
    const none = new Promise<'no answer'>((done) => (timer = setTimeout(done, ms, 'no answer')));
    try {
      return await Promise.race([answer, none]);
    } finally {
      clearTimeout(timer);
    }
  }
  const sameAnswer = (response: Awaited<ReturnType<typeof askCode>>) => ({
    status: response.statusCode,
    body: response.body,
    type: response.headers['content-type'],
    length: response.headers['content-length'],
  });

  it('answers an account while its code is still being made, as it answers a name nobody has', async () => {
    const player = await registerPlayer(ctx.app, { password: 'old-password-1' });
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const { oneTimeCodes } = ctx.app.services;
    const issue = oneTimeCodes.issue.bind(oneTimeCodes);
    vi.spyOn(oneTimeCodes, 'issue').mockImplementation(async (...args) => {
      await held;
      return issue(...args);
    });

    const known = await answerWithin(askCode(player.username));
    const unknown = await answerWithin(askCode('nobody_here_43'));
    release();
    if (known === 'no answer' || unknown === 'no answer')
      throw new Error('a request waited for the code of its account');
    expect(sameAnswer(known)).toEqual(sameAnswer(unknown));
    expect(known.statusCode).toBe(202);

    // The code is still made and sent, once released, and it works.
    await expect.poll(logged).toMatch(/set a new password is \d{6}/);
    const code = codeIn(logged().match(/set a new password is (\d{6})/)?.[0] ?? '');
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { identifier: player.username, code, password: 'after-the-answer-1' },
    });
    expect(done.statusCode).toBe(204);
  });

  it('answers as ever when the code cannot be made, and says why in the log', async () => {
    const player = await registerPlayer(ctx.app);
    vi.spyOn(ctx.app.services.oneTimeCodes, 'issue').mockRejectedValue(
      new Error('the codes table is gone'),
    );
    const known = await askCode(player.username);
    const unknown = await askCode('nobody_here_44');
    expect(sameAnswer(known)).toEqual(sameAnswer(unknown));
    expect(known.statusCode).toBe(202);
    await expect.poll(logged).toMatch(/work after the answer failed/);
    expect(logged()).toMatch(/the codes table is gone/);
    expect(logged()).toMatch(/a password reset code/);
    // The server goes on answering.
    expect((await askCode(player.username)).statusCode).toBe(202);
  });
});
