import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** How many requests each backend was handed, in the order the backends were given. */
  handed(): number[];
  close(): Promise<void>;
}

/**
 * A load balancer in front of several server processes, as a deployment runs one: each
 * request goes to the next backend in turn, and both bodies are streamed as they come (an
 * event stream reaches its reader event by event). A backend that refuses the connection is
 * marked down and the request goes to the next one, as nginx's `proxy_next_upstream error`
 * does; a backend that fails once the request is under way answers 502, since a request
 * that may have been served is not sent twice.
 */
export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((url) => ({ url: new URL(url), down: false, handed: 0 }));
  let turn = 0;
  const nextUp = () => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[turn++ % targets.length]!;
      if (!target.down) return target;
    }
    return null;
  };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, tries = 0) => {
    const target = nextUp();
    if (!target || tries >= targets.length) {
      response.writeHead(502).end();
      return;
    }
    target.handed += 1;
    // A connection of its own, so that the body is piped only once the backend took it.
    const upstream = http.request({
      host: target.url.hostname,
      port: target.url.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent: false,
    });
    let connected = false;
    upstream.once('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        request.pipe(upstream);
      }),
    );
    upstream.once('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') {
        target.down = true;
        forward(request, response, tries + 1);
      } else if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // A reader that goes away (a closed event stream) ends the backend's request too.
    response.once('close', () => upstream.destroy());
  };

  const server = http.createServer((request, response) => forward(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handed: () => targets.map((target) => target.handed),
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
