import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hashFiles, repoRoot } from '../../workers/worker-bundle';

/** The background jobs' entry point (run-child.ts forks it). */
export const JOB_ENTRY = new URL('../../../tools/background-jobs/main.ts', import.meta.url);

/**
 * A name for the code the accuracy is measured with: SHA-256 over the content of every file of ours
 * the background jobs import (found by esbuild, packages left out: package.json, hashed too, names
 * their versions). The stored measurements are taken again when it changes, so an upgraded app does
 * not show the accuracy of the code it replaced (preparation.ts). Null, with a warning, when the
 * files cannot be read or followed: the measurements are then kept as they are.
 */
export async function jobsCodeVersion(log: { warn(line: string): void }): Promise<string | null> {
  try {
    // esbuild runs in a process of its own: the server's event loop only waits for it.
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [fileURLToPath(JOB_ENTRY)],
      absWorkingDir: repoRoot,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const files = [...Object.keys(result.metafile.inputs), 'package.json', 'tsconfig.base.json'].sort();
    const hashes = await hashFiles(files);
    if (!hashes) throw new Error('a file disappeared while it was read');
    return createHash('sha256').update(JSON.stringify(hashes)).digest('hex');
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
    log.warn(`The measuring code could not be named (${message}): stored accuracy is kept after an upgrade.`);
    return null;
  }
}
