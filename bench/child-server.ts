import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { deferCleanup } from './cleanup.js';

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** The CPU time the process has used so far (user and system, µs), to price a request. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const startTimeoutMs = 30_000;
const stopTimeoutMs = 5_000;

/**
 * Servers run in child processes: the load generator and a server in one process would share
 * one event loop, and on 2 cores the figures would measure autocannon as much as the server.
 * Ours and the bare route get the same arrangement, so their ratio stays fair.
 */
export async function startChildServer(
  entry: 'app-server' | 'bare-server',
  env: Record<string, string>,
): Promise<ChildServer> {
  const script = resolve(import.meta.dirname, 'servers', `${entry}.ts`);
  const tsx = import.meta.resolve('tsx');
  const child = spawn(process.execPath, [...profilingArgs(), '--import', tsx, script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const stop = deferCleanup(() => stopChild(child));
  try {
    const port = await portOf(child);
    return {
      url: `http://127.0.0.1:${port}`,
      pid: child.pid ?? 0,
      cpuMicros: () => cpuMicrosOf(child),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** BENCH_CPU_PROF=<folder> writes a .cpuprofile of each child server, to see where time goes. */
function profilingArgs(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${resolve(folder)}`] : [];
}

/** Asks the child (bench/servers/serve.ts) for its process.cpuUsage(). */
function cpuMicrosOf(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    const answer = (message: { cpuUsage?: NodeJS.CpuUsage }) => {
      if (!message.cpuUsage) return;
      child.off('message', answer);
      done(message.cpuUsage.user + message.cpuUsage.system);
    };
    child.on('message', answer);
    child.send('cpu-usage');
  });
}

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`server did not start within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      done(message.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before listening`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(forced);
}
