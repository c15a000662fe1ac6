// Bundles the server (dist/server.js), the demo reset (dist/reset-demo.js) and the backups
// (dist/backups-cli.js), each with the shared package; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/reset-demo.ts', 'src/backups-cli.ts'],
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
