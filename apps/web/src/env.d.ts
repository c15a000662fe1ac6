interface ImportMetaEnv {
  /** Base address of the API; the same origin's `/api` when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
