// Bundles the server (dist/server.js) and the demo reset (dist/reset-demo.js), each with the
// shared package; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/reset-demo.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@courtside/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
