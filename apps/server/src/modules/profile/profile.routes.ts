import {
  batBrandListSchema,
  profileFormSchema,
  profilePhotoField,
  profileSchema,
} from '@courtside/shared';
import { DomainError } from '#server/lib/domain-error.js';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import {
  acceptMultipartForms,
  readMultipartForm,
} from '#server/modules/uploads/uploads.service.js';
import { caller } from '#server/plugins/auth.js';
import { errorCodes } from '@courtside/shared';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

/** The form's text fields, empty ones dropped (SPEC 5: only non-empty fields are sent). */
function parseForm(fields: Record<string, string>) {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''));
  const parsed = profileFormSchema.safeParse(sent);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? 'body'),
    message: issue.message,
  }));
  throw new DomainError(400, errorCodes.validation, 'Some fields are missing or invalid', details);
}

// Its form (POST /user/me) is multipart; no route here takes JSON.
export const profileRoutes: RoutesPlugin = async (app, { services }) => {
  const { profile } = services;
  await acceptMultipartForms(app);

  app.get(
    '/user/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyProfile',
        tags,
        summary: "The caller's profile with its counters (SPEC 3 Profile response)",
        security,
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => profile.me(caller(request).id),
  );

  app.post(
    '/user/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateMyProfile',
        tags,
        summary:
          'Change the profile: a multipart form with the non-empty fields and optionally a photo (JPEG, PNG or WebP, at most 5 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, profilePhotoField);
      const fields = parseForm(form.fields);
      return profile.update(caller(request).id, fields, form.file?.bytes ?? null);
    },
  );

  app.get(
    '/user/bat/all',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listBatBrands',
        tags,
        summary: 'Bat brands the profile form offers',
        security,
        response: { 200: batBrandListSchema, ...errorResponses(401) },
      },
    },
    async () => profile.batBrands(),
  );
};
