import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Language = 'en' | 'ar';

/** The app's own words in a language, read from its translation files, so a journey runs in each. */
export function wordsOf(language: Language) {
  const file = resolve(import.meta.dirname, `../../public/assets/i18n/${language}.json`);
  const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as never)?.[part], words);
    if (typeof found !== 'string') throw new Error(`No ${language} text for ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
export type Words = ReturnType<typeof wordsOf>;
