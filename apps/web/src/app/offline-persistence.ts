import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { deviceStore } from '../lib/device-store';
import { isKeptOffline, offlineMaxAgeMs } from '../lib/offline-cache';
import { storageKeys } from '../lib/storage';

/**
 * The device store as the persister writes to it: a cache with nothing kept (right after log
 * out cleared it) removes the key rather than writing an empty one, so nothing of a session
 * stays on the device once it ends.
 */
const offlineStore = {
  getItem: (key: string) => deviceStore.getItem<string>(key),
  removeItem: (key: string) => deviceStore.removeItem(key),
  setItem: (key: string, value: string) =>
    keepsNothing(value) ? deviceStore.removeItem(key) : deviceStore.setItem(key, value),
};

function keepsNothing(serialized: string): boolean {
  const { clientState } = JSON.parse(serialized) as { clientState?: { queries?: unknown[] } };
  return (clientState?.queries?.length ?? 0) === 0;
}

/**
 * The queries marked `keptOffline`, written to device storage once loaded (at most once a
 * second) and read back when the user area starts, so they show with no connection. Log out
 * wipes the key with the rest of the device's storage.
 */
export const offlinePersistence: PersistQueryClientProviderProps['persistOptions'] = {
  persister: createAsyncStoragePersister({
    storage: offlineStore,
    key: storageKeys.offlineLists,
    throttleTime: 1000,
  }),
  maxAge: offlineMaxAgeMs,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptOffline(query),
  },
};
