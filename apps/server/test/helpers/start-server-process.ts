import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { DatabaseTarget } from '#server/config.js';

export interface ServerProcess {
  url: string;
  /** Ends the process at once, as a crash or `kill -9` would: no shutdown code runs. */
  kill(): Promise<void>;
}

/** Starts the app in a child process (see server-process.ts) on an already migrated database. */
export async function startServerProcess(
  target: DatabaseTarget,
  jwtSecret: string,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'server-process.ts')],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        SERVER_DATABASE: JSON.stringify(target),
        SERVER_JWT_SECRET: jwtSecret,
      },
    },
  );
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  try {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(() => {
        throw new Error('the server process exited before listening');
      }),
    ])) as [{ port: number }];
    return { url: `http://127.0.0.1:${message.port}`, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}
