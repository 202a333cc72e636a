import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `content` to a new file only its owner can read or write (mode 0600). A file already there
 * is removed first: writing into it would keep whatever mode it had.
 */
export async function writeOwnerOnlyFile(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await rm(file, { force: true });
  await writeFile(file, content, { mode: 0o600, flag: 'wx' });
}
