import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDist = resolve(import.meta.dirname, '../../../server/dist');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

class ServerExited extends Error {
  constructor(code: number) {
    super(`server exited with ${code}`);
  }
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new ServerExited(server.exitCode);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 30 s');
}

export interface JourneyServer {
  baseUrl: string;
  /** The server's environment, for the terminal commands a journey runs against its database. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

interface JourneyServerOptions {
  /** Where it listens, when its address must be known before it starts (PUBLIC_URL). */
  port?: number;
}

/**
 * The built server on a fresh SQLite file of its own, empty as a new platform's; `overrides`
 * adds to its configuration (`SEED_DEMO: 'true'` for the demo world, a journey's own SMTP
 * server, ...).
 */
export async function startJourneyServer(
  overrides: Record<string, string> = {},
  options: JourneyServerOptions = {},
): Promise<JourneyServer> {
  // A free port found here can be taken by a server the other journey worker starts before this
  // one listens on it: a server that cannot listen is started again on another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(overrides, options.port ?? (await freePort()));
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !(error instanceof ServerExited)) {
        throw error;
      }
    }
  }
}

async function startOnce(overrides: Record<string, string>, port: number): Promise<JourneyServer> {
  const folder = mkdtempSync(join(tmpdir(), 'courtside-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(folder, 'e2e.db')}`,
    UPLOADS_DIR: join(folder, 'uploads'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
  const server = spawn(process.execPath, [join(serverDist, 'server.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    env,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A command of the built server (e.g. admin-create.js) run against the journey's database. */
export function serverCommand(name: string): string {
  return join(serverDist, name);
}
