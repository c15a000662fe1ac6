import { idParamsSchema, sandboxChoiceSchema, textSchema } from '@courtside/shared';
import { z } from 'zod';
import { notFound } from '#server/lib/domain-error.js';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { returnPath } from '../return-url.js';
import { checkoutPage, decidedAtProvider } from './checkout-page.js';
import { sandboxSignatureHeader } from './sandbox-provider.js';

/**
 * The checkout page lives under /api, where the web app's page headers do not apply: it gets
 * its own. Nothing may frame it (a framed Pay button can be clicked by deception), it loads
 * nothing but its inline styles, its form posts only here, and the token in its address is
 * never sent on as a referrer.
 */
const checkoutPageHeaders = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * The sandbox provider's own pages, served by this server so the product works with no
 * outside account. The decision goes back through the public, signature-checked callback,
 * exactly as a real provider's would.
 */
export const sandboxRoutes: RoutesPlugin = async (app, { services }) => {
  const { payments, sandbox } = services;

  async function verifiedPayment(id: string, token: string) {
    const payment = await payments.hostedPayment(id);
    if (!sandbox[payment.method].isCheckoutToken(payment.id, payment.providerRef, token))
      throw notFound('Checkout');
    return payment;
  }

  app.get(
    '/payments/sandbox/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSandboxCheckout',
        tags: ['sandbox provider'],
        summary: 'Hosted checkout page of the sandbox provider',
        security: [],
        params: idParamsSchema,
        querystring: z.object({ token: textSchema().min(1).max(200) }),
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const payment = await verifiedPayment(request.params.id, request.query.token);
      return reply
        .headers(checkoutPageHeaders)
        .type('text/html; charset=utf-8')
        .send(
          checkoutPage({
            payment,
            token: request.query.token,
            action: request.url.split('?')[0] as string,
            returnUrl: returnPath(payment),
          }),
        );
    },
  );

  app.post(
    '/payments/sandbox/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'decideSandboxCheckout',
        tags: ['sandbox provider'],
        summary: "The payer's decision on the checkout page",
        security: [],
        params: idParamsSchema,
        body: sandboxChoiceSchema,
        response: { 303: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const payment = await verifiedPayment(request.params.id, request.body.token);
      // Like a real provider, the checkout takes one decision; a second press changes nothing.
      if (decidedAtProvider(payment)) return reply.redirect(returnPath(payment), 303);
      const callback = {
        paymentId: payment.id,
        providerRef: payment.providerRef,
        status: request.body.decision === 'approve' ? 'succeeded' : 'failed',
      } as const;
      const delivery = await app.inject({
        method: 'POST',
        url: `/api/payments/callback/${payment.method}`,
        headers: { [sandboxSignatureHeader]: sandbox[payment.method].signCallback(callback) },
        payload: callback,
      });
      if (delivery.statusCode !== 200)
        request.log.error({ body: delivery.body }, 'sandbox callback refused');
      return reply.redirect(returnPath(payment), 303);
    },
  );
};
