// Bundles the server (dist/server.js), the demo reset (dist/reset-demo.js), the backups
// (dist/backups-cli.js) and the admin maker (dist/admin-create.js), each with the shared
// package; npm packages stay external.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const { outputFiles } = await build({
  entryPoints: ['src/server.ts', 'src/reset-demo.ts', 'src/backups-cli.ts', 'src/admin-create.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  write: false,
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
// Each file is written beside its place and renamed into it, so a command started while
// another build runs (test files build side by side) reads a whole file, old or new.
for (const file of outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const whole = `${file.path}.${process.pid}.tmp`;
  writeFileSync(whole, file.contents);
  renameSync(whole, file.path);
}
