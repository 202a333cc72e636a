import type { JobLeasesRepository } from '../db/repositories/job-leases';

export interface OnceDeps {
  leases: JobLeasesRepository;
  /** This instance's name in the leases (host, process id and a random part). */
  holder: string;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** How long a lease lasts without renewal; the holder renews it three times per period. */
  leaseMs?: number;
  /** How often an instance that does not hold the lease looks again. */
  pollMs?: number;
}

export type OnceOutcome = 'ran' | 'done-elsewhere';

const LEASE_MS = 60_000;
const POLL_MS = 5_000;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once across every instance on one database for the data named by `doneKey` (for
 * example the seasons to import, or the last finished gameweek): the instance that takes the lease
 * runs it, renewing the lease while it works; the others wait and return when it is done. When the
 * holder dies its lease runs out and a waiting instance takes the work over. A job already done for
 * `doneKey` is not run again, here or elsewhere. A failed `work` frees the lease and rejects.
 */
export async function runOnce(
  name: string,
  doneKey: string,
  work: () => Promise<void>,
  deps: OnceDeps,
): Promise<OnceOutcome> {
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? sleepFor;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const { leases, holder } = deps;
  for (;;) {
    if ((await leases.state(name))?.doneKey === doneKey) return 'done-elsewhere';
    if (await leases.tryAcquire(name, holder, now(), leaseMs)) break;
    await sleep(deps.pollMs ?? POLL_MS);
  }
  // Another instance may have finished between the look and the lease.
  if ((await leases.state(name))?.doneKey === doneKey) {
    await leases.release(name, holder, now());
    return 'done-elsewhere';
  }
  const renewal = setInterval(
    () => void leases.renew(name, holder, now(), leaseMs).catch(() => {}),
    leaseMs / 3,
  );
  renewal.unref();
  try {
    await work();
  } catch (err) {
    clearInterval(renewal);
    await leases.release(name, holder, now());
    throw err;
  }
  clearInterval(renewal);
  await leases.complete(name, holder, doneKey, now());
  return 'ran';
}
