import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueuePoolSize } from '../apps/server/src/jobs/pg-boss-queue.js';
import {
  buildServer,
  databaseUrlOf,
  startBuiltServer,
} from '../apps/server/test/helpers/built-server.js';
import { createTestDatabase } from '../apps/server/test/helpers/test-database.js';
import { renderCompose } from './compose-environment.js';
import {
  appServices,
  containerEnvironment,
  imageStages,
  quickStartShell,
  readRepoFile,
  root,
  runtimeStage,
} from './deploy-files.js';
import { commandsOf, lineageOf } from './dockerfile-stages.js';
import { installed } from './installed.js';
import { localNginxConfig } from './nginx-config.js';

const read = readRepoFile;
const run = promisify(execFile);
/** Runs a linter installed from npm (a JavaScript bin) on this Node.js. */
const lint = (bin: string, ...args: string[]) =>
  run(process.execPath, [resolve(root, 'node_modules', bin), ...args], { cwd: root });

const scratch = mkdtempSync(join(tmpdir(), 'courtside-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const stages = imageStages();
const runtime = runtimeStage();

/**
 * The deployment files of docs/deploy.md, checked as far as this machine can without
 * containers: the Dockerfile and compose.yaml by linters from npm (the compose file against
 * the Compose specification's schema) and by reading them as Docker and compose do, the
 * environment compose gives the server by starting the built server with it, nginx's
 * configuration by `nginx -t` (scripts/nginx-upstreams.test.ts runs it) and the systemd unit
 * by `systemd-analyze verify` where those are installed.
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
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(runtime.base).toMatch(/^node:24-\S+$/);
    expect(runtime.steps.filter((step) => step.keyword === 'USER').at(-1)?.words).toEqual(['node']);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/api\/health\/ready/ms);
  });

  it("the runtime stage holds the server's production packages alone, owned by root", () => {
    // A stage whose every `npm ci` (its own and its bases') installs the server's production
    // packages only: no web app packages (MUI, React, …), no TypeScript or build tools.
    const serverPackagesOnly = (stage: string) => {
      const installs = lineageOf(stages, stage)
        .flatMap(commandsOf)
        .filter(([npm, ci]) => npm === 'npm' && ci === 'ci');
      return (
        installs.length > 0 &&
        installs.every(
          (words) =>
            words.includes('--omit=dev') &&
            /(--workspace|-w)[= ]apps\/server( |$)/.test(words.join(' ')),
        )
      );
    };
    const copies = runtime.steps.filter((step) => ['COPY', 'ADD'].includes(step.keyword));
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.some((copy) => serverPackagesOnly(copy.flags.from ?? ''))).toBe(true);
    for (const copy of copies) {
      const what = `${copy.keyword} ${JSON.stringify(copy.flags)} ${copy.words.join(' ')}`;
      // Without --chown (or --chmod) what is copied belongs to root: the process cannot
      // change its own code or packages.
      expect(copy.flags, what).not.toHaveProperty('chown');
      expect(copy.flags, what).not.toHaveProperty('chmod');
      expect(copy.flags.from, `${what}: from a stage, not the build context`).toBeTruthy();
      // From any other stage, only what the build made: the bundles and the web app's files.
      if (!serverPackagesOnly(copy.flags.from ?? ''))
        for (const source of copy.words.slice(0, -1)) expect(source, what).toMatch(/\/dist$/);
    }
    // What the process may write is /data (the SQLite file, the pictures), and only that.
    const ownership = commandsOf(runtime).filter(([command]) => /^(chown|chmod)$/.test(command!));
    expect(ownership.length).toBeGreaterThan(0);
    for (const [command, ...rest] of ownership) {
      const targets = rest.filter((word) => !word.startsWith('-')).slice(1);
      for (const target of targets) expect(target, command).toMatch(/^\/data(\/|$)/);
    }
    expect(runtime.env.UPLOADS_DIR).toMatch(/^\/data\//);
    expect(runtime.env.DATABASE_URL).toMatch(/^sqlite:\/data\//);
  });

  it('compose.yaml follows the Compose schema and lints clean', async () => {
    const { stdout, stderr } = await lint('dclint/bin/dclint.cjs', 'compose.yaml');
    expect((stdout + stderr).trim()).toBe('');
    const compose = read('compose.yaml');
    // The three processes are one definition, so what must match cannot drift apart.
    expect(compose.match(/^ {2}app\d: \*app$/gm)).toHaveLength(3);
    expect(read('deploy/nginx.conf').match(/^\s+server app\d:3000\b/gm)).toHaveLength(3);
  });

  it('compose.yaml asks for what its quick start exports, and the guide says the same', () => {
    const compose = read('compose.yaml');
    const shell = quickStartShell(compose);
    expect(read('docs/deploy.md')).toContain(/^# +(export .+)$/m.exec(compose)?.[1]);
    // Every variable compose requires (${NAME:?…}) is exported, and without them it stops.
    const required = new Set([...compose.matchAll(/\$\{(\w+):?\?/g)].map((match) => match[1]));
    expect([...required].sort()).toEqual(Object.keys(shell).sort());
    expect(() => renderCompose(compose, {})).toThrow(/required variable \w+ is missing a value/);

    const project = renderCompose(compose, shell);
    const [first, ...others] = appServices(project).map((name) =>
      containerEnvironment(project, name, shell),
    );
    expect(others).toEqual([first, first]);
    expect(first).toMatchObject({
      DATABASE_URL: `postgres://courtside:${shell.POSTGRES_PASSWORD}@postgres:5432/courtside`,
      JWT_SECRET: shell.JWT_SECRET,
      REDIS_URL: 'redis://redis:6379',
    });
  });

  it("compose.yaml counts the PostgreSQL connections its processes take, pg-boss's among them", () => {
    const compose = read('compose.yaml');
    const shell = quickStartShell(compose);
    const project = renderCompose(compose, shell);
    const env = containerEnvironment(project, 'app1', shell);
    // The count, its comment lines read as one.
    const counted =
      /\b(\d+) processes × \((\d+) pooled \+ (\d+) for the job queue \+ (\d+) listeners with Redis\) = (\d+) connections of PostgreSQL's (\d+)\b/.exec(
        compose.replace(/\n *# /g, ' '),
      );
    expect(counted, 'the connection count in compose.yaml').not.toBeNull();
    const [processes, pooled, jobQueue, listeners, total, allowed] = counted!.slice(1).map(Number);
    const maxConnections = /^max_connections=(\d+)$/.exec(
      (project.services.postgres?.command as string[]).find((word) => /^max_/.test(word)) ?? '',
    )?.[1];
    expect({ processes, pooled, jobQueue, listeners, allowed }).toEqual({
      processes: appServices(project).length,
      pooled: Number(env.DATABASE_POOL_SIZE),
      jobQueue: jobQueuePoolSize,
      // With Redis the notifications need no PostgreSQL listener.
      listeners: env.REDIS_URL ? 0 : 1,
      allowed: Number(maxConnections),
    });
    expect(total).toBe(processes! * (pooled! + jobQueue! + listeners!));
  });

  describe('the built server', () => {
    beforeAll(() => buildServer(), 60_000);

    it('leaves outside its bundle only the packages the server workspace depends on', () => {
      const server = resolve(root, 'apps/server');
      const dependencies = Object.keys(
        (JSON.parse(read('apps/server/package.json')) as { dependencies: object }).dependencies,
      );
      const imported = new Set<string>();
      for (const file of readdirSync(join(server, 'dist')).filter((name) => name.endsWith('.js')))
        for (const [, specifier] of readFileSync(join(server, 'dist', file), 'utf8').matchAll(
          /(?:^(?:import|export)\b[^;'"]*?\bfrom\s*|^import\s*|\bimport\(\s*)["']([^"'.][^"']*)["']/gm,
        ))
          if (!specifier!.startsWith('node:'))
            imported.add(specifier!.match(/^(@[^/]+\/)?[^/]+/)![0]);
      expect(imported.size).toBeGreaterThan(10);
      expect([...imported].filter((name) => !dependencies.includes(name))).toEqual([]);
    });

    it("starts with the environment compose gives the quick start's processes", async () => {
      const compose = read('compose.yaml');
      const shell = quickStartShell(compose);
      const project = renderCompose(compose, shell);
      const database = await createTestDatabase();
      // Only the addresses of compose's network and the container's paths are replaced:
      // every other variable is given to the server as compose renders it.
      const env: Record<string, string> = {
        ...containerEnvironment(project, 'app1', shell),
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: databaseUrlOf(database.target),
        UPLOADS_DIR: join(scratch, 'uploads'),
      };
      // CI passes an empty TEST_REDIS_URL when the machine runs no Redis.
      if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
      else delete env.REDIS_URL;
      const server = await startBuiltServer(env, { inheritEnv: false }).catch(
        async (error: unknown) => {
          await database.drop();
          throw error;
        },
      );
      try {
        const port = new URL(server.url).port;
        // The health checks compose and the image run, aimed at this process's port.
        const composeCheck = project.services.app1?.healthcheck as { test: string[] };
        const [, , ...composeArgs] = composeCheck.test;
        expect(composeArgs.join(' ')).toContain('127.0.0.1:3000/');
        await run(
          process.execPath,
          composeArgs.map((arg) => arg.replace(':3000/', `:${port}/`)),
        );
        const imageCheck = runtime.steps.find((step) => step.keyword === 'HEALTHCHECK')!;
        const [, ...imageArgs] = JSON.parse(imageCheck.words.slice(1).join(' ')) as string[];
        await run(process.execPath, imageArgs, { env: { PORT: port } });
        // METRICS_TOKEN is not exported in the quick start: /metrics stays off.
        expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
        expect(await server.stop()).toEqual({ code: 0, signal: null });
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${server.output()}`, { cause: error });
      } finally {
        await server.stop();
        await database.drop();
      }
    }, 90_000);
  });

  it.skipIf(!installed('nginx'))('nginx accepts deploy/nginx.conf', async () => {
    const config = localNginxConfig(read('deploy/nginx.conf'), {
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
      folder: scratch,
    });
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
