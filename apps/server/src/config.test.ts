import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, jwtSecretNotice, loadConfig, parseTrustProxy } from './config.js';

describe('configuration', () => {
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe any sender', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.local'])
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
  });

  it("reads every empty variable as unset, as an env file's `NAME=` or compose's ${NAME:-}", () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    const empty = Object.fromEntries(
      configVariables.filter((name) => name !== 'JWT_SECRET').map((name) => [name, '']),
    );
    expect(Object.keys(empty)).toEqual(expect.arrayContaining(['SMTP_URL', 'STRIPE_SECRET_KEY']));
    expect(loadConfig({ ...empty, ...secret })).toEqual(loadConfig(secret));
    // An empty secret is a missing one, and production says so.
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(
      'JWT_SECRET is required when NODE_ENV=production',
    );
  });

  it('sizes the PostgreSQL pool and names the Redis channels as told, within bounds', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret)).toMatchObject({ databasePoolSize: 10, redisNamespace: 'courtside' });
    const told = loadConfig({ ...secret, DATABASE_POOL_SIZE: '25', REDIS_NAMESPACE: 'club-eu.1' });
    expect(told).toMatchObject({ databasePoolSize: 25, redisNamespace: 'club-eu.1' });
    for (const bad of [{ DATABASE_POOL_SIZE: '0' }, { REDIS_NAMESPACE: 'has space' }])
      expect(() => loadConfig({ ...secret, ...bad }), JSON.stringify(bad)).toThrow(
        /Invalid configuration: (DATABASE_POOL_SIZE|REDIS_NAMESPACE)/,
      );
  });
});

describe('metrics', () => {
  const secret = { JWT_SECRET: 'x'.repeat(32) };

  it('are off without METRICS_TOKEN, and with an empty one (compose passes it so)', () => {
    expect(loadConfig(secret).metricsToken).toBeNull();
    expect(loadConfig({ ...secret, METRICS_TOKEN: '' }).metricsToken).toBeNull();
  });

  it('take a token of 16 to 256 visible characters, and refuse any other', () => {
    expect(loadConfig({ ...secret, METRICS_TOKEN: 't'.repeat(16) }).metricsToken).toBe(
      't'.repeat(16),
    );
    for (const bad of ['short', ' '.repeat(20), 'has a space in it!'])
      expect(() => loadConfig({ ...secret, METRICS_TOKEN: bad }), bad).toThrow(/METRICS_TOKEN/);
  });
});

describe('e-mail and SMS senders', () => {
  const secret = { JWT_SECRET: 'x'.repeat(32) };
  const sms = {
    SMS_API_URL: 'https://api.twilio.com',
    SMS_ACCOUNT_SID: 'AC123',
    SMS_AUTH_TOKEN: 'token',
    SMS_FROM: '+15550000000',
  };

  it('sends nothing without configuration: messages go to the log', () => {
    expect(loadConfig(secret)).toMatchObject({ mail: null, sms: null });
  });

  it('takes an SMTP server and an SMS API of four variables', () => {
    const config = loadConfig({ ...secret, ...sms, SMTP_URL: 'smtp://mail.local:2525' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mail.local:2525',
      from: 'Courtside <no-reply@courtside.local>',
    });
    expect(config.sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC123',
      authToken: 'token',
      from: '+15550000000',
    });
  });

  it('refuses an SMS API missing a variable, naming it, and an SMTP_URL that is not one', () => {
    const { SMS_FROM: _, ...partial } = sms;
    expect(() => loadConfig({ ...secret, ...partial })).toThrow(/SMS_FROM/);
    expect(() => loadConfig({ ...secret, SMTP_URL: 'http://mail.local' })).toThrow(/SMTP_URL/);
  });
});

describe('the payments sandbox', () => {
  const secret = { JWT_SECRET: 'x'.repeat(32) };

  it('is off in production unless PAYMENTS_SANDBOX=true says otherwise', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).paymentsSandbox).toBe(false);
    const opted = loadConfig({ ...secret, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    expect(opted.paymentsSandbox).toBe(true);
  });

  it('is on for development and tests unless turned off', () => {
    expect(loadConfig({ ...secret, NODE_ENV: 'development' }).paymentsSandbox).toBe(true);
    const off = loadConfig({ ...secret, NODE_ENV: 'test', PAYMENTS_SANDBOX: 'false' });
    expect(off.paymentsSandbox).toBe(false);
  });
});

describe('where the token secret comes from', () => {
  it('says so at start-up: JWT_SECRET, or the local file every process must then share', () => {
    const folder = mkdtempSync(join(tmpdir(), 'courtside-config-'));
    try {
      const local = loadConfig({ DATABASE_URL: `sqlite:${join(folder, 'app.db')}` });
      expect(local.jwtSecretFile).toBe(join(folder, 'jwt-secret'));
      expect(jwtSecretNotice(local)).toContain(join(folder, 'jwt-secret'));
      expect(jwtSecretNotice(local)).toContain('set JWT_SECRET to the same value');
      const again = loadConfig({ DATABASE_URL: `sqlite:${join(folder, 'app.db')}` });
      expect(again.jwtSecret).toBe(local.jwtSecret);
      const given = loadConfig({ JWT_SECRET: 'y'.repeat(32) });
      expect(given.jwtSecretFile).toBeNull();
      expect(jwtSecretNotice(given)).toBe('tokens are signed with JWT_SECRET');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('card payments through Stripe', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://courtside.example' };
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('are off without keys, so cards stay on the sandbox', () => {
    expect(loadConfig(base).stripe).toBeNull();
  });

  it('take both keys, and Stripe sends the payer back to PUBLIC_URL', () => {
    expect(loadConfig({ ...base, ...keys }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: null,
    });
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    expect(() => loadConfig({ ...keys, JWT_SECRET: base.JWT_SECRET })).toThrow(/PUBLIC_URL/);
  });

  it('refuse what is not a Stripe key (a publishable key above all)', () => {
    for (const bad of [
      { STRIPE_SECRET_KEY: 'pk_test_abc123' },
      { STRIPE_WEBHOOK_SECRET: 'abc123' },
      { STRIPE_API_URL: 'not a url' },
    ])
      expect(() => loadConfig({ ...base, ...keys, ...bad }), JSON.stringify(bad)).toThrow(
        /Invalid configuration: STRIPE_/,
      );
  });
});
