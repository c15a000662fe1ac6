import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const run = promisify(execFile);
/** Runs a linter installed from npm (a JavaScript bin) on this Node.js. */
const lint = (bin: string, ...args: string[]) =>
  run(process.execPath, [resolve(root, 'node_modules', bin), ...args], { cwd: root });
const installed = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const scratch = mkdtempSync(join(tmpdir(), 'courtside-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The deployment files of docs/deploy.md, checked as far as this machine can without
 * containers: the Dockerfile and compose.yaml by linters from npm (the compose file against
 * the Compose specification's schema), nginx's configuration by `nginx -t` and the systemd
 * unit by `systemd-analyze verify` where those are installed.
 */
describe('deployment files', () => {
  it('the Dockerfile lints clean, builds in one stage and runs unprivileged in another', async () => {
    const { stdout, stderr } = await lint(
      'dockerfile-utils/bin/dockerfile-utils',
      'lint',
      'Dockerfile',
    );
    expect((stdout + stderr).trim()).toBe('');
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM node:24-\S+ AS \w+$/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/api\/health\/ready/ms);
  });

  it('compose.yaml follows the Compose schema and lints clean', async () => {
    const { stdout, stderr } = await lint('dclint/bin/dclint.cjs', 'compose.yaml');
    expect((stdout + stderr).trim()).toBe('');
    const compose = read('compose.yaml');
    // The three processes are one definition, so what must match cannot drift apart.
    expect(compose.match(/^ {2}app\d: \*app$/gm)).toHaveLength(3);
    expect(read('deploy/nginx.conf').match(/^\s+server app\d:3000\b/gm)).toHaveLength(3);
  });

  it.skipIf(!installed('nginx'))('nginx accepts deploy/nginx.conf', async () => {
    // The compose service names resolve only inside compose's network, and the logs go here.
    const config = read('deploy/nginx.conf')
      .replace(/\bapp\d:3000\b/g, '127.0.0.1:3000')
      .replaceAll('/var/log/nginx/', `${scratch}/`);
    const file = join(scratch, 'nginx.conf');
    writeFileSync(file, config);
    const { stderr } = await run('nginx', ['-t', '-q', '-c', file, '-p', scratch]);
    expect(stderr).toBe('');
  });

  it('nginx streams live notifications unbuffered', () => {
    const stream = /location = \/api\/user\/me\/notifications\/stream \{([^}]*)\}/.exec(
      read('deploy/nginx.conf'),
    );
    expect(stream?.[1]).toMatch(/proxy_buffering off;/);
    expect(stream?.[1]).toMatch(/proxy_read_timeout 1h;/);
  });

  it.skipIf(!installed('systemd-analyze'))('systemd accepts the unit template', async () => {
    const unit = join(scratch, 'courtside@3001.service');
    copyFileSync(resolve(root, 'deploy/courtside@.service'), unit);
    const { stderr } = await run('systemd-analyze', ['verify', unit]);
    expect(stderr).toBe('');
  });
});
