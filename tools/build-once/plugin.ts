import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildFingerprint, FINGERPRINT_FILE } from './fingerprint';

/**
 * Writes the fingerprint of the build's inputs, taken when the build starts, beside the build
 * (`.vite/build-fingerprint`), so `npm start` can tell that the built files match the sources
 * whichever command built them.
 */
export function stampBuild(repoRoot: string): Plugin {
  let fingerprint = '';
  let outDir = '';
  return {
    name: 'build-once-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      fingerprint = buildFingerprint(repoRoot);
    },
    async closeBundle() {
      const file = path.join(outDir, FINGERPRINT_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${fingerprint}\n`);
    },
  };
}
