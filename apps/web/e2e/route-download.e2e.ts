import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, ensureChromium } from './support/chromium.js';
import { downloadOf } from './support/route-download.js';

// A screen whose first script waits for a lazy one before it shows its title, then fetches a
// third once it shows; every file is sent compressed with brotli, as our server sends them.
const files: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><link rel="stylesheet" href="/app.css"><script type="module" src="/main.js"></script>',
  },
  '/app.css': {
    type: 'text/css',
    body: `body { margin: 0; }\n${'.a { color: red; }\n'.repeat(50)}`,
  },
  '/main.js': {
    type: 'text/javascript',
    body: `const { title } = await import('/screen.js');
      document.body.innerHTML = '<h1>' + title + '</h1>';
      setTimeout(() => import('/later.js'), 50);`,
  },
  '/screen.js': {
    type: 'text/javascript',
    body: `export const title = 'Ready';\nexport const words = ${JSON.stringify(
      Array.from({ length: 2000 }, (_, index) => `word${index}`),
    )};`,
  },
  '/later.js': { type: 'text/javascript', body: `export const late = ${'1'.repeat(5000)};` },
};
const sent = (path: string) => brotliCompressSync(files[path]?.body ?? '').length;

let server: Server;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ensureChromium();
  server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    const body = brotliCompressSync(file.body);
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('downloadOf', () => {
  it('counts, as sent, the scripts and styles fetched until the content shows, and no later', async () => {
    const download = await downloadOf(browser, baseUrl, '/', null);

    expect(download.landedOn).toBe('/');
    expect(download.scripts).toEqual({ files: 2, bytes: sent('/main.js') + sent('/screen.js') });
    expect(download.styles).toEqual({ files: 1, bytes: sent('/app.css') });
    // Sent, not as built: the lazy screen's words are far larger unpacked.
    expect(sent('/screen.js')).toBeLessThan((files['/screen.js']?.body.length ?? 0) / 3);
    expect(download.largestScripts.map((file) => file.path)).toEqual(['/screen.js', '/main.js']);
  });
});
