import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { deviceStore } from '@/lib/device-store';
import { featureScreens } from '../app/feature-screens';
import { initI18n } from '../lib/i18n';
import { network } from './network';

vi.stubGlobal('fetch', network.fetch);
// A screen waits for its data and its lazy chunk; under load that outlasts the default second.
configure({ asyncUtilTimeout: 4000 });
await initI18n('en');
// Screens load lazily, as in the browser; their code is fetched here once, so what a test
// waits for is the screen's behaviour rather than the first compilation of its modules.
await Promise.all([
  ...Object.values(featureScreens).map((load) => load()),
  // Parts that screens load in turn: the user area's frame and shell, the sign-up form.
  import('../app/layout/user-area'),
  import('../features/auth/components/register-form'),
  import('@courtside/shared'),
]);

afterEach(async () => {
  cleanup();
  network.reset();
  await deviceStore.clear();
});

// jsdom has no scrolling; screens still ask to open at the top.
window.scrollTo = () => undefined;
