import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { writeCompressedCopies } from './plugin';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => cleanup?.());

describe('compressed copies of the build', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more that decompress to the file', async () => {
    const temp = await makeTempDir('precompress');
    cleanup = temp.cleanup;
    const big = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i })))};`;
    await mkdir(path.join(temp.dir, 'assets'));
    await mkdir(path.join(temp.dir, '.vite'));
    await writeFile(path.join(temp.dir, 'assets/app.js'), big);
    await writeFile(path.join(temp.dir, 'assets/tiny.js'), 'export {};');
    await writeFile(path.join(temp.dir, 'assets/logo.png'), Buffer.alloc(4096));
    await writeFile(path.join(temp.dir, '.vite/manifest.json'), big);

    const done = await writeCompressedCopies(temp.dir, [
      'assets/app.js',
      'assets/tiny.js',
      'assets/logo.png',
      '.vite/manifest.json',
    ]);

    expect(done).toEqual(['assets/app.js']);
    const br = await readFile(path.join(temp.dir, 'assets/app.js.br'));
    const gz = await readFile(path.join(temp.dir, 'assets/app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(gz).toString()).toBe(big);
    expect(br.length).toBeLessThan(gz.length);
    expect((await readdir(path.join(temp.dir, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'logo.png',
      'tiny.js',
    ]);
  });
});
