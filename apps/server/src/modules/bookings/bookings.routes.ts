import {
  cancelBookingResponseSchema,
  courtReservationListSchema,
  courtReservationsQuerySchema,
  dayBookingListSchema,
  dayBookingsQuerySchema,
  idParamsSchema,
  myBookingListSchema,
} from '@courtside/shared';
import { errorResponses, type RoutesPlugin } from '../../lib/http.js';
import { caller } from '../../plugins/auth.js';

export const bookingsRoutes: RoutesPlugin = async (app, { services }) => {
  const { bookings } = services;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/booking',
    {
      config: { access: 'user' },
      schema: {
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
      const json = bookings.dayBookingsJson(request.query.court, request.query.date);
      if (typeof json === 'string') return void send(json);
      return json.then((text) => void send(text));
    },
  );

  app.get(
    '/booking/court/:id',
    {
      config: { access: 'owner' },
      schema: {
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

  app.get(
    '/user/me/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings, upcoming and past",
        security,
        response: { 200: myBookingListSchema, ...errorResponses(401) },
      },
    },
    async (request) => bookings.myBookings(caller(request).id),
  );

  app.delete(
    '/booking/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel an own booking up to 24 hours before it starts; online payments return as coins',
        security,
        params: idParamsSchema,
        response: { 200: cancelBookingResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => bookings.cancel(caller(request), request.params.id),
  );
};
