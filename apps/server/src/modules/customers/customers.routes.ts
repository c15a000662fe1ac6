import {
  customerCategoriesBodySchema,
  customerCategoryBodySchema,
  customerCategoryListSchema,
  customerCategoryParamsSchema,
  customerCategorySchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerNoteBodySchema,
  customerPageSchema,
  customerParamsSchema,
  customerSummarySchema,
  newCustomerBodySchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** The club's customer list, for its owner (and, later, the desk's staff). */
export const customersRoutes: RoutesPlugin = async (app, { services }) => {
  const { customers } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['customers'];
  const config = { access: 'owner' as const, clubAction: 'customers' as const };

  app.get(
    '/owner/customers',
    {
      config,
      schema: {
        operationId: 'listClubCustomers',
        tags,
        summary: "The caller's club's customers, last visit first; q searches names and phones",
        security,
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => customers.list(caller(request).id, request.query),
  );

  app.post(
    '/owner/customers',
    {
      config,
      schema: {
        operationId: 'addClubCustomer',
        tags,
        summary: 'Adds someone without an account by name and phone (409 when on the list)',
        security,
        body: newCustomerBodySchema,
        response: { 201: customerSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await customers.add(caller(request).id, request.body)),
  );

  app.get(
    '/owner/customers/export',
    {
      config,
      schema: {
        operationId: 'exportClubCustomers',
        tags,
        summary: 'Every customer as CSV: name, phone, categories, bookings, last visit, no-shows',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(await customers.csv(caller(request).id)),
  );

  app.get(
    '/owner/customers/:customerId',
    {
      config,
      schema: {
        operationId: 'getClubCustomer',
        tags,
        summary: "A customer's page: contact, categories, notes, bookings, seats, no-shows",
        security,
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => customers.detail(caller(request).id, request.params.customerId),
  );

  app.put(
    '/owner/customers/:customerId/note',
    {
      config,
      schema: {
        operationId: 'setClubCustomerNote',
        tags,
        summary: "The owner's private note about a customer (empty removes it)",
        security,
        params: customerParamsSchema,
        body: customerNoteBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await customers.setNote(caller(request).id, request.params.customerId, request.body.note);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/owner/customers/:customerId/categories',
    {
      config,
      schema: {
        operationId: 'setClubCustomerCategories',
        tags,
        summary: 'The club categories a customer is in',
        security,
        params: customerParamsSchema,
        body: customerCategoriesBodySchema,
        response: { 200: customerSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      customers.setCategories(
        caller(request).id,
        request.params.customerId,
        request.body.categoryIds,
      ),
  );

  app.get(
    '/owner/customer-categories',
    {
      config,
      schema: {
        operationId: 'listCustomerCategories',
        tags,
        summary: "The categories of the caller's club, by name",
        security,
        response: { 200: customerCategoryListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => customers.categories(caller(request).id),
  );

  app.post(
    '/owner/customer-categories',
    {
      config,
      schema: {
        operationId: 'addCustomerCategory',
        tags,
        summary: 'A new customer category (409: name taken, or 50 already)',
        security,
        body: customerCategoryBodySchema,
        response: { 201: customerCategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await customers.addCategory(caller(request).id, request.body.name)),
  );

  app.delete(
    '/owner/customer-categories/:categoryId',
    {
      config,
      schema: {
        operationId: 'removeCustomerCategory',
        tags,
        summary: 'Removes a category, and every customer from it',
        security,
        params: customerCategoryParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await customers.removeCategory(caller(request).id, request.params.categoryId);
      return reply.code(204).send(null);
    },
  );
};
