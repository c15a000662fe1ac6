import {
  bookingPaymentBodySchema,
  bookingPaymentResponseSchema,
  cancelBookingResponseSchema,
  refundChoiceQuerySchema,
  clubBookingChangeSchema,
  clubCancelBodySchema,
  clubDayQuerySchema,
  clubDaySchema,
  courtReservationListSchema,
  courtReservationsQuerySchema,
  dayBookingListSchema,
  dayBookingsQuerySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  moveBookingBodySchema,
  bookingHistoryQuerySchema,
  myBookingListSchema,
  myBookingPageSchema,
  myBookingsQuerySchema,
  paymentMethodParamsSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const bookingsRoutes: RoutesPlugin = async (app, { services }) => {
  const { bookings, courtTime } = services;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/booking',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listTakenSlots',
        tags: ['bookings'],
        summary: "Taken slots of the given courts on one day, in each club's hours",
        security,
        querystring: dayBookingsQuerySchema,
        response: { 200: dayBookingListSchema, ...errorResponses(400, 401) },
      },
    },
    (request, reply) => {
      // Already the JSON text of the response schema: Fastify sends a string as it is.
      const send = (json: string) =>
        reply.type('application/json; charset=utf-8').send(json as never);
      const json = courtTime.dayBookingsJson(request.query.court, request.query.date);
      if (typeof json === 'string') return void send(json);
      return json.then((text) => void send(text));
    },
  );

  app.get(
    '/booking/court/:id',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getCourtDay',
        tags: ['bookings'],
        summary: "One of the owner's courts on one day, with who booked each slot",
        security,
        params: idParamsSchema,
        querystring: courtReservationsQuerySchema,
        response: { 200: courtReservationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      bookings.courtReservations(caller(request), request.params.id, request.query.date),
  );

  app.post(
    '/booking/payment/:method',
    {
      config: { access: 'user', deskWork: true },
      schema: {
        operationId: 'payBooking',
        tags: ['bookings'],
        summary:
          'Book a slot and pay: cash and coins confirm at once, wallet and mobile answer url, card answers formUrl. The same Idempotency-Key answers the same booking.',
        security,
        params: paymentMethodParamsSchema,
        headers: idempotencyHeadersSchema,
        body: bookingPaymentBodySchema,
        response: {
          201: bookingPaymentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const result = await bookings.place({
        caller: caller(request),
        method: request.params.method,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/user/me/holds',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyHolds',
        tags: ['bookings'],
        summary: "The caller's bookings waiting for payment, each with its checkout to resume",
        security,
        response: { 200: myBookingListSchema, ...errorResponses(401) },
      },
    },
    async (request) => bookings.myHolds(caller(request).id),
  );

  app.get(
    '/user/me/bookings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyBookings',
        tags: ['bookings'],
        summary: "The caller's bookings, upcoming and past (with when=upcoming, upcoming only)",
        security,
        querystring: myBookingsQuerySchema,
        response: { 200: myBookingListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => bookings.myBookings(caller(request).id, request.query.when),
  );

  app.get(
    '/user/me/bookings/history',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyBookingHistory',
        tags: ['bookings'],
        summary: "The caller's bookings already started, latest first, a page at a time",
        security,
        querystring: bookingHistoryQuerySchema,
        response: { 200: myBookingPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => bookings.bookingHistory(caller(request).id, request.query),
  );

  app.delete(
    '/booking/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'cancelBooking',
        tags: ['bookings'],
        summary:
          'Cancel an own booking up to 24 hours before it starts (what was paid goes back the way it was paid, or as coins at once with refundTo=coins), or an own unpaid hold at any time',
        security,
        params: idParamsSchema,
        querystring: refundChoiceQuerySchema,
        response: { 200: cancelBookingResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => bookings.cancel(caller(request), request.params.id, request.query.refundTo),
  );

  app.get(
    '/booking/club-day',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getClubDay',
        tags: ['bookings'],
        summary:
          "The owner's club on one day: every court, and every taken hour with what holds it (booking, hold, match, championship, activity), who and how it is paid",
        security,
        querystring: clubDayQuerySchema,
        response: { 200: clubDaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bookings.clubDay(caller(request), request.query.date),
  );

  app.post(
    '/booking/:id/club-cancel',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'cancelBookingForClub',
        tags: ['bookings'],
        summary:
          'The club owner cancels a future booking at their club with a reason: the player is refunded in full however late, and told',
        security,
        params: idParamsSchema,
        body: clubCancelBodySchema,
        response: { 200: clubBookingChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      bookings.cancelByClub(caller(request), request.params.id, request.body.reason),
  );

  app.post(
    '/booking/:id/move',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'moveBooking',
        tags: ['bookings'],
        summary:
          'The club owner moves a future booking at their club to another free court or hour of the same length; the player is told',
        security,
        params: idParamsSchema,
        body: moveBookingBodySchema,
        response: { 200: clubBookingChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => bookings.moveByClub(caller(request), request.params.id, request.body),
  );
};
