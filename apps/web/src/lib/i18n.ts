import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from './storage';
import { translationBackend } from './translation-backend';

/** Each language is named in itself, so these names are the same in every translation. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'es', name: 'Español' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const defaultLanguage: LanguageCode = 'en';

function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/**
 * The root element carries the language so the browser, screen readers and CSS follow it; a
 * cookie tells the server, which sends the page with its texts preloaded (docs/decisions.md,
 * "Texts come with the page").
 */
function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
  if (isLanguageCode(language))
    document.cookie = `lang=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * The language a visit starts in: the one chosen on this device, else the first of the
 * browser's languages (`navigator.languages`, most wanted first) that we speak, else English.
 */
export function startingLanguage(
  storedLanguage: string | null,
  browserLanguages: readonly string[],
): LanguageCode {
  if (isLanguageCode(storedLanguage)) return storedLanguage;
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return defaultLanguage;
}

export async function initI18n(
  storedLanguage: string | null,
  browserLanguages: readonly string[] = navigator.languages,
): Promise<void> {
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(translationBackend)
    .use(initReactI18next)
    .init({
      lng: startingLanguage(storedLanguage, browserLanguages),
      fallbackLng: defaultLanguage,
      supportedLngs: languages.map((language) => language.code),
      load: 'languageOnly',
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
    });
}

/**
 * The choice is kept on the device before the screens turn to it, so that a page opened or
 * reloaded the moment they have starts in it too; a device that cannot keep it still turns.
 */
export async function selectLanguage(language: LanguageCode): Promise<void> {
  await storeLanguage(language).catch(() => undefined);
  await i18next.changeLanguage(language);
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18next.resolvedLanguage) ? i18next.resolvedLanguage : defaultLanguage;
}
