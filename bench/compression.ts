import autocannon from 'autocannon';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  compressionThresholdBytes,
  onTheFlyBrotliQuality,
  onTheFlyGzipLevel,
} from '../apps/server/src/plugins/compression.js';
import { callApi } from './api-client.js';
import type { ChildServer } from './child-server.js';
import { separateFromLoadGenerator } from './cpu-affinity.js';

/** Lighthouse's simulated mobile link: 1.6 Mbit/s down. */
export const phoneBytesPerSecond = 1_600_000 / 8;

/** Answers a phone asks for often, of the sizes they have in the demo world. */
const samplePaths = [
  '/user/club/all?type=padel',
  '/user/match/all',
  '/user/activity/all',
  '/user/me/notifications?limit=20',
];
const levels = [
  ['br', 1],
  ['br', 4],
  ['br', 6],
  ['br', 9],
  ['br', 11],
  ['gzip', 1],
  ['gzip', 6],
  ['gzip', 9],
] as const;
export const compressionRepeats = 30;
const connections = 20;
const roundSeconds = 3;

export interface LevelFigure {
  encoding: 'br' | 'gzip';
  level: number;
  /** Of all the sample answers together. */
  bytes: number;
  /** The server's time to compress one answer, on average over the samples. */
  microsPerAnswer: number;
  /** The phone's download time saved per answer, on average. */
  phoneMsSaved: number;
  chosen: boolean;
}

export interface CompressionFigures {
  answers: Array<{ path: string; bytes: number }>;
  thresholdBytes: number;
  levels: LevelFigure[];
  /** GET of the largest sample under load, plain and as the server compresses it (br). */
  load: {
    path: string;
    plainPerSecond: number;
    compressedPerSecond: number;
    plainBytes: number;
    compressedBytes: number;
    plainCpuMicros: number;
    compressedCpuMicros: number;
  };
}

const compressorOf = (encoding: 'br' | 'gzip', level: number) =>
  encoding === 'br'
    ? (text: string) =>
        brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: level } })
    : (text: string) => gzipSync(text, { level });

function levelFigure(encoding: 'br' | 'gzip', level: number, texts: readonly string[]) {
  const compress = compressorOf(encoding, level);
  for (const text of texts) compress(text); // untimed: the first calls warm the code up
  let bytes = 0;
  const started = process.hrtime.bigint();
  for (let round = 0; round < compressionRepeats; round++)
    for (const text of texts) {
      const size = compress(text).length;
      if (round === 0) bytes += size;
    }
  const micros = Number(process.hrtime.bigint() - started) / 1_000;
  const plainBytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  return {
    encoding,
    level,
    bytes,
    microsPerAnswer: micros / (compressionRepeats * texts.length),
    phoneMsSaved: ((plainBytes - bytes) / texts.length / phoneBytesPerSecond) * 1_000,
    chosen: level === (encoding === 'br' ? onTheFlyBrotliQuality : onTheFlyGzipLevel),
  };
}

/**
 * What compressing answers on the fly costs the server and saves a phone: each level on the
 * real answers of the demo world (bytes, and time per answer in this process), then the
 * largest answer under load, plain and compressed as the server sends it, loaded alternately.
 */
export async function measureCompression(
  server: ChildServer,
  token: string,
): Promise<CompressionFigures> {
  const texts: string[] = [];
  for (const path of samplePaths) {
    const answer = await callApi(server.url, 'GET', path, { token });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    texts.push(JSON.stringify(answer.body));
  }
  const largest = texts.reduce(
    (at, text, index) => (text.length > texts[at]!.length ? index : at),
    0,
  );
  return {
    answers: samplePaths.map((path, index) => ({ path, bytes: Buffer.byteLength(texts[index]!) })),
    thresholdBytes: compressionThresholdBytes,
    levels: levels.map(([encoding, level]) => levelFigure(encoding, level, texts)),
    load: await underLoad(server, token, samplePaths[largest]!),
  };
}

async function underLoad(server: ChildServer, token: string, path: string) {
  const url = `${server.url}/api${path}`;
  const plain = { authorization: `Bearer ${token}` };
  const compressed = { ...plain, 'accept-encoding': 'br, gzip' };
  const restoreCores = separateFromLoadGenerator([server.pid]);
  try {
    await autocannon({ url, headers: compressed, connections, duration: 1 });
    const totals = {
      plain: { requests: 0, seconds: 0, bytes: 0, cpu: 0 },
      compressed: { requests: 0, seconds: 0, bytes: 0, cpu: 0 },
    };
    for (let round = 0; round < 2; round++) {
      const order =
        round === 0 ? (['plain', 'compressed'] as const) : (['compressed', 'plain'] as const);
      for (const name of order) {
        const cpuBefore = await server.cpuMicros();
        const result = await autocannon({
          url,
          headers: name === 'plain' ? plain : compressed,
          connections,
          duration: roundSeconds,
        });
        if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors`);
        const total = totals[name];
        total.cpu += (await server.cpuMicros()) - cpuBefore;
        total.requests += result.requests.total;
        total.seconds += result.duration;
        total.bytes += result.throughput.total;
      }
    }
    const { plain: p, compressed: c } = totals;
    return {
      path,
      plainPerSecond: p.requests / p.seconds,
      compressedPerSecond: c.requests / c.seconds,
      plainBytes: p.bytes / p.requests,
      compressedBytes: c.bytes / c.requests,
      plainCpuMicros: p.cpu / p.requests,
      compressedCpuMicros: c.cpu / c.requests,
    };
  } finally {
    restoreCores?.();
  }
}
