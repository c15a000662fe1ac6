import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, invalidField } from '#server/lib/domain-error.js';
import { errorCodes } from '@courtside/shared';
import { imageTooLarge, maxImageBytes } from './images.js';

/** Limits every multipart request is read with (the plugin's options). */
const multipartLimits = {
  fileSize: maxImageBytes,
  files: 1,
  fields: 40,
  fieldSize: 4 * 1024,
  parts: 41,
} as const;

/**
 * Lets the routes of one plugin (and only those) read multipart forms. Not registered on the
 * whole app: the plugin adds two asynchronous hooks to every request in its scope, about a
 * tenth of the cost of the booking screen's day read.
 */
export async function acceptMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: multipartLimits });
}

export interface MultipartForm {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  /** The one file, if the form carried it under `fileField`, with what the client called it. */
  file: { bytes: Buffer; filename: string } | null;
}

const notMultipart = () =>
  new DomainError(415, errorCodes.unsupportedMedia, 'Send the form as multipart/form-data');

/** Reads a whole multipart form: text fields and at most one file, kept in memory (≤ 5 MB). */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw notMultipart();
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      } else if (part.fieldname === fileField) {
        form.file = { bytes: await part.toBuffer(), filename: part.filename };
      } else {
        throw invalidField(part.fieldname, `Unexpected file field ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw translateLimitError(error);
  }
  return form;
}

/**
 * What went wrong reading the form, as the client should hear it: a limit it went past, or a
 * body that is not a readable multipart form (no or a wrong boundary, a cut-off part).
 */
function translateLimitError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT') return invalidField('photo', 'Send one file at most');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError(413, errorCodes.payloadTooLarge, 'The form has too many fields');
  return new DomainError(400, errorCodes.validation, 'The form could not be read');
}
