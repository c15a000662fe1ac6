/**
 * The device's key-value store (SPEC 9): IndexedDB, or localStorage where IndexedDB is
 * unavailable. Small enough for the first screen, which needs the stored language before it
 * paints. Values sit where the app has always kept them (database and store 'courtside';
 * in localStorage under 'courtside/courtside/', as JSON), so a device keeps its session.
 */
export interface DeviceStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
  clear(): Promise<void>;
  keys(): Promise<string[]>;
}

const name = 'courtside';

/** Opens the database, adding the store when the database exists without it. */
function openDatabase(version?: number): Promise<IDBDatabase> {
  return new Promise((done, fail) => {
    const open = indexedDB.open(name, version);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(name)) open.result.createObjectStore(name);
    };
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const database = open.result;
      if (database.objectStoreNames.contains(name)) return done(database);
      database.close();
      openDatabase(database.version + 1).then(done, fail);
    };
  });
}

function indexedDbStore(): DeviceStore {
  let database: Promise<IDBDatabase> | null = null;
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    (database ??= openDatabase()).then(
      (db) =>
        new Promise<T>((done, fail) => {
          const transaction = db.transaction(name, mode);
          const request = action(transaction.objectStore(name));
          // Resolved once written, not merely once asked.
          transaction.oncomplete = () => done(request.result);
          transaction.onerror = transaction.onabort = () => fail(transaction.error);
        }),
    );
  return {
    getItem: async <T>(key: string) =>
      ((await run('readonly', (s) => s.get(key))) ?? null) as T | null,
    setItem: async (key, value) => void (await run('readwrite', (s) => s.put(value, key))),
    removeItem: async (key) => void (await run('readwrite', (s) => s.delete(key))),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
    keys: async () => (await run('readonly', (s) => s.getAllKeys())).map(String),
  };
}

function localStorageStore(): DeviceStore {
  const prefix = `${name}/${name}/`;
  const ownKeys = () =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  return {
    getItem: async <T>(key: string) => {
      const stored = localStorage.getItem(prefix + key);
      return stored === null ? null : (JSON.parse(stored) as T);
    },
    setItem: async (key, value) => localStorage.setItem(prefix + key, JSON.stringify(value)),
    removeItem: async (key) => localStorage.removeItem(prefix + key),
    clear: async () => ownKeys().forEach((key) => localStorage.removeItem(prefix + key)),
    keys: async () => ownKeys(),
  };
}

export const deviceStore: DeviceStore =
  typeof indexedDB === 'undefined' ? localStorageStore() : indexedDbStore();
