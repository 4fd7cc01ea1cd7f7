// Writes brotli and gzip copies next to every text asset of the build (issue 15), so the server sends the smallest
// file a browser accepts without compressing on each request (@fastify/static `preCompressed`).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const TEXT = /\.(js|mjs|css|svg|json|html|map)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

export function precompress() {
  return {
    name: 'backroom-precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '.';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => TEXT.test(name))
          .map(async (name) => {
            const path = join(dir, name);
            const source = await readFile(path);
            if (source.length < MIN_BYTES) {
              // A copy an earlier build wrote when the file was larger would be served in its place: gone.
              await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
              return;
            }
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipped(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
