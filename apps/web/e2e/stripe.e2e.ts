import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../server/test/helpers/fake-stripe.js';
import { clubDateIn, freeTwoHours } from './support/api.js';
import { openPhone, signIn } from './support/browser.js';
import { aMadridClub, buildWorld, startEmptyServer, type World } from './support/club-world.js';
import { freePort, type JourneyServer } from './support/server.js';
import { checkScreen } from './support/screens.js';

const clubName = 'Barajas Padel & Football Club';
const webhookSecret = 'whsec_journeyTestSecret';

interface ClubWithCourts {
  id: string;
  name: string;
  courts: Array<{ id: string; name: string; capacity: number }>;
}

/**
 * A server of its own with card payments through Stripe, where "Stripe" is a local stand-in:
 * its checkout page pays, posts the signed webhook to the server and sends the payer back.
 */
describe('paying by card through Stripe', () => {
  let stripe: FakeStripe;
  let server: JourneyServer;
  let world: World;
  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret });
    const port = await freePort();
    server = await startEmptyServer(
      {
        STRIPE_SECRET_KEY: 'sk_test_journey',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      { port },
    );
    stripe.state.webhookUrl = `${server.baseUrl}/api/payments/stripe/webhook`;
    world = await buildWorld(server.baseUrl, {
      clubs: [aMadridClub(clubName)],
      players: [{ name: 'Sofía' }],
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  it('books a court, pays on the Stripe checkout and sees the booking confirmed', async () => {
    const session = await openPhone('en-US', { baseUrl: server.baseUrl });
    try {
      const { page } = session;
      const sofia = world.player('Sofía');
      const get = sofia.get;
      const clubs = await get<ClubWithCourts[]>('/user/club/all?type=padel');
      const club = clubs.find((c) => c.name === clubName)!;
      const date = clubDateIn(6);
      const { court, hour } = await freeTwoHours(get, club.id, club.courts, date);
      const hh = String(hour).padStart(2, '0');

      await signIn(page, sofia.username, sofia.password);
      await page.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
      await page.getByRole('button', { name: '60 min' }).click();
      await page.getByRole('button', { name: new RegExp(`^${hh}:00`) }).click();
      await page.getByRole('button', { name: `Book ${court.name}` }).click();
      await page.waitForURL(`**/user/book-court/${club.id}/payment?**`);
      const card = page.getByRole('button', { name: /^Card/ });
      await expect.poll(() => card.isEnabled(), { timeout: 15000 }).toBe(true);
      await expect.poll(() => card.textContent()).toBe('CardPaid securely with Stripe');
      await checkScreen(page, 'payment-stripe-en');

      await card.click();
      await page.waitForURL(`${stripe.url}/pay/**`);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`${server.baseUrl}/user/my-booking**`);
      await expect
        .poll(() => page.getByText('Booking Successfully').isVisible(), { timeout: 15000 })
        .toBe(true);
      await checkScreen(page, 'booking-succeeded-stripe-en');

      const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
      expect(created).toHaveLength(1);
      const mine =
        await get<
          Array<{ court: { id: string }; date: string; startTime: string; status: string }>
        >('/user/me/bookings');
      expect(mine).toContainEqual(
        expect.objectContaining({
          court: expect.objectContaining({ id: court.id }),
          date,
          startTime: `${hh}:00`,
          status: 'confirmed',
        }),
      );
    } finally {
      await session.close();
    }
  });
});
