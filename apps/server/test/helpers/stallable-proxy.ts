import { createConnection, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

export interface StallableProxy {
  port: number;
  /** Holds every byte either way from now on, as a paused database server would. */
  stall(): void;
  /** Delivers what was held, and carries bytes again. */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP relay to `target` on loopback that a test can freeze mid-connection. */
export async function startStallableProxy(target: {
  host: string;
  port: number;
}): Promise<StallableProxy> {
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let stalled = false;
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = createServer((client) => {
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
    resume() {
      stalled = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
