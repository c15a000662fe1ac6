import type { Logger } from '#server/lib/logger.js';
import type { MailSender } from './mail-sender.js';
import type { MessageText } from './message-texts.js';
import type { SmsSender } from './sms-sender.js';

export interface MessengerDeps {
  mail: MailSender | null;
  sms: SmsSender | null;
  log: Logger;
}

/** Where a message goes: an e-mail address, or a phone number (its digits). */
export type Recipient = { email: string } | { phone: string };

/**
 * Sends e-mails and SMS through the configured senders. A message for which no sender is
 * configured is written to the server log instead (a local server without SMTP or SMS still
 * lets its people recover their accounts). Delivery happens after the answer: a request never
 * waits on a mail server, and takes as long whether or not it sent anything.
 */
export function createMessenger({ mail, sms, log }: MessengerDeps) {
  const deliver = async (to: Recipient, message: MessageText) => {
    if ('email' in to && mail) return mail.send({ to: to.email, ...message });
    if ('phone' in to && sms) return sms.send(to.phone, message.text);
    log.warn(
      { to, subject: message.subject, text: message.text },
      'no sender is configured for this message (SMTP_URL, SMS_*): it is written here instead',
    );
  };

  return {
    /** Whether e-mail goes out through SMTP (otherwise to the log). */
    sendsEmail: mail !== null,
    sendsSms: sms !== null,

    send(to: Recipient, message: MessageText): void {
      deliver(to, message).catch((error: unknown) =>
        log.error(
          { err: error, channel: 'email' in to ? 'email' : 'sms' },
          'a message could not be sent',
        ),
      );
    },

    close: () => mail?.close(),
  };
}
export type Messenger = ReturnType<typeof createMessenger>;
