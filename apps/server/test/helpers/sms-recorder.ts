import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

/**
 * A local HTTP server standing in for the SMS API: it records each request and answers as
 * Twilio's Messages API does (201 and the message's JSON), or with `status` when set.
 */
export async function startSmsRecorder() {
  const requests: RecordedRequest[] = [];
  const state = { status: 201 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      response.writeHead(state.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM0000', status: 'queued' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    /** The first request from index `since` on, waiting up to 10 s. */
    async next(since = 0): Promise<RecordedRequest> {
      const deadline = Date.now() + 10_000;
      while (requests.length <= since) {
        if (Date.now() > deadline) throw new Error('no SMS request arrived');
        await new Promise((wake) => setTimeout(wake, 20));
      }
      return requests[since]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
