import type { FastifyInstance } from 'fastify';

/** A setting the parent process must pass; the child cannot guess it. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * Child side of bench/child-server.ts: listens on a free loopback port, reports it over IPC,
 * and closes cleanly (so `--cpu-prof` can write its profile) when the parent asks or goes away.
 */
export async function serveForParent(
  app: FastifyInstance,
  release: () => Promise<void> = async () => {},
): Promise<void> {
  if (!process.send) throw new Error('start this server through bench/child-server.ts');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await release();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  // The IPC channel closes when the parent dies, even by SIGKILL: never outlive it.
  process.once('disconnect', stop);
  process.on('message', (message) => {
    if (message === 'cpu-usage') process.send?.({ cpuUsage: process.cpuUsage() });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send({ port: typeof address === 'object' && address ? address.port : 0 });
}
