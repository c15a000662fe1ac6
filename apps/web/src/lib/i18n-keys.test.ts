import { describe, expect, it } from 'vitest';
import { paymentPurposeSchema } from '@courtside/shared';
import { languages } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../../public/assets/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of a translation file under its dotted key. */
function textsOf(tree: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? textsOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function textsOfLanguage(code: string): Map<string, unknown> {
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${code}.json`));
  if (!file) throw new Error(`public/assets/i18n/${code}.json is missing`);
  return new Map(textsOf(file[1]));
}

/** A plural text's key (`dates_few`) without its plural form: each language has its own forms. */
const pluralForm = /_(zero|one|two|few|many|other)$/;
const withoutPluralForm = (key: string) => key.replace(pluralForm, '');

describe('translation files', () => {
  const codes = languages.map(({ code }) => code);
  const texts = new Map(codes.map((code) => [code, textsOfLanguage(code)]));
  const keysOf = (code: (typeof codes)[number]) =>
    new Set([...(texts.get(code)?.keys() ?? [])].map(withoutPluralForm));
  const allKeys = [...new Set(codes.flatMap((code) => [...keysOf(code)]))].sort();

  it.each(codes)('%s has every key of the other languages', (code) => {
    expect(allKeys.filter((key) => !keysOf(code).has(key))).toEqual([]);
  });

  it.each(codes)("%s has every plural form its language's rules ask for", (code) => {
    const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const plurals = [...(texts.get(code)?.keys() ?? [])].filter((key) => pluralForm.test(key));
    const missing = [...new Set(plurals.map(withoutPluralForm))].flatMap((base) =>
      forms
        .filter((form) => !texts.get(code)?.has(`${base}_${form}`))
        .map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(codes)('%s has no empty text', (code) => {
    const empty = [...(texts.get(code) ?? [])].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  // Texts a screen names by a value the server sends (`receipts.purposes.${purpose}`), which
  // no search of the source finds: one for each value.
  it.each(codes)('%s names every payment purpose', (code) => {
    const missing = paymentPurposeSchema.options.flatMap((purpose) =>
      [`receipts.purposes.${purpose}`, `admin.refundPurpose.${purpose}`].filter(
        (key) => !texts.get(code)?.has(key),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('ships a file for each offered language and no other', () => {
    expect(Object.keys(files)).toHaveLength(codes.length);
  });
});
