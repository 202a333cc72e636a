import fs from 'node:fs';
import path from 'node:path';

/**
 * Embedded PGlite is one process's database: a second process opening the same directory (a CLI run
 * while the server is up) corrupts it, and the next start aborts. A lock file beside the data, holding
 * the owner's pid, makes the second opener refuse instead. A lock left by a process that has died
 * (killed, crashed) is taken over, so a `kill -9` never blocks the next start.
 */
export class DatabaseInUseError extends Error {}

/** Lock files this process holds: a lock naming our own pid but not held here is a previous life's
 * (a container restarted with the same pid), not ours. */
const held = new Set<string>();

export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        releaseIfOwned(file, pid);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      const ours = owner === pid;
      if (ours ? held.has(file) : isAlive(owner))
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner} (the app or another command). ` +
            'Stop that process first, or use PostgreSQL (DATABASE_URL), which many processes can share.',
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(
    `Could not lock the embedded database in ${dataDir}: another process keeps taking it.`,
  );
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(file: string, pid: number): void {
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(pid)) fs.rmSync(file, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}
