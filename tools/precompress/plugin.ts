import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; below 1 KB the headers outweigh the saving (as the API's threshold). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
export const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each compressible file
 * of at least MIN_BYTES; returns the files it compressed. Quality 11 takes about a second for the
 * whole build once, where the server would otherwise compress every response again at quality 5
 * (`server/http/spa.ts` serves these copies, `preCompressed`).
 */
export async function writeCompressedCopies(dir: string, files: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'))
      .map(async (file) => {
        const full = path.join(dir, file);
        const body = await readFile(full);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        done.push(file);
      }),
  );
  return done.sort();
}

/** Vite plugin: compressed copies of the client build, made once when the bundle is written. */
export function precompress(): Plugin {
  return {
    name: 'fpl:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await writeCompressedCopies(options.dir, Object.keys(bundle));
    },
  };
}
