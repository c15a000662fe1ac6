import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request written by hand on its own connection, held back before its last bytes. */
export interface HeldRequest {
  /** Sends what was held back and reads the answer (the connection closes after it). */
  finish(): Promise<RawAnswer>;
}

function parseAnswer(raw: string): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/**
 * Opens a connection and sends all of a request but its last two bytes: to the server it is a
 * request under way (its headers, or its body, still arriving), as over a slow network.
 */
export async function holdRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<HeldRequest> {
  const body = request.body ?? '';
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const text =
    `${request.method} ${request.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `\r\n${body}`;
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  socket.write(text.slice(0, -2));
  return {
    async finish() {
      socket.write(text.slice(-2));
      await closed;
      return parseAnswer(received);
    },
  };
}

/** Whether a new connection to `port` is refused. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
