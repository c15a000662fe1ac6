import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads a language's texts from `assets/i18n/{language}.json` as the build ships them (one
 * namespace). What i18next-http-backend did for us, in the few lines we use of it: it weighed
 * 2.5 kB as sent on every first screen.
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`${import.meta.env.BASE_URL}assets/i18n/${language}.json`)
      .then(async (response) => {
        // A server failure may pass, a missing file will not: i18next retries only the first.
        if (!response.ok)
          return callback(new Error(`${language}: ${response.status}`), response.status >= 500);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      // The network failed: worth trying again.
      .catch((error: unknown) => callback(error as Error, true));
  },
};
