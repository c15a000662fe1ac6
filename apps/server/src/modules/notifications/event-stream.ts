import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comments keep proxies from closing a quiet stream. */
const heartbeatMs = 25_000;
/**
 * A stream ends after a while and the client opens a new one with its current token, so a
 * signed-out or expired session does not keep listening.
 */
const streamLifetimeMs = 10 * 60_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Ends the stream; with `retryMs`, tells the client to reconnect after that long first. */
  end(retryMs?: number): void;
}

/**
 * Server-sent events on a hijacked reply: `start` runs once the headers are out and returns
 * what to undo when the stream ends, whether the client left, the lifetime ran out or the
 * server is closing (`open` holds the live streams for that).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: Set<EventStream>,
  start: (stream: EventStream) => () => void,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    // Tells a buffering proxy (nginx) to pass events on as they come.
    'x-accel-buffering': 'no',
  });
  response.write('retry: 3000\n\n');
  let stop: () => void = () => {};
  const stream: EventStream = {
    send(event, data) {
      if (!response.writableEnded)
        response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end(retryMs) {
      if (!open.delete(stream)) return;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stop();
      response.end(retryMs === undefined ? undefined : `retry: ${Math.round(retryMs)}\n\n`);
    },
  };
  const heartbeat = setInterval(() => response.write(': still here\n\n'), heartbeatMs);
  const lifetime = setTimeout(() => stream.end(), streamLifetimeMs);
  open.add(stream);
  request.raw.on('close', () => stream.end());
  stop = start(stream);
  // A client that left while its stream was being allowed (a read of the database) is gone.
  if (request.raw.socket.destroyed) stream.end();
}
