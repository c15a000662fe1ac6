/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** Base address of the API; the same origin's `/api` when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** CSS modules: each class name maps to the name Vite gave it. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Plain stylesheets are imported for their effect only. */
declare module '*.css';
