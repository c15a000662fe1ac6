import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests under way may take to finish before their connections are closed. */
  timeoutMs: number;
  /** Closes what outlives the app: the database pool (the app closes its own feed and Redis). */
  closeResources: () => Promise<void>;
}

/** How often, while draining, connections that fell idle (a keep-alive, an ended stream) are closed. */
const idleSweepMs = 100;

/**
 * Stops this process without dropping work: readiness turns 503 and no new connection is
 * accepted; live streams end with a reconnection hint; requests under way finish, for up to
 * `timeoutMs`, after which their connections are closed; the sweeps stop after their round;
 * then the feed, Redis and the database close. Says whether requests had to be cut off.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { timeoutMs, closeResources }: ShutdownOptions,
): Promise<'drained' | 'cut off'> {
  app.services.lifecycle.startDraining();
  app.log.info({ timeoutMs }, 'draining: new connections refused, requests under way finish');
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
  let outcome: 'drained' | 'cut off' = 'drained';
  const deadline = setTimeout(() => {
    outcome = 'cut off';
    app.log.warn({ timeoutMs }, 'draining: requests still under way are cut off');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
    clearTimeout(deadline);
  }
  await closeResources();
  app.log.info({ outcome }, 'stopped');
  return outcome;
}

/** Beyond the drain, how long closing the feed, Redis and the database may take. */
const closingGraceMs = 5_000;

/**
 * SIGTERM and SIGINT drain the process and exit 0 (drainAndClose); a second signal while it
 * drains exits at once (1), as does a close that hangs past its time.
 */
export function stopOnSignals(
  app: FastifyInstance,
  options: ShutdownOptions,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'a second signal while draining: exiting now');
      return exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      app.log.error({ signal }, 'stopping took too long: exiting now');
      exit(1);
    }, options.timeoutMs + closingGraceMs).unref();
    drainAndClose(app, options).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
