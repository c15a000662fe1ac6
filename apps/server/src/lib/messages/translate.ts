import type { ErrorBody } from '@courtside/shared';
import { arabic } from './ar.js';
import type { MessageCatalogue } from './catalogue.js';
import { spanish } from './es.js';

export const serverLanguages = ['en', 'ar', 'es'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

const catalogues: Record<Exclude<ServerLanguage, 'en'>, MessageCatalogue> = {
  ar: arabic,
  es: spanish,
};

/**
 * The language to answer in, from an Accept-Language header: the offered language the client
 * prefers most (by q, then by order); English when it names none of them.
 */
export function pickLanguage(header: string | undefined): ServerLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (serverLanguages as readonly string[]).includes(entry.code));
  return (found?.code as ServerLanguage | undefined) ?? 'en';
}

/** One message in the language; a message the catalogue does not know stays in English. */
export function translate(message: string, language: ServerLanguage): string {
  if (language === 'en') return message;
  const catalogue = catalogues[language];
  const exact = catalogue.exact[message];
  if (exact) return exact;
  for (const [pattern, translation] of catalogue.patterns)
    if (pattern.test(message)) return message.replace(pattern, translation);
  const missing = /^(.+) not found$/.exec(message);
  const thing = missing && catalogue.things[missing[1] ?? ''];
  return thing ? catalogue.notFound.replace('{thing}', thing) : message;
}

/** An error body with its message and each detail's message in the language. */
export function localizeError(body: ErrorBody, language: ServerLanguage): ErrorBody {
  if (language === 'en') return body;
  return {
    ...body,
    message: translate(body.message, language),
    ...(body.details
      ? {
          details: body.details.map((d) => ({ ...d, message: translate(d.message, language) })),
        }
      : {}),
  };
}
