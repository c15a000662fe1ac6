import { describe, expect, it } from 'vitest';
import { selectLanguage, startingLanguage } from './i18n';

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
