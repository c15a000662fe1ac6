import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { deviceStore } from '@/lib/device-store';
import { renderApp } from '../../../test/render-app';

describe('Language on the sign-in screen', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('switches the sign-in screen to Arabic, right to left, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    const language = await screen.findByRole('combobox', { name: 'Select Language' });
    expect((language as HTMLSelectElement).value).toBe('en');
    await user.selectOptions(language, 'العربية');

    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await deviceStore.getItem('lang')).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اختر اللغة' })).toHaveProperty('value', 'ar');
  });
});
