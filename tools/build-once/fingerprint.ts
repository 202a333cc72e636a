import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the client build reads: the SPA, the contracts it imports, the build's own plugins, the Vite
 * configuration and the installed package versions. A change to any of these files means a new build;
 * anything else (the server, the engine, tests of the server) does not.
 */
export const BUILD_INPUTS = [
  'client',
  'contracts',
  'tools/page-preloads',
  'tools/precompress',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
] as const;

/** Where the build keeps the fingerprint of the inputs it was built from, inside its output folder. */
export const FINGERPRINT_FILE = '.vite/build-fingerprint';

const SKIPPED_DIRS = new Set(['node_modules', '.vite', 'dist']);

function listFiles(repoRoot: string, entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !SKIPPED_DIRS.has(d.name))
    .flatMap((d) => listFiles(repoRoot, path.posix.join(entry, d.name)));
}

/** sha256 over every input file's path and bytes, in a fixed order: the same tree gives the same hex. */
export function buildFingerprint(repoRoot: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => listFiles(repoRoot, entry)).sort();
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
