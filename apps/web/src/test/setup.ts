import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import localforage from 'localforage';
import { initI18n } from '../lib/i18n';
import { network } from './network';

vi.stubGlobal('fetch', network.fetch);
await initI18n('en');

afterEach(async () => {
  cleanup();
  network.reset();
  await localforage.clear();
});
