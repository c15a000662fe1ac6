import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installed } from './installed.js';
import { localNginxConfig } from './nginx-config.js';

const nginxConfig = readFileSync(resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
const retryAfter = '5';

/** A stand-in for one server process: healthy, or in a database outage (the app's JSON 503). */
interface Upstream {
  address: string;
  state: 'healthy' | 'database outage';
  hits: number;
  server: Server;
}

async function startUpstream(): Promise<Upstream> {
  const upstream: Upstream = { address: '', state: 'healthy', hits: 0, server: createServer() };
  upstream.server.on('request', (request, response) => {
    upstream.hits += 1;
    request.resume();
    if (upstream.state === 'healthy') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ served: upstream.address }));
      return;
    }
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': retryAfter });
    response.end(
      JSON.stringify({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      }),
    );
  });
  upstream.server.listen(0, '127.0.0.1');
  await once(upstream.server, 'listening');
  upstream.address = `127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  return upstream;
}

/** A loopback port free just now (nothing listens on it once this returns). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

interface RunningNginx {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** deploy/nginx.conf run in the foreground, its upstreams at `upstreams`, on loopback. */
async function startNginx(folder: string, upstreams: string[]): Promise<RunningNginx> {
  const port = await freePort();
  const file = join(folder, 'nginx.conf');
  writeFileSync(file, localNginxConfig(nginxConfig, { upstreams, folder, port }));
  const child: ChildProcess = spawn(
    'nginx',
    ['-c', file, '-p', folder, '-e', join(folder, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/nginx-health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, output: () => output, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start:\n${output}`);
}

/** What a client is answered, request after request. */
async function ask(url: string, count: number) {
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${url}/api/user/club/all`);
    answers.push({
      status: response.status,
      type: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    });
  }
  return answers;
}

/**
 * deploy/nginx.conf in front of three stand-ins for the server processes, in a real nginx
 * (skipped where nginx is not installed; CI installs it). A 503 from a process is its answer
 * (the database is away, come back in Retry-After seconds): it reaches the client as sent,
 * and leaves the process in the rotation. A process that refuses connections is left out.
 */
describe.skipIf(!installed('nginx'))('nginx in front of the processes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'courtside-nginx-'));
  let upstreams: Upstream[] = [];
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    upstreams = await Promise.all([startUpstream(), startUpstream(), startUpstream()]);
  });
  afterEach(async () => {
    await nginx?.stop();
    for (const upstream of upstreams) Object.assign(upstream, { state: 'healthy', hits: 0 });
  });
  afterAll(async () => {
    await Promise.all(upstreams.map((upstream) => upstream.server.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it("passes the app's JSON 503 with Retry-After on, once per request, never an HTML 502", async () => {
    nginx = await startNginx(
      folder,
      upstreams.map((upstream) => upstream.address),
    );
    for (const upstream of upstreams) upstream.state = 'database outage';
    const answers = await ask(nginx.url, 9);
    for (const answer of answers) {
      expect(answer, nginx.output()).toMatchObject({
        status: 503,
        type: 'application/json',
        retryAfter,
      });
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    // Each request reached one process: an answer is not tried again elsewhere.
    expect(upstreams.reduce((sum, upstream) => sum + upstream.hits, 0)).toBe(9);
  });

  it('leaves every process in the rotation after its 503s: all serve once the database is back', async () => {
    nginx = await startNginx(
      folder,
      upstreams.map((upstream) => upstream.address),
    );
    for (const upstream of upstreams) upstream.state = 'database outage';
    await ask(nginx.url, 6);
    for (const upstream of upstreams) Object.assign(upstream, { state: 'healthy', hits: 0 });
    const answers = await ask(nginx.url, 6);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(upstreams.map((upstream) => upstream.hits)).toEqual([2, 2, 2]);
  });

  it('sends a request a stopped process refuses to the next one', async () => {
    const stopped = `127.0.0.1:${await freePort()}`;
    const [first, , third] = upstreams;
    nginx = await startNginx(folder, [first!.address, stopped, third!.address]);
    const answers = await ask(nginx.url, 6);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(first!.hits + third!.hits).toBe(6);
  });
});
