import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { deviceStore } from '../lib/device-store';
import { isKeptOffline, offlineMaxAgeMs } from '../lib/offline-cache';
import { storageKeys } from '../lib/storage';

/**
 * The queries marked `keptOffline`, written to device storage once loaded (at most once a
 * second) and read back when the user area starts, so they show with no connection. Log out
 * wipes the key with the rest of the device's storage.
 */
export const offlinePersistence: PersistQueryClientProviderProps['persistOptions'] = {
  persister: createAsyncStoragePersister({
    storage: deviceStore,
    key: storageKeys.offlineLists,
    throttleTime: 1000,
  }),
  maxAge: offlineMaxAgeMs,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptOffline(query),
  },
};
