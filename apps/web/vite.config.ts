import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './vite/chunk-groups';

// The API and its pictures live on the server; the dev and preview servers forward them so the
// app keeps using the same-origin paths it uses in production.
const apiOrigin = 'http://localhost:3000';
const proxy = { '/api': apiOrigin, '/assets/img': apiOrigin };

// The installable app (docs/decisions.md, "Installable app"). The service worker precaches the
// app shell (index.html, every bundle, the fonts, icons and the three translations) and
// answers page navigations with index.html, so the app opens offline. It registers no route
// for /api: API calls and the notifications stream go past it to the network, never from a
// cache. Updates wait for the user's Reload (registerType 'prompt'). Push notices are shown
// and opened by public/push-worker.js, which the service worker imports.
const pwa = VitePWA({
  registerType: 'prompt',
  // The icons are in the precache already (globPatterns).
  includeManifestIcons: false,
  // Registered by src/app/pwa/service-worker.tsx, loaded after the first screen paints.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Courtside',
    short_name: 'Courtside',
    description: 'Book padel and football courts, join matches and championships.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#00695c',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // Shows pushed notices and opens their screen when tapped (public/push-worker.js).
    importScripts: ['/push-worker.js'],
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,json}'],
    // The build manifest is for the bundle budget; the demo world's pictures are content.
    globIgnores: ['.vite/**', 'assets/img/{clubs,courts,coin-packs,users}/**'],
    // Only Vite's content-hashed files go unchecked; everything else (the translations in
    // assets/i18n included) carries a revision, so a new version brings its new texts.
    dontCacheBustURLsMatching: /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.\w+$/,
    navigateFallback: '/index.html',
    // Pages the server draws itself (the payment sandbox's checkout under /api, the API docs)
    // and its pictures are never answered with the app's page.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/docs(\/|$)/, /^\/assets\/img\//],
    // The first install serves the page that registered it at once; a new version waits.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
});

// Every text file is also written brotli- and gzip-compressed at their highest levels, once at
// build time, and the server sends the one the browser accepts (@fastify/static preCompressed).
const precompressed = compression({
  include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
  algorithms: ['brotliCompress', 'gzip'],
  threshold: 512,
  logLevel: 'silent',
});

// What always loads together travels as one file (vite/chunk-groups.ts): the entry with what
// every page needs, the rules screens share without zod, and the frame and shell of the
// signed-in area and of the admin's. The sign-in screens keep their few parts in common with
// the areas to themselves, so that they never wait for an area's frame.
const signInScreens = ['/src/features/auth/routes/index.ts'];
// The stand-ins that load the confirmations many screens ask, when first asked.
const userAreaParts = ['/src/components/lazy-dialogs.ts'];
const groups = chunkGroups([
  { name: 'app', root: 'entry' },
  { name: 'shared-rules', root: '/packages/shared/src/rules.ts' },
  {
    name: 'shared-parts',
    under: ['/apps/web/src/components/', '/apps/web/src/lib/'],
    screens: 3,
    outside: signInScreens,
  },
  {
    name: 'user-area',
    root: '/src/app/layout/user-area.tsx',
    outside: signInScreens,
    with: userAreaParts,
  },
  // The admin's frame only: a player's screen never fetches it for an icon the two share.
  { name: 'admin-area', root: '/src/app/layout/admin-area.tsx', exclusive: true },
]);

export default defineConfig({
  base: '/',
  plugins: [react(), pwa, precompressed, groups],
  // `@/lib/paths` is src/lib/paths (the same alias as tsconfig.json's `paths`).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's modules instead of loading the whole app again each: less than
    // half the time. src/test/setup.ts puts back after each test what would outlive it.
    isolate: false,
    // Both cores: Vitest's default leaves one free, which halves a run of jsdom-heavy files.
    maxWorkers: 2,
    // jsdom renders whole screens; on a busy 2-core machine one can take seconds.
    testTimeout: 15_000,
  },
});
