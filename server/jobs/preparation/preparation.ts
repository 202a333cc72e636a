import { lastFinishedGameweek } from '@contracts/game/schedule';
import type { OpenedDatabase } from '../../db/client';
import { historyRepository } from '../../db/repositories/past-seasons';
import { storedBacktestsRepository } from '../../db/repositories/stored-backtests';
import type { FplSource } from '../../fpl/source';
import { runOnce, type OnceDeps } from '../once';
import { describeOutcome, retryDelayMs, seasonsToFetch } from './history';
import type { HistorySettings } from './settings';
import type { BackgroundJob, BacktestName, HistoryOutcome, JobDatabase } from './protocol';
import { runChildJob } from './run-child';
import type { PreparationState } from './state';

export interface PreparationDeps {
  fpl: FplSource;
  database: OpenedDatabase;
  /** How the job's process reaches the database (PostgreSQL: its own connection). */
  jobDatabase: JobDatabase;
  demoDir: string;
  history: HistorySettings;
  state: PreparationState;
  /** Settles when the price history is in (the price backtest reads it). */
  pricesReady: Promise<void>;
  /**
   * Settles when the demo's past seasons are written (`npm start` writes them after the season the
   * server starts on); absent: they are there already.
   */
  demoHistoryWritten?: Promise<void>;
  log: { info(line: string): void; warn(line: string): void };
  /**
   * Where instances on one database agree who imports and measures (server/jobs/once.ts): one runs
   * each job, the others wait for it and read what it stored.
   */
  once: Pick<OnceDeps, 'leases' | 'holder' | 'leaseMs'>;
  /** How often a finished gameweek is looked for (the measurements are then taken again). */
  gameweekCheckMs?: number;
  /** The backtests run (all by default; a test picks the quick one). */
  measurements?: BacktestName[];
  /** The wait before the next attempt after `failures` failed ones (history.ts by default). */
  retryDelayMs?: (failures: number) => number;
  /** Called once the past seasons are in (or none can be had), before the accuracy is measured. */
  onHistoryReady?: () => void;
  /**
   * Settles when the start's accuracy may be measured (by default at once): its child processes, and
   * the queries they have this thread's PGlite run, otherwise share the cores with the projections
   * that the first requests wait for.
   */
  measureAfter?: Promise<void>;
  /**
   * Names the code the accuracy is measured with (jobs-code.ts): when the stored measurements were
   * taken with other code, the start takes them all again. Null or absent: they are kept.
   */
  measuringCode?: Promise<string | null>;
}

const EVERY: BacktestName[] = ['prices', 'points', 'projections'];
/** The lease whose done key names the code the stored measurements were last all taken with. */
const MEASURED_WITH = 'backtests-code';
const GAMEWEEK_CHECK_MS = 15 * 60_000;

/**
 * After the server listens: the past seasons the source needs (the demo's invented ones, or a real
 * source's from FPL_HISTORY_URL, retried with backoff while unreachable), then the backtests the
 * accuracy cards show, each in a child process; again after each finished gameweek. Progress is
 * in `state` for the status line. Requests never wait for any of it.
 */
export function startPreparation(deps: PreparationDeps): {
  /** Settles when the first start's seasons and measurements are done (or given up). */
  done: Promise<void>;
  stop(): void;
} {
  const { fpl, state, log } = deps;
  const db = deps.database.db;
  const backtests = storedBacktestsRepository(db);
  const ALL = deps.measurements ?? EVERY;
  let stopped = false;
  const current = new Set<{ stop(): void }>();
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const once = (name: string, doneKey: string, work: () => Promise<void>) =>
    runOnce(name, doneKey, work, deps.once);

  async function run(job: BackgroundJob, step: 'loading-history' | 'fetching-history' | 'measuring') {
    state.set({ step, done: 0, total: 0, retryAt: null });
    return runChild(job, (done, total) => state.set({ step, done, total, retryAt: null }));
  }

  async function runChild(job: BackgroundJob, onProgress: (done: number, total: number) => void) {
    const child = runChildJob({
      job,
      database: deps.jobDatabase,
      pglite: deps.database.pglite,
      onProgress,
      log,
    });
    current.add(child);
    try {
      return await child.result;
    } finally {
      current.delete(child);
    }
  }

  /** True when new real seasons came in. */
  async function fetchHistory(url: string): Promise<boolean> {
    let failures = 0;
    let imported = false;
    while (!stopped) {
      let retryWhy: string;
      try {
        const { wanted, missing } = await seasonsToFetch(db, fpl, deps.history.seasons);
        if (missing.length === 0) return imported;
        const job = { kind: 'history', url, seasons: wanted, timeoutMs: deps.history.timeoutMs } as const;
        let outcome: HistoryOutcome | null = null;
        const ran = await once('history', missing.join(','), async () => {
          outcome = (await run(job, 'fetching-history')) as HistoryOutcome;
          // Unreachable: not done, so this or another instance tries again.
          if (outcome.offline !== null) throw new Error(outcome.offline);
        });
        // Fetched for this list already (here before a restart, or by another instance): what is still
        // missing is what the source does not publish.
        if (ran === 'done-elsewhere' || outcome === null) return imported;
        const fetched: HistoryOutcome = outcome;
        imported ||= fetched.imported.length > 0;
        log.info(describeOutcome(url, fetched));
        return imported;
      } catch (err) {
        retryWhy = (err as Error).message;
      }
      failures += 1;
      const delay = (deps.retryDelayMs ?? retryDelayMs)(failures);
      const previous = state.get();
      state.set({
        step: 'fetching-history',
        done: previous?.done ?? 0,
        total: previous?.total ?? deps.history.seasons,
        retryAt: new Date(Date.now() + delay).toISOString(),
      });
      log.warn(
        `Past seasons could not be fetched (${retryWhy}); trying again in ${Math.round(delay / 1000)} s`,
      );
      await sleep(delay);
    }
    return imported;
  }

  async function measure(which: BacktestName[]): Promise<void> {
    if (which.length === 0 || stopped) return;
    const job = {
      kind: 'backtests',
      which,
      demo: fpl.kind === 'demo',
      snapshot: fpl.kind === 'snapshot' ? fpl.location : null,
    } as const;
    try {
      // Measured once per finished gameweek and set of seasons, whichever instance gets there first.
      const finished = lastFinishedGameweek((await fpl.bootstrapStatic()).data.events);
      const seasons = (await historyRepository(db).listSeasons()).length;
      const code = (await deps.measuringCode) ?? 'unnamed';
      const key = `${which.join(',')}@gw${finished ?? 0}@seasons${seasons}@code${code}`;
      await once('backtests', key, async () => {
        // One process each, side by side: they read the same seasons and store separate results,
        // and the longest (the points model's) then sets the time, not the sum of all three.
        let measured = 0;
        state.set({ step: 'measuring', done: 0, total: which.length, retryAt: null });
        const runs = await Promise.allSettled(
          which.map(async (name) => {
            // Only the price predictor reads the price history; the others start without it.
            if (name === 'prices') await deps.pricesReady.catch(() => undefined);
            await runChild({ ...job, which: [name] }, () => undefined);
            state.set({ step: 'measuring', done: ++measured, total: which.length, retryAt: null });
          }),
        );
        const failed = runs.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      });
    } catch (err) {
      log.warn(`Measuring the models' accuracy stopped: ${(err as Error).message}`);
    }
  }

  async function missingBacktests(): Promise<BacktestName[]> {
    const stored = {
      prices: (await backtests.prices.latest()) !== null,
      points: (await backtests.points.latest()) !== null,
      projections: (await backtests.match.latest()) !== null,
    };
    return ALL.filter((name) => !stored[name]);
  }

  async function prepare(): Promise<void> {
    let fresh = false;
    if (fpl.kind === 'demo')
      await once('demo-history', deps.demoDir, async () => {
        state.set({ step: 'loading-history', done: 0, total: 0, retryAt: null });
        await deps.demoHistoryWritten;
        await run({ kind: 'demo-history', demoDir: deps.demoDir }, 'loading-history');
      });
    else if (deps.history.url) fresh = await fetchHistory(deps.history.url);
    state.set(null);
    deps.onHistoryReady?.();
    if ((await historyRepository(db).listSeasons()).length === 0) {
      log.warn(
        'No past seasons: the accuracy cards stay empty. Set FPL_HISTORY_URL, or import seasons with npm run import-history (README, "Past seasons").',
      );
      return;
    }
    await deps.measureAfter;
    const code = await deps.measuringCode;
    const measuredWith = async () => (await deps.once.leases.state(MEASURED_WITH))?.doneKey;
    if (code && (await measuredWith()) !== code) {
      // Upgraded (or first measured with named code): every stored figure is taken again, by
      // whichever instance gets there first.
      await once(MEASURED_WITH, code, () => measure(ALL));
    } else await measure(fresh ? ALL : await missingBacktests());
    state.set(null);
  }

  /** Measures again once another gameweek has finished (its matches and prices are then known). */
  async function watchGameweeks(): Promise<void> {
    const finished = async () => lastFinishedGameweek((await fpl.bootstrapStatic()).data.events);
    let measuredAt = await finished().catch(() => null);
    while (!stopped) {
      await sleep(deps.gameweekCheckMs ?? GAMEWEEK_CHECK_MS);
      const now = await finished().catch(() => measuredAt);
      if (now !== null && now !== measuredAt) {
        measuredAt = now;
        await measure(ALL);
        state.set(null);
      }
    }
  }

  const done = prepare().catch((err: unknown) => {
    state.set(null);
    if (!stopped) log.warn(`Background preparation stopped: ${(err as Error).message}`);
  });
  void done
    .then(() => watchGameweeks())
    .catch((err: unknown) => {
      if (!stopped) log.warn(`Watching for finished gameweeks stopped: ${(err as Error).message}`);
    });
  return {
    done,
    stop() {
      stopped = true;
      for (const child of current) child.stop();
      wake?.();
    },
  };
}
