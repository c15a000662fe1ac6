import { createConnection, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

export interface StallableProxy {
  port: number;
  /** Holds every byte either way from now on, as a paused database server would. */
  stall(): void;
  /** Like stall, but what arrives meanwhile is lost: a connection opened now never answers. */
  blackhole(): void;
  /** Delivers what was held (nothing, after a blackhole), and carries bytes again. */
  resume(): void;
  /**
   * The database gone, as in a restart or a failover: every connection through the relay is
   * reset and new ones are refused until `restore`.
   */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to `target` on loopback that a test can freeze or cut mid-connection. */
export async function startStallableProxy(target: {
  host: string;
  port: number;
}): Promise<StallableProxy> {
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let stalled = false;
  let down = false;
  let dropping = false;
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (dropping) return;
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = createServer((client) => {
    if (down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    stall() {
      stalled = true;
    },
    blackhole() {
      stalled = true;
      dropping = true;
    },
    resume() {
      stalled = false;
      dropping = false;
      for (const deliver of held.splice(0)) deliver();
    },
    cut() {
      down = true;
      held.length = 0;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      down = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
