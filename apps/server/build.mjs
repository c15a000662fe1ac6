// Bundles the server (dist/server.js), the demo reset (dist/reset-demo.js), the backups
// (dist/backups-cli.js) and the admin maker (dist/admin-create.js), each with the shared
// package; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/reset-demo.ts', 'src/backups-cli.ts', 'src/admin-create.ts'],
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
