import { bookingPaymentResponseSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender } from '#server/modules/messaging/messaging.service.js';
import { aClubWithCourt, aPlayerWithCoins, type TestClub } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { startMailCatcher, type MailCatcher } from '#test/helpers/mail-catcher.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

describe(`a receipt goes by e-mail with its payment (${testDialect})`, () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let club: TestClub;
  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestContext({
      mail: createSmtpSender(mail.url, 'Courtside <no-reply@courtside.test>'),
      publicUrl: 'https://courtside.test',
    });
    club = await aClubWithCourt(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await mail.close();
  });

  it('sends the link to the receipt, in the language the address was verified in', async () => {
    const player = await aPlayerWithCoins(ctx, 1000);
    await ctx.db
      .updateTable('users')
      .set({
        email: 'lucia@example.test',
        email_verified_at: new Date().toISOString(),
        mail_language: 'es',
      })
      .where('id', '=', player.id)
      .execute();
    const since = mail.received.length;
    const body = bookingBody(club.court, clubDateIn(2, club.court.timeZone), 18);
    const paid = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, player.token, 'coins', body)).json(),
    );
    const receipts = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/payment/${paid.paymentId}/receipts`,
      headers: bearer(player.token),
    });
    const [receipt] = receipts.json<{
      items: Array<{ id: string; number: number; club: { name: string } }>;
    }>().items;

    // The booking's confirmation goes too, in no set order with the receipt.
    const message = await mail.nextTo('lucia@example.test', since, /recibo/);
    expect(message.subject).toBe(
      `Courtside: tu recibo ${receipt!.number} de ${receipt!.club.name}`,
    );
    expect(message.text).toContain(`https://courtside.test/user/receipt/${receipt!.id}`);
  });
});
