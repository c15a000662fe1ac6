import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as Stripe's API reference shapes it (the fields this app reads, and more). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const secondsNow = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

/** The page a payer sees at the fake's checkout address: Pay, or leave it. */
function checkoutPage(session: FakeSession): string {
  const amount = (session.amount_total / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title>
    <meta name="viewport" content="width=device-width,initial-scale=1"></head>
    <body><main><h1>Test checkout</h1><p>${amount} ${session.currency.toUpperCase()}</p>
    <form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
    </main></body></html>`;
}

/**
 * A local stand-in for Stripe's API, started by a test: it answers Checkout Sessions and
 * Refunds with the shapes of Stripe's API reference, keeps idempotency keys as Stripe does,
 * serves a checkout page that pays, and signs webhook events with the library's own test
 * helper. Nothing leaves the machine.
 */
export async function startFakeStripe(options: { webhookSecret: string; port?: number }) {
  const stripe = new Stripe('sk_test_fake');
  const sessions = new Map<string, FakeSession>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const state = { failRefunds: false, webhookUrl: null as string | null };
  let baseUrl = '';

  function createSession(form: URLSearchParams): FakeSession {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const id = newId('cs');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: form.get('client_reference_id'),
      metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
      payment_intent: null,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url'),
      expires_at: Number(form.get('expires_at') ?? secondsNow() + 86_400),
      created: secondsNow(),
      livemode: false,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  function refund(form: URLSearchParams) {
    const intent = form.get('payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (state.failRefunds)
      return { status: 500, body: stripeError('api_error', 'Try again later') };
    if (!session)
      return { status: 400, body: stripeError('invalid_request_error', 'No such payment_intent') };
    return {
      status: 200,
      body: {
        id: newId('re'),
        object: 'refund',
        amount: session.amount_total,
        currency: session.currency,
        payment_intent: intent,
        metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
        status: 'succeeded',
        created: secondsNow(),
      },
    };
  }

  /** As Stripe: only an open session can be expired. */
  function expireSession(session: FakeSession | undefined) {
    if (session?.status !== 'open')
      return {
        status: 400,
        body: stripeError('invalid_request_error', 'Only open sessions can be expired'),
      };
    return { status: 200, body: fake.expire(session.id) };
  }

  function answer(method: string, path: string, form: URLSearchParams) {
    const expiring = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) return expireSession(sessions.get(expiring[1] ?? ''));
    const session = sessions.get(path.split('/').at(-1) ?? '');
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return { status: 200, body: createSession(form) };
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/') && session)
      return { status: 200, body: session };
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    return {
      status: 404,
      body: stripeError('invalid_request_error', `Unrecognized request URL (${method} ${path})`),
    };
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const method = request.method ?? 'GET';
    requests.push({
      method,
      path,
      form,
      idempotencyKey,
      authorization: request.headers.authorization,
    });
    const remembered = idempotencyKey
      ? answered.get(`${method} ${path} ${idempotencyKey}`)
      : undefined;
    // As Stripe: a key answers what it answered first, a failure (5xx) aside, which may be retried.
    const result = remembered ?? answer(method, path, form);
    if (idempotencyKey && result.status < 500)
      answered.set(`${method} ${path} ${idempotencyKey}`, result);
    send(response, result.status, result.body, { 'stripe-should-retry': 'false' });
  }

  /** The payer pays on the page: Stripe completes the session, sends its webhook, sends them back. */
  async function payOnPage(response: ServerResponse, session: FakeSession) {
    fake.pay(session.id);
    if (state.webhookUrl)
      await fake.send(state.webhookUrl, fake.event('checkout.session.completed', session.id));
    response.writeHead(303, { location: session.success_url }).end();
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = /^\/pay\/([\w]+)$/.exec(path);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (path.startsWith('/v1/')) return void api(request, response, path);
    if (session && request.method === 'GET')
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(checkoutPage(session));
    if (session && request.method === 'POST') return void payOnPage(response, session);
    send(response, 404, stripeError('invalid_request_error', 'Not found'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake = {
    url: baseUrl,
    requests,
    state,
    session(id: string): FakeSession {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      return session;
    },
    /** The payer paid: the session completes with a payment intent. */
    pay(id: string): FakeSession {
      const session = fake.session(id);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: newId('pi'),
      });
      return session;
    },
    expire(id: string): FakeSession {
      return Object.assign(fake.session(id), { status: 'expired', url: null });
    },
    /** An event about a session as Stripe posts it (its JSON text). */
    event(type: string, sessionId: string): string {
      return JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: secondsNow(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: fake.session(sessionId) },
      });
    },
    /** The Stripe-Signature header of a body, made by the library's own test helper. */
    sign(payload: string, secret = options.webhookSecret): string {
      return stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    /** Posts a signed event to a webhook address, as Stripe does. */
    async send(url: string, payload: string) {
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
        body: payload,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * Stripe switched on with an API address nothing answers at: for tests that walk every route
 * (the webhook among them) and never open a card checkout.
 */
export const unreachableStripe = {
  secretKey: 'sk_test_unreachable',
  webhookSecret: 'whsec_unreachable',
  apiUrl: 'http://127.0.0.1:9',
};

/** The app's Stripe settings for a fake started with `webhookSecret`. */
export const stripeSettingsOf = (stripe: FakeStripe, webhookSecret: string) => ({
  secretKey: 'sk_test_courtside',
  webhookSecret,
  apiUrl: stripe.url,
});

/** Posts a webhook event to the app as Stripe sends it: signed, JSON with its charset. */
export const deliverStripeEvent = (app: FastifyInstance, payload: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
