import {
  bookingWindowSchema,
  cancellationRuleSchema,
  clubTaxSchema,
  clubSaleTermsSchema,
  clubCourtsQuerySchema,
  clubFavouriteSchema,
  clubIdParamsSchema,
  clubListQuerySchema,
  clubListSchema,
  clubPageQuerySchema,
  clubPageSchema,
  courtDayQuerySchema,
  courtDetailListSchema,
  courtDetailSchema,
  courtQuerySchema,
  idParamsSchema,
  myClubSchema,
  priceListSchema,
  priceQuerySchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['clubs'];
const security = [{ bearerAuth: [] }];

export const clubsRoutes: RoutesPlugin = async (app, { services }) => {
  const { clubs } = services;

  app.get(
    '/user/club/all',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClubs',
        tags,
        summary: 'Clubs offering a sport, each with its courts of that sport',
        security,
        querystring: clubListQuerySchema,
        response: { 200: clubListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => clubs.listClubs(caller(request).id, request.query.type),
  );

  app.get(
    '/user/club/nearby',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClubsNearby',
        tags,
        summary:
          'Clubs offering a sport a page at a time: nearest first from a coarse position, by name without one',
        security,
        querystring: clubPageQuerySchema,
        response: { 200: clubPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => clubs.clubPage(caller(request).id, request.query),
  );

  app.get(
    '/user/club/:clubId/court',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClubCourts',
        tags,
        summary: "A club's courts with price and the day's taken slots",
        security,
        params: clubIdParamsSchema,
        querystring: clubCourtsQuerySchema,
        response: { 200: courtDetailListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => clubs.clubCourts(request.params.clubId, request.query),
  );

  app.get(
    '/user/club/:clubId/favourite',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getClubFavourite',
        tags,
        summary: 'Whether the caller marked the club as a favourite',
        security,
        params: clubIdParamsSchema,
        response: { 200: clubFavouriteSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      favourite: await clubs.isFavourite(caller(request).id, request.params.clubId),
    }),
  );

  app.put(
    '/user/club/:clubId/favourite',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'addClubFavourite',
        tags,
        summary:
          "Marks the club as one of the caller's favourites, which come first in club lists; marking it again changes nothing",
        security,
        params: clubIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await clubs.addFavourite(caller(request).id, request.params.clubId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/club/:clubId/favourite',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'removeClubFavourite',
        tags,
        summary: "Removes the club from the caller's favourites; removing it again changes nothing",
        security,
        params: clubIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await clubs.removeFavourite(caller(request).id, request.params.clubId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/court',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'listMyCourts',
        tags,
        summary: "The caller's own courts with today's taken slots",
        security,
        response: { 200: courtDetailListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => clubs.ownerCourts(caller(request).id),
  );

  app.get(
    '/user/court/all',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listCourts',
        tags,
        summary: "Every court (optionally of one sport) with the day's taken slots",
        security,
        querystring: courtQuerySchema,
        response: { 200: courtDetailListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => clubs.allCourts(request.query),
  );

  app.get(
    '/user/court/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCourt',
        tags,
        summary: "One court with its club, price and the day's taken slots",
        security,
        params: idParamsSchema,
        querystring: courtDayQuerySchema,
        response: { 200: courtDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => clubs.court(request.params.id, request.query.date),
  );

  app.get(
    '/booking/club/:clubId/price',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClubPrices',
        tags,
        summary: "A club's prices per 60 minutes; with `court`, that court's price comes first",
        security,
        params: clubIdParamsSchema,
        querystring: priceQuerySchema,
        response: { 200: priceListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => clubs.clubPrices(request.params.clubId, request.query.court),
  );

  app.get(
    '/user/me/club',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getMyClub',
        tags,
        summary: "The caller's club with its courts and their upcoming taken slots",
        security,
        response: { 200: myClubSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubs.myClub(caller(request).id),
  );

  app.get(
    '/owner/cancellation',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getMyClubCancellationRule',
        tags,
        summary:
          "The caller's club's cancellation rule: the notice for a full refund, and what a later cancellation refunds (null: refused)",
        security,
        response: { 200: cancellationRuleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubs.cancellationRule(caller(request).id),
  );

  app.put(
    '/owner/cancellation',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'setMyClubCancellationRule',
        tags,
        summary:
          "Sets the caller's club's cancellation rule: the notice in hours (0 to 168) for a full refund; after it a cancellation is refused (lateRefundPercent null) or refunds that percent of the price (0 to 100, rounded down to the minor unit)",
        security,
        body: cancellationRuleSchema,
        response: { 200: cancellationRuleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.setCancellationRule(caller(request).id, request.body),
  );

  app.get(
    '/owner/booking-window',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getMyClubBookingWindow',
        tags,
        summary: "How many days ahead the caller's club opens its courts to players",
        security,
        response: { 200: bookingWindowSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubs.bookingWindow(caller(request).id),
  );

  app.put(
    '/owner/booking-window',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'setMyClubBookingWindow',
        tags,
        summary:
          "Sets how many days ahead the caller's club opens its courts to players (1 to 60); a member's plan may open more",
        security,
        body: bookingWindowSchema,
        response: { 200: bookingWindowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.setBookingWindow(caller(request).id, request.body),
  );

  app.get(
    '/owner/tax',
    {
      config: { access: 'owner', clubAction: 'reports' },
      schema: {
        operationId: 'getMyClubTax',
        tags,
        summary:
          "What the caller's club prints on its receipts besides its name and address: its tax identifier and the tax rate included in its prices (percent, 0: none)",
        security,
        response: { 200: clubTaxSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubs.tax(caller(request).id),
  );

  app.put(
    '/owner/tax',
    {
      config: { access: 'owner', clubAction: 'reports' },
      schema: {
        operationId: 'setMyClubTax',
        tags,
        summary:
          "Sets the caller's club's tax identifier (null or empty: none) and the tax rate included in its prices (0 to 100 percent, two decimals at most); receipts already issued keep theirs",
        security,
        body: clubTaxSchema,
        response: { 200: clubTaxSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.setTax(caller(request).id, request.body),
  );

  app.get(
    '/owner/sales',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'getMyClubSaleTerms',
        tags,
        summary:
          "What the caller's club sells of each sport: the game lengths on sale (60, 90, 120 minutes) and whether games start every 60 or every 30 minutes",
        security,
        response: { 200: clubSaleTermsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubs.saleTerms(caller(request).id),
  );

  app.put(
    '/owner/sales',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'setMyClubSaleTerms',
        tags,
        summary:
          "Sets what the caller's club sells of each sport; bookings already made keep their lengths and start times",
        security,
        body: clubSaleTermsSchema,
        response: { 200: clubSaleTermsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.setSaleTerms(caller(request).id, request.body),
  );
};
