import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from '../apps/server/src/config.js';
import { parseEnvFile, renderCompose, type HostEnvironment } from './compose-environment.js';
import {
  appServices,
  containerEnvironment,
  quickStartShell,
  readRepoFile,
  root,
} from './deploy-files.js';

const compose = readRepoFile('compose.yaml');
const example = parseEnvFile(readRepoFile('.env.example'));
const isServerVariable = (name: string) => configVariables.includes(name);

/** What the app containers get from a shell (or .env) holding `host`, checked to be alike. */
function appEnvironment(host: HostEnvironment): Record<string, string> {
  const project = renderCompose(compose, host);
  const [first, ...others] = appServices(project).map((name) =>
    containerEnvironment(project, name, host),
  );
  expect(others).toEqual([first, first]);
  return first!;
}

/** Backticked names in the first column of a guide's tables. */
const tabled = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^\| *(`[^|]+)\|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`(\w+)`/g)].map(([, name]) => name!),
    ),
  );

/** The settings compose.yaml takes from `.env`, as docs/deploy.md ("Settings in .env") says. */
describe('the settings of compose.yaml in .env', () => {
  it('.env.example lists exactly the variables compose.yaml reads', () => {
    const read = new Set([...compose.matchAll(/\$\{(\w+)/g)].map(([, name]) => name!));
    expect(Object.keys(example).sort()).toEqual([...read].sort());
    for (const name of ['SMTP_URL', 'SMS_API_URL', 'STRIPE_SECRET_KEY'])
      expect(example, name).toHaveProperty(name);
  });

  it('passes every one of them on to the three processes', () => {
    const host = Object.fromEntries(
      Object.keys(example).map((name) => [name, `value-of-${name.toLowerCase()}`]),
    );
    const env = appEnvironment(host);
    for (const name of Object.keys(example))
      if (isServerVariable(name)) expect(env[name], name).toBe(host[name]);
      // Compose's own (the database password) reaches the server inside another value.
      else expect(Object.values(env).join('\n'), name).toContain(host[name]);
  });

  it('documents each: the server reads what configuration.md lists, deploy.md names them all', () => {
    const configuration = tabled(readRepoFile('docs/configuration.md'));
    expect(configVariables.filter((name) => !configuration.has(name))).toEqual([]);
    const deploy = readRepoFile('docs/deploy.md');
    for (const name of Object.keys(example)) expect(deploy, name).toContain(`\`${name}\``);
  });

  it('starts the server as .env.example leaves it, and with the senders and Stripe filled in', () => {
    const secrets = quickStartShell(compose);
    const asShipped = loadConfig(appEnvironment({ ...example, ...secrets }));
    expect(asShipped).toMatchObject({ mail: null, sms: null, stripe: null, seedDemo: false });
    const filled = {
      SMTP_URL: 'smtps://club:mail-password@smtp.example.com:465',
      MAIL_FROM: 'Club <no-reply@club.example>',
      SMS_API_URL: 'https://api.twilio.com',
      SMS_ACCOUNT_SID: 'AC0123456789',
      SMS_AUTH_TOKEN: 'sms-token',
      SMS_FROM: '+15550000000',
      STRIPE_SECRET_KEY: 'sk_test_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      STRIPE_API_URL: 'http://stripe-mock:12111',
      PUBLIC_URL: 'https://club.example',
    };
    expect(loadConfig(appEnvironment({ ...example, ...secrets, ...filled }))).toMatchObject({
      mail: { smtpUrl: filled.SMTP_URL, from: filled.MAIL_FROM },
      sms: {
        apiUrl: filled.SMS_API_URL,
        accountSid: filled.SMS_ACCOUNT_SID,
        authToken: filled.SMS_AUTH_TOKEN,
        from: filled.SMS_FROM,
      },
      stripe: {
        secretKey: filled.STRIPE_SECRET_KEY,
        webhookSecret: filled.STRIPE_WEBHOOK_SECRET,
        apiUrl: filled.STRIPE_API_URL,
      },
      publicUrl: filled.PUBLIC_URL,
    });
  });

  it('keeps .env, which holds the secrets, out of git and out of the image', async () => {
    const ignored = (path: string) =>
      promisify(execFile)('git', ['check-ignore', '-q', path], { cwd: root }).then(
        () => true,
        () => false,
      );
    expect(await ignored('.env')).toBe(true);
    expect(await ignored('.env.example')).toBe(false);
    expect(readRepoFile('.dockerignore').split('\n')).toContain('.env');
  });
});
