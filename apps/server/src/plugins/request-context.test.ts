import Fastify from 'fastify';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Logger } from '#server/lib/logger.js';
import { registerRequestContext, requestAwareLogger, requestIdOf } from './request-context.js';

/** A POST whose body arrives after its headers, as over a slow network. */
async function postSlowly(url: string, requestId: string, body: string): Promise<void> {
  const sent = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
    },
  });
  const answered = new Promise<void>((done, fail) => {
    sent.on('response', (response) => response.resume().on('end', done));
    sent.on('error', fail);
  });
  sent.flushHeaders();
  await sleep(50);
  sent.end(body);
  await answered;
}

describe('the request context', () => {
  it('gives what a service logs while serving a request that request’s id, body read or not', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
      genReqId: requestIdOf,
      requestIdHeader: false,
    });
    registerRequestContext(app);
    // What the services hold: a logger made once, before any request.
    const serviceLog: Logger = requestAwareLogger(app.log);
    const work = async (step: string) => {
      await sleep(5);
      serviceLog.info({ step }, 'service step');
    };
    app.post('/with-body', async () => work('after the body'));
    app.get('/without-body', async () => work('no body'));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      await postSlowly(`${address}/with-body`, 'with-body-1', JSON.stringify({ some: 'thing' }));
      await fetch(`${address}/without-body`, { headers: { 'x-request-id': 'without-body-1' } });
      serviceLog.info({ step: 'outside' }, 'service step');
    } finally {
      await app.close();
    }
    const steps = lines.filter((line) => line.msg === 'service step');
    expect(steps.map((line) => [line.step, line.reqId])).toEqual([
      ['after the body', 'with-body-1'],
      ['no body', 'without-body-1'],
      ['outside', undefined],
    ]);
  });
});
