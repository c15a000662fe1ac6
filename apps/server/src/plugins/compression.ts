import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * How hard answers made on the fly are compressed (JSON, and the few built files without a
 * precompressed copy). Chosen by `npm run bench` (docs/quality.md, "Compression"): the level
 * that keeps most of the bytes saved for a phone at a small share of the server's time.
 */
export const onTheFlyBrotliQuality = 4;
export const onTheFlyGzipLevel = 6;
/** Below this an answer fits in one packet anyway; compressing it only costs time. */
export const compressionThresholdBytes = 1_024;
/**
 * Answers up to this size are compressed in one synchronous call rather than through a zlib
 * stream, whose set-up costs several times the compression itself at these sizes (measured).
 */
export const syncCompressionBytes = 64 * 1_024;

/**
 * Compresses every answer worth it with what the browser accepts (brotli, else gzip). The
 * built web app's files are compressed once at build time at the highest levels and sent as
 * they are (static-web.ts); this plugin leaves an answer alone when it already has its
 * encoding, and the live event stream writes its own response.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: compressionThresholdBytes,
    syncThreshold: syncCompressionBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: onTheFlyBrotliQuality } },
    zlibOptions: { level: onTheFlyGzipLevel },
  });
}
