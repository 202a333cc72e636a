import type { BacktestPredictorRow, PriceBacktest, PredictorScores } from '@contracts/api/prices';
import {
  evaluate,
  modelVersusBaselines,
  type Scores,
  type HonestRow,
  storedModel,
  type Calibration,
  PRICE_MODEL_FIT_SEASONS,
  score,
} from '@engine/prices';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { dailyMeasure, officialMeasure } from './daily';
import { seasonRows } from './season-rows';

const TASK =
  'For each player at each gameweek deadline: will the price rise, or fall, before the next deadline? ' +
  'Each predictor sees only what was known at that deadline (net transfers since the last change seen and in the window just closed, ' +
  "owners, managers, the price's moves so far, minutes in matches already played); the outcome is the price at the next deadline. " +
  'Precision: share of called changes that happened; recall: share of changes that were called; F1: their harmonic mean.';

const LIMITS =
  'Gameweek-level history gives only a coarse version of the tracker’s task, which is each nightly update: it sees one figure per week, ' +
  'not the daily transfers, the hour of the update, the day of the gameweek, the game’s status flags or its lock after a change ' +
  '(a player who did not play stands in for a flagged one). Features such as the day of the gameweek and the flags need the daily ' +
  'captures, which store each player’s status every day: a model with them can be fitted and measured once the captures span enough ' +
  'days; until then the tracker’s rule is scored night by night on them below.';

const rounded = (v: number) => Math.round(v * 10_000) / 10_000;

function scoresOut(s: Scores): PredictorScores {
  return {
    samples: s.samples,
    rise: score(s.rise),
    fall: score(s.fall),
    calibration_error: s.calibrationError && {
      rise: rounded(s.calibrationError.rise),
      fall: rounded(s.calibrationError.fall),
    },
  };
}

const stepsOut = (c: Calibration) =>
  c.steps.map((s) => ({ up_to_progress: rounded(s.upTo), probability: rounded(s.probability) }));

/**
 * The honest backtest on the imported seasons: every predictor fitted on the seasons the spec
 * rule was fitted on (those chosen), scored on the others, plus the daily captures' measure.
 * `seasons` limits the imported seasons used; empty means all.
 */
export async function measureBacktest(
  db: Database,
  seasons: readonly string[],
  now: Date,
): Promise<PriceBacktest> {
  const imported = (await historyRepository(db).listSeasons()).map((s) => s.label).sort();
  const missing = seasons.filter((s) => !imported.includes(s));
  if (missing.length > 0)
    throw new Error(`not imported: ${missing.join(', ')} (imported: ${imported.join(', ') || 'none'})`);
  const chosen = seasons.length > 0 ? [...seasons].sort() : imported;
  const fitSet = new Set<string>(PRICE_MODEL_FIT_SEASONS);
  const fitSeasons = chosen.filter((s) => fitSet.has(s));
  const heldOutSeasons = chosen.filter((s) => !fitSet.has(s));
  if (fitSeasons.length === 0)
    throw new Error(`no season to fit on: choose at least one of ${PRICE_MODEL_FIT_SEASONS.join(', ')}`);
  const rowsOf = async (list: string[]) => {
    const out: HonestRow[] = [];
    for (const s of list) out.push(...(await seasonRows(db, s)));
    return out;
  };
  const e = evaluate(await rowsOf(fitSeasons), await rowsOf(heldOutSeasons));
  const predictors: BacktestPredictorRow[] = e.predictors.map((p) => ({
    id: p.id,
    description: p.description,
    fitted: scoresOut(p.fitted),
    held_out: scoresOut(p.heldOut),
  }));
  const verdict = (dir: 'rise' | 'fall') => {
    const v = modelVersusBaselines(e, dir);
    return { beats: v.beats, margin: rounded(v.margin) };
  };
  return {
    measured_at: now.toISOString(),
    task: TASK,
    limits: LIMITS,
    fit_seasons: fitSeasons,
    held_out_seasons: heldOutSeasons,
    predictors,
    reliability: e.reliability.map((r) => ({
      predictor: r.predictor,
      direction: r.direction,
      bins: r.bins.map((b) => ({
        ...b,
        from: rounded(b.from),
        to: rounded(b.to),
        predicted: rounded(b.predicted),
        observed: rounded(b.observed),
      })),
    })),
    verdict: { rise: verdict('rise'), fall: verdict('fall') },
    progress_calibration: {
      rise: stepsOut(e.progressCalibration.rise),
      fall: stepsOut(e.progressCalibration.fall),
    },
    model: storedModel(e.model),
    daily: await dailyMeasure(db),
    official: await officialMeasure(db),
  };
}
