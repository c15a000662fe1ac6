/**
 * Sends a text message to a phone number as it is stored: in E.164 when its country is known
 * ('+34612000222'), else the spec's ten local digits, which the SMS API may refuse.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** An account of an SMS API shaped like Twilio's Messages API. */
export interface HttpSmsConfig {
  /** The API's base address, e.g. https://api.twilio.com; a test points it at its own server. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender number or name the messages come from. */
  from: string;
}

/**
 * One HTTP adapter: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json, a form with To,
 * From and Body, HTTP basic authentication with the account id and its token. Providers that
 * copy this shape (and Twilio itself) take it as it is.
 */
export function createHttpSmsSender(config: HttpSmsConfig): SmsSender {
  const address = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(to, text) {
      const response = await fetch(address, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        throw new Error(`the SMS API answered ${response.status}: ${await response.text()}`);
    },
  };
}
