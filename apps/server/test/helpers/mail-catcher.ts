import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed: the
 * app sends to it through nodemailer as it would to any mail server.
 */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          waiters.splice(0).forEach((wake) => wake());
          done();
        })
        .catch(done);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * The next message to `to` (whose subject matches `about`, when given: a payment sends
     * more than one, in no set order) that arrives after `since` messages, waiting up to 10 s.
     */
    async nextTo(to: string, since = 0, about?: RegExp): Promise<CaughtMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received
          .slice(since)
          .find((mail) => mail.to === to && (!about || about.test(mail.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail reached ${to}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The 6-digit code a message carries. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
