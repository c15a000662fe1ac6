import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import localforage from 'localforage';
import { featureScreens } from '../app/feature-screens';
import { initI18n } from '../lib/i18n';
import { network } from './network';

vi.stubGlobal('fetch', network.fetch);
await initI18n('en');
// Screens load lazily, as in the browser; their code is fetched here once, so what a test
// waits for is the screen's behaviour rather than the first compilation of its modules.
await Promise.all(Object.values(featureScreens).map((load) => load()));

afterEach(async () => {
  cleanup();
  network.reset();
  await localforage.clear();
});
