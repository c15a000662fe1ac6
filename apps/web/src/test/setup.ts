import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { forgetEarlyAnswers } from '@/lib/api-client';
import { reportServerAnswered } from '@/lib/connectivity';
import { deviceStore } from '@/lib/device-store';
import { featureScreens } from '../app/feature-screens';
import { initI18n } from '../lib/i18n';
import { network } from './network';

vi.stubGlobal('fetch', network.fetch);
// A screen waits for its data and its lazy chunk; under load that outlasts the default second.
configure({ asyncUtilTimeout: 4000 });
// Test files share their worker's modules (vite.config.ts, `isolate: false`): the app's
// languages are set up once, and whatever a test changes that outlives it is put back below.
if (i18next.isInitialized) await i18next.changeLanguage('en');
else await initI18n('en');
// Screens load lazily, as in the browser; their code is fetched here once, so what a test
// waits for is the screen's behaviour rather than the first compilation of its modules.
const features = await Promise.all(Object.values(featureScreens).map((load) => load()));
await Promise.all([
  // The screens a feature splits off its chunk (its `load…` exports): forms, payment steps.
  ...features.flatMap((screens) =>
    Object.entries(screens)
      .filter(([name, value]) => name.startsWith('load') && typeof value === 'function')
      .map(([, load]) => (load as unknown as () => Promise<unknown>)()),
  ),
  // Parts that screens load in turn: the user area's frame and shell, the sign-up form,
  // password recovery, and what loads when first opened or shown (dialogs, sheets, the list
  // virtualizer).
  import('../app/layout/user-area'),
  import('../app/layout/create-sheet'),
  import('../features/auth/components/register-form'),
  import('../features/auth/routes/forget-password-screen'),
  import('../features/matches/components/join-form'),
  import('../features/matches/components/take-seat-form'),
  import('../components/alert-dialog-view'),
  import('../components/virtual-card-list'),
  import('../components/wallet-phone-dialog'),
  import('../components/club-plans/club-plans-section'),
  import('../features/memberships-player/components/pay-membership-dialog'),
  import('../features/memberships-player/components/membership-payment-return'),
  import('@courtside/shared'),
]);

afterEach(async () => {
  cleanup();
  forgetEarlyAnswers();
  network.reset();
  reportServerAnswered(true);
  await deviceStore.clear();
  if (i18next.language !== 'en' || document.documentElement.lang !== 'en')
    await i18next.changeLanguage('en');
});

// jsdom has no scrolling; screens still ask to open at the top.
window.scrollTo = () => undefined;
