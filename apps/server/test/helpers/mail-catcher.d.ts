export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}
/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed: the
 * app sends to it through nodemailer as it would to any mail server.
 */
export declare function startMailCatcher(): Promise<{
  url: string;
  received: CaughtMail[];
  /**
   * The next message to `to` (whose subject matches `about`, when given: a payment sends
   * more than one, in no set order) that arrives after `since` messages, waiting up to 10 s.
   */
  nextTo(to: string, since?: number, about?: RegExp): Promise<CaughtMail>;
  close: () => Promise<void>;
}>;
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
/** The 6-digit code a message carries. */
export declare function codeIn(text: string): string;
