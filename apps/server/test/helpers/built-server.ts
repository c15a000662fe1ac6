import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseTarget } from '#server/config.js';

const serverFolder = resolve(import.meta.dirname, '../..');
const startTimeoutMs = 60_000;
const stopTimeoutMs = 15_000;
// What a failing test shows of the process's output: its last lines, not megabytes of logs.
const keptOutputChars = 20_000;

/** Bundles src/ into dist/, as `npm run build` does for the server. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverFolder });
}

export function databaseUrlOf(target: DatabaseTarget): string {
  return target.dialect === 'sqlite' ? `sqlite:${target.file}` : target.connectionString;
}

export interface BuiltServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process's latest output (stdout and stderr), for failure messages. */
  output(): string;
  /** Whether the process is still running (it has not exited, by itself or by a signal). */
  running(): boolean;
  /** Every output line that matched `record` (all of them, however long the output grew). */
  recorded(): string[];
  /** A full garbage collection in the server process, through its inspector. */
  collectGarbage(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs dist/server.js exactly as `npm start` does (`node dist/server.js` in apps/server), with
 * `env` on top of this process's environment (or, with `inheritEnv: false`, with `env` alone,
 * as a container is started), and its inspector open on loopback so that a test can force
 * collections. The port is read from the server's own "listening" log line.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  { record, inheritEnv = true }: { record?: RegExp; inheritEnv?: boolean } = {},
): Promise<BuiltServer> {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', 'dist/server.js'], {
    cwd: serverFolder,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...(inheritEnv ? process.env : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  const recorded: string[] = [];
  // Each stream is cut into lines on its own: their chunks interleave.
  const keepFrom = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-keptOutputChars);
      if (!record) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      recorded.push(...lines.filter((line) => record.test(line)));
    };
  };
  child.stdout?.on('data', keepFrom());
  child.stderr?.on('data', keepFrom());

  try {
    const [url, inspectorUrl] = await Promise.all([
      lineMatch(child, 'stdout', /Server listening at (http:\/\/127\.0\.0\.1:\d+)/),
      lineMatch(child, 'stderr', /Debugger listening on (ws:\/\/\S+)/),
    ]);
    return {
      url,
      output: () => output,
      running: () => child.exitCode === null && child.signalCode === null,
      recorded: () => [...recorded],
      collectGarbage: () => inspectorCall(inspectorUrl, 'HeapProfiler.collectGarbage'),
      stop: (signal = 'SIGTERM') => stopProcess(child, signal),
    };
  } catch (error) {
    await stopProcess(child, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}

function lineMatch(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp) {
  return new Promise<string>((done, fail) => {
    let seen = '';
    const timer = setTimeout(
      () => fail(new Error(`no ${pattern} within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      const match = pattern.exec(seen);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child[stream]?.off('data', read);
      done(match[1]);
    };
    child[stream]?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code ?? signal}) before ${pattern}`));
    });
  });
}

/** One call of the Chrome DevTools protocol over the inspector's WebSocket. */
async function inspectorCall(inspectorUrl: string, method: string): Promise<void> {
  const socket = new WebSocket(inspectorUrl);
  try {
    await new Promise((done, fail) => {
      socket.addEventListener('open', done, { once: true });
      socket.addEventListener('error', () => fail(new Error('inspector unreachable')), {
        once: true,
      });
    });
    const answered = new Promise<void>((done, fail) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (message.id !== 1) return;
        if (message.error) fail(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else done();
      });
      socket.addEventListener('close', () => fail(new Error(`${method}: inspector closed`)));
    });
    socket.send(JSON.stringify({ id: 1, method }));
    await answered;
  } finally {
    socket.close();
  }
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await exited;
    clearTimeout(timer);
  }
  return { code: child.exitCode, signal: child.signalCode };
}
