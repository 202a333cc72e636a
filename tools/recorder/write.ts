import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../../server/fpl/safe-path';

/**
 * Writes one payload as pretty JSON at `relative` under `outDir`. The file appears whole or not at
 * all (written beside it, then renamed), so an interrupted run never leaves half a payload.
 */
export async function writeSnapshotFile(outDir: string, relative: string, payload: unknown): Promise<string> {
  const file = resolveInside(outDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, `${JSON.stringify(payload, null, 2)}\n`, 'utf8');
  await rename(partial, file);
  return file;
}
