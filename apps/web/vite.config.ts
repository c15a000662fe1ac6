import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The API and its pictures live on the server; the dev and preview servers forward them so the
// app keeps using the same-origin paths it uses in production.
const apiOrigin = 'http://localhost:3000';
const proxy = { '/api': apiOrigin, '/assets/img': apiOrigin };

export default defineConfig({
  base: '/',
  plugins: [react()],
  // `@/lib/paths` is src/lib/paths (the same alias as tsconfig.json's `paths`).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // Read by scripts/bundle-budget.ts to size what each route loads first.
    manifest: true,
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders whole screens; on a busy 2-core machine one can take seconds.
    testTimeout: 15_000,
  },
});
