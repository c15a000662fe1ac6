import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { selectLanguage, startingLanguage } from './i18n';
import { deviceStore } from './device-store';

describe('the language a visit starts in', () => {
  it("follows the browser's languages, in its order, on a first visit", () => {
    expect(startingLanguage(null, ['ar-EG', 'en-US'])).toBe('ar');
    expect(startingLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(startingLanguage(null, ['AR'])).toBe('ar');
    expect(startingLanguage(null, ['en-GB', 'ar'])).toBe('en');
  });

  it('starts in English when the browser asks for none of ours', () => {
    expect(startingLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(startingLanguage(null, [])).toBe('en');
  });

  it('keeps the language chosen on the device over the browser', () => {
    expect(startingLanguage('es', ['ar-EG'])).toBe('es');
    expect(startingLanguage('en', ['ar-EG'])).toBe('en');
  });

  it('ignores a stored value that names no language of ours', () => {
    expect(startingLanguage('klingon', ['ar-SA'])).toBe('ar');
  });
});

describe('the language the server preloads the texts of', () => {
  it('is the one chosen, kept in a cookie for the whole site', async () => {
    await selectLanguage('es');
    expect(document.cookie).toContain('lang=es');
    await selectLanguage('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.cookie).not.toContain('lang=es');
  });
});

describe('choosing a language', () => {
  it('keeps the choice on the device before the screens turn to it', async () => {
    const steps: string[] = [];
    const store = vi.spyOn(deviceStore, 'setItem').mockImplementation(async (key, value) => {
      // A slow device: the write ends a moment later.
      await new Promise((resume) => setTimeout(resume, 20));
      steps.push(`stored ${key}=${String(value)}`);
    });
    const onTurn = (language: string) => steps.push(`turned ${language}`);
    i18next.on('languageChanged', onTurn);
    try {
      await selectLanguage('ar');
      expect(steps).toEqual(['stored lang=ar', 'turned ar']);
    } finally {
      i18next.off('languageChanged', onTurn);
      store.mockRestore();
      await selectLanguage('en');
    }
  });

  it('still turns when the device cannot keep the choice', async () => {
    const store = vi.spyOn(deviceStore, 'setItem').mockRejectedValue(new Error('quota'));
    try {
      await selectLanguage('es');
      expect(i18next.language).toBe('es');
    } finally {
      store.mockRestore();
      await selectLanguage('en');
    }
  });
});
