import { Cron } from 'croner';
import type { Database } from '../db/client';
import type { FplSource } from '../fpl/source';
import { backfillFromHistory, readPriceHistory } from '../services/prices/backfill';
import { capturePrices } from '../services/prices/capture';
import { parseUkTime } from '../services/prices/uk-day';

/**
 * PRICE_CAPTURE_TIME (UK time, HH:MM) starts each price day. The default 03:00 falls after the
 * game's overnight update in both regimes seen so far (about 01:30 UTC, i.e. 02:30 in summer; and
 * 00:00 UK announced for 2026-27), with room for the "game is being updated" pause.
 */
export const DEFAULT_PRICE_CAPTURE_TIME = '03:00';

export function priceCaptureTime(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.PRICE_CAPTURE_TIME?.trim() || DEFAULT_PRICE_CAPTURE_TIME;
  parseUkTime(value); // fails start-up on a malformed value rather than never capturing
  return value;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface PriceJobDeps {
  db: Database;
  fpl: FplSource;
  captureTime: string;
  log: Log;
  now?: () => Date;
}

export interface PriceJob {
  /** Settles when the start-up catch-up (live) or history backfill (demo, snapshot) is done. */
  started: Promise<void>;
  stop(): void;
}

/**
 * Live source: capture now if today's price day is missing, then try again every hour at the
 * capture minute (UK time); a day already stored is skipped, so the hourly runs only matter after
 * a failure (upstream down, game updating). Demo and snapshot sources never change, so instead their
 * directory's price-history.json, if any, is backfilled once.
 */
export function startPriceJob(deps: PriceJobDeps): PriceJob {
  if (deps.fpl.kind !== 'live') return { started: backfill(deps), stop: () => undefined };

  const captureMinutes = parseUkTime(deps.captureTime);
  const now = deps.now ?? (() => new Date());
  const run = async () => {
    try {
      const { date, result } = await capturePrices({ db: deps.db, fpl: deps.fpl, now, captureMinutes });
      if (result.status === 'captured') {
        deps.log.info(
          `Prices captured for ${date}: ${result.players} players, ${result.changes} changes, ${result.alerts} alerts`,
        );
      }
    } catch (err) {
      deps.log.warn(
        `Price capture failed, retrying within the hour: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  };
  const minute = captureMinutes % 60;
  const cron = new Cron(`${minute} * * * *`, { timezone: 'Europe/London', protect: true, unref: true }, run);
  return { started: run(), stop: () => cron.stop() };
}

async function backfill(deps: PriceJobDeps): Promise<void> {
  try {
    const history = await readPriceHistory(deps.fpl.location);
    if (!history) {
      deps.log.info(`No price history in ${deps.fpl.location}: the Price Tracker will have no changes`);
      return;
    }
    const { data } = await deps.fpl.bootstrapStatic();
    const r = await backfillFromHistory(deps.db, history, data);
    deps.log.info(
      `Price history backfilled: ${r.stored} new days (${r.changes} changes), ${r.skipped} already stored`,
    );
  } catch (err) {
    deps.log.warn(`Price history backfill failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
