import {
  idParamsSchema,
  paymentReceiptsParamsSchema,
  receiptCsvQuerySchema,
  receiptListSchema,
  receiptMonthQuerySchema,
  receiptPageSchema,
  receiptSchema,
  receiptSubjectQuerySchema,
} from '@courtside/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import { pickLanguage } from '#server/lib/messages/translate.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['receipts'];
const security = [{ bearerAuth: [] }];
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

export const receiptsRoutes: RoutesPlugin = async (app, { services }) => {
  const { receipts, payments } = services;

  app.get(
    '/user/receipt/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getReceipt',
        tags,
        summary: "One of the caller's receipts, as it was issued (anyone else's answers 404)",
        security,
        params: idParamsSchema,
        response: { 200: receiptSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => receipts.receipt(caller(request).id, request.params.id),
  );

  app.get(
    '/user/receipt/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getReceiptPdf',
        tags,
        summary: "One of the caller's receipts as a PDF, in the language of Accept-Language",
        security,
        params: idParamsSchema,
        response: { 200: z.instanceof(Buffer), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await receipts.pdf(caller(request).id, id, languageOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/user/payment/:paymentId/receipts',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listPaymentReceipts',
        tags,
        summary:
          "The receipts of one of the caller's payments: its sale and, once refunded, its refund (404 for another's payment)",
        security,
        params: paymentReceiptsParamsSchema,
        response: { 200: receiptListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { paymentId } = request.params;
      // Anyone else's payment is not found, as GET /payments/:id says.
      await payments.paymentOf(caller(request).id, paymentId);
      return receipts.ofPayment(caller(request).id, paymentId);
    },
  );

  app.get(
    '/user/receipts',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyReceiptsOf',
        tags,
        summary:
          "The caller's receipts of one thing they bought, by its payment's purpose and subject (a booking, a match, an activity session, a night, a championship request), oldest first",
        security,
        querystring: receiptSubjectQuerySchema,
        response: { 200: receiptListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => receipts.ofSubject(caller(request).id, request.query),
  );

  app.get(
    '/owner/receipts',
    {
      config: { access: 'owner', clubAction: 'reports' },
      schema: {
        operationId: 'listClubReceipts',
        tags,
        summary:
          "The receipts the caller's club issued in a club-local month (YYYY-MM), newest first, a page at a time, with the month's totals",
        security,
        querystring: receiptMonthQuerySchema,
        response: { 200: receiptPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => receipts.month(caller(request).id, request.query),
  );

  app.get(
    '/owner/receipts/csv',
    {
      config: { access: 'owner', clubAction: 'reports' },
      schema: {
        operationId: 'exportClubReceipts',
        tags,
        summary:
          "The receipts the caller's club issued in a club-local month (YYYY-MM) as CSV, by number, headed in the language of Accept-Language",
        security,
        querystring: receiptCsvQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await receipts.monthCsv(caller(request).id, month, languageOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receipts-${month}.csv"`)
        .send(csv);
    },
  );
};
