import type { Database } from '../../server/db/client';
import { RealSeasonError } from '../../server/db/repositories/errors';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import type {
  BackgroundJob,
  BacktestName,
  BacktestOutcome,
  HistoryOutcome,
} from '../../server/jobs/preparation/protocol';
import { storedBacktestsRepository } from '../../server/db/repositories/stored-backtests';
import { ImportError } from '../import-history/errors';

export interface JobIo {
  info(line: string): void;
  warn(line: string): void;
  progress(done: number, total: number): void;
}

/** The points backtest's per-gameweek progress lines ("2024-25 GW37: 589 players"): not for the log. */
const GAMEWEEK_PROGRESS = /^\d{4}-\d{2} GW\d+: /;
/** One fitted on, one held out: the price backtest in seconds rather than minutes. */
const PRICE_SEASONS = ['2023-24', '2024-25'];

/**
 * Each job loads only its own code: a process runs one job, and loading every backtest's models
 * took a second or two of CPU per process at a first start, when four of them start together.
 */
export async function runJob(db: Database, job: BackgroundJob, io: JobIo): Promise<unknown> {
  if (job.kind === 'demo-history') {
    const { importDemoSeasons } = await import('../demo-history');
    await importDemoSeasons(db, job.demoDir, io.info, io.progress);
    return null;
  }
  if (job.kind === 'history') return importHistory(db, job, io);
  return measure(db, job, io);
}

/**
 * Real past seasons from a vaastav-layout URL, one transaction per season (a season is all there
 * or not at all), so a stopped import resumes at the first season not stored, without duplicates.
 * A season the source does not publish (404) is skipped; an unreachable source stops the job.
 */
async function importHistory(
  db: Database,
  job: Extract<BackgroundJob, { kind: 'history' }>,
  io: JobIo,
): Promise<HistoryOutcome> {
  const [{ importSeason }, { urlSource }] = await Promise.all([
    import('../import-history/import'),
    import('../import-history/source'),
  ]);
  const outcome: HistoryOutcome = { imported: [], unavailable: [], unreadable: [], offline: null };
  const stored = new Set((await historyRepository(db).listSeasons()).map((s) => s.label));
  const source = urlSource(job.url, { timeoutMs: job.timeoutMs });
  let done = job.seasons.filter((s) => stored.has(s)).length;
  io.progress(done, job.seasons.length);
  for (const season of job.seasons.filter((s) => !stored.has(s))) {
    try {
      const r = await importSeason(db, source, season);
      io.info(
        `Past season ${season} imported from ${source.location}: ${r.players} players, ${r.gameweekRows} gameweek rows, ${r.matches} matches`,
      );
      outcome.imported.push(season);
    } catch (err) {
      if (!(err instanceof ImportError || err instanceof RealSeasonError)) throw err;
      if (/download failed/.test(err.message)) {
        outcome.offline = err.message;
        return outcome;
      }
      if (/file not found/.test(err.message)) outcome.unavailable.push(season);
      else {
        io.warn(`Past season ${season} not imported: ${err.message}`);
        outcome.unreadable.push(season);
      }
    }
    io.progress(++done, job.seasons.length);
  }
  return outcome;
}

/** The backtests the screens show, one after another; a failure is logged and the next one runs. */
async function measure(
  db: Database,
  job: Extract<BackgroundJob, { kind: 'backtests' }>,
  io: JobIo,
): Promise<BacktestOutcome> {
  const outcome: BacktestOutcome = { measured: [], failed: [] };
  // The reports' tables are for the commands; errors go to the server's log.
  const log = {
    out: () => undefined,
    err: (line: string) => (GAMEWEEK_PROGRESS.test(line) ? undefined : io.warn(line)),
  };
  const runs: Record<BacktestName, () => Promise<number>> = {
    prices: async () => {
      const { measureBacktest: measurePrices } = await import('../backtest-prices/measure');
      const imported = (await historyRepository(db).listSeasons()).map((s) => s.label);
      const seasons = PRICE_SEASONS.every((s) => imported.includes(s)) ? PRICE_SEASONS : [];
      await storedBacktestsRepository(db).prices.store(await measurePrices(db, seasons, new Date()));
      return 0;
    },
    points: async () => {
      const { measurePoints } = await import('../backtest-points/cli');
      return measurePoints(db, { seasons: [], store: true }, log);
    },
    projections: async () => {
      const { measureProjections } = await import('../backtest-projections/cli');
      return measureProjections(db, { seasons: [], store: true, snapshot: job.snapshot }, log);
    },
  };
  io.progress(0, job.which.length);
  for (const [i, name] of job.which.entries()) {
    const started = performance.now();
    let code: number;
    try {
      code = await runs[name]();
    } catch (err) {
      io.warn(`The ${name} backtest failed: ${(err as Error).message}`);
      code = 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.info(`The ${name} backtest ${code === 0 ? 'stored' : 'failed'} in ${seconds} s`);
    (code === 0 ? outcome.measured : outcome.failed).push(name);
    io.progress(i + 1, job.which.length);
  }
  return outcome;
}
