import { createTransport } from 'nodemailer';

/** A plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of `smtpUrl` (smtp://user:pass@host:port, or smtps://). */
export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
