// API answers above a size go compressed by Accept-Encoding (issue 15): brotli at a quality cheap enough per request,
// else gzip. The built assets are compressed once at build time and served as they are (./static.ts).
import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import { sharedPlugin } from './plugin.ts';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli at a quality cheap enough per request (./prepared.ts uses it too for answers compressed once). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export const compressionPlugin = sharedPlugin('backroom-compression', async (app) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
});
