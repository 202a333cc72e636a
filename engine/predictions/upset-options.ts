import type { UpsetConfig } from '@contracts/api/upset-config';
import type { Scoreline, UpsetOption } from '@contracts/api/predicted-scores';
import { UPSET_OPTIONS } from '@contracts/api/predicted-scores';
import { forecastMatch, type ScoreRates } from '../match-model/forecast';
import { seededStream } from './seeded-stream';

/**
 * The scoreline a match displays on Predicted Scores: the model's rates and score matrix after the
 * upset configuration's five options. The options act on a copy of the rates and choose a scoreline;
 * they never change the model's expected goals or probabilities (those are read from the forecast,
 * not from here). Every draw comes from a stream keyed by season, fixture and option, read in a
 * fixed order, so equal inputs display equal scores and switching one option leaves the others'
 * draws as they were.
 *
 * The rules, in the order they apply:
 * 1. Context upsets: when exactly one side is a top team, the other side's rate is multiplied by
 *    1 + giantKillingBoost (giant-killing); with probability pressureChance the favourite's rate (the
 *    higher one, home on a tie) is multiplied by 1 - pressurePenalty (pressure); in a derby, with
 *    probability derbyChance, each side's rate is multiplied by its own factor drawn uniformly in
 *    [1 - derbyVarianceBoost, 1 + derbyVarianceBoost] (a wider spread of scores).
 * 2. Controlled variance: each side's rate is multiplied by its own factor drawn uniformly in
 *    [varianceMin, varianceMax].
 * 3. Season upset budget: with probability upsetBudgetChance, each side's rate is multiplied by its
 *    own factor drawn uniformly in [upsetBudgetMin, upsetBudgetMax] (the specified reading: a share
 *    of matches gets a random multiplier; not a re-allocation of outcomes across the shown matches).
 * 4. The scoreline: with the Poisson option on, with probability poissonChance the scoreline is
 *    drawn from the score matrix of the rates (Poisson with the model's Dixon-Coles correction).
 *    Otherwise, with smart rounding on, each rate is rounded to the nearest whole goal, except that
 *    with probability upsetRoundingChance both are rounded down (floored). With neither, the
 *    scoreline is the matrix's predicted score (the most likely score within the most likely
 *    outcome), so with every option off the display is the model's own predicted score.
 */

export interface UpsetMatch {
  /** Season label and fixture id: with the option's name they key its random stream. */
  season: string;
  fixtureId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** The model's expected goals of each side. */
  rates: ScoreRates;
  /** The model's Dixon-Coles correction. */
  rho: number;
  /** The two clubs are local rivals. */
  derby: boolean;
}

export interface DisplayedScore {
  score: Scoreline;
  /** Options on whose own draw the score depends: switched off alone, the score would differ. */
  changedBy: UpsetOption[];
}

const SWITCH: Record<UpsetOption, keyof UpsetConfig & `enable${string}`> = {
  poisson: 'enablePoissonDistribution',
  variance: 'enableControlledVariance',
  context: 'enableContextUpsets',
  rounding: 'enableSmartRounding',
  budget: 'enableSeasonUpsetBudget',
};

export const isEnabled = (config: UpsetConfig, option: UpsetOption): boolean => config[SWITCH[option]];

const between = (u: number, min: number, max: number) => min + u * (max - min);

function contextUpsets(m: UpsetMatch, c: UpsetConfig, rates: ScoreRates, draw: () => number): ScoreRates {
  const [pressure, derby, derbyHome, derbyAway] = [draw(), draw(), draw(), draw()];
  let { home, away } = rates;
  const homeTop = c.topTeamIds.includes(m.homeTeamId);
  const awayTop = c.topTeamIds.includes(m.awayTeamId);
  if (homeTop && !awayTop) away *= 1 + c.giantKillingBoost;
  if (awayTop && !homeTop) home *= 1 + c.giantKillingBoost;
  if (pressure < c.pressureChance) {
    if (home >= away) home *= 1 - c.pressurePenalty;
    else away *= 1 - c.pressurePenalty;
  }
  if (m.derby && derby < c.derbyChance) {
    home *= between(derbyHome, 1 - c.derbyVarianceBoost, 1 + c.derbyVarianceBoost);
    away *= between(derbyAway, 1 - c.derbyVarianceBoost, 1 + c.derbyVarianceBoost);
  }
  return { home, away };
}

/** The scoreline at cumulative probability u, cells read home goals first. */
export function scoreAt(scores: readonly (readonly number[])[], u: number): Scoreline {
  let cumulative = 0;
  let last: Scoreline = { home: 0, away: 0 };
  for (const [home, row] of scores.entries())
    for (const [away, p] of row.entries()) {
      if (p <= 0) continue;
      cumulative += p;
      last = { home, away };
      if (u < cumulative) return last;
    }
  return last;
}

function scoreWith(m: UpsetMatch, c: UpsetConfig): Scoreline {
  const stream = (option: UpsetOption) => seededStream(`${m.season}|${m.fixtureId}|${option}`);
  let rates = m.rates;
  if (c.enableContextUpsets) rates = contextUpsets(m, c, rates, stream('context'));
  if (c.enableControlledVariance) {
    const draw = stream('variance');
    rates = {
      home: rates.home * between(draw(), c.varianceMin, c.varianceMax),
      away: rates.away * between(draw(), c.varianceMin, c.varianceMax),
    };
  }
  if (c.enableSeasonUpsetBudget) {
    const draw = stream('budget');
    const [chance, home, away] = [draw(), draw(), draw()];
    if (chance < c.upsetBudgetChance)
      rates = {
        home: rates.home * between(home, c.upsetBudgetMin, c.upsetBudgetMax),
        away: rates.away * between(away, c.upsetBudgetMin, c.upsetBudgetMax),
      };
  }
  if (c.enablePoissonDistribution) {
    const draw = stream('poisson');
    const [chance, u] = [draw(), draw()];
    if (chance < c.poissonChance) return scoreAt(forecastMatch(rates, m.rho).scores, u);
  }
  if (c.enableSmartRounding) {
    const round = stream('rounding')() < c.upsetRoundingChance ? Math.floor : Math.round;
    return { home: round(rates.home), away: round(rates.away) };
  }
  return forecastMatch(rates, m.rho).predictedScore;
}

const same = (a: Scoreline, b: Scoreline) => a.home === b.home && a.away === b.away;

export function displayedScore(match: UpsetMatch, config: UpsetConfig): DisplayedScore {
  const score = scoreWith(match, config);
  const changedBy = UPSET_OPTIONS.filter(
    (option) =>
      isEnabled(config, option) && !same(scoreWith(match, { ...config, [SWITCH[option]]: false }), score),
  );
  return { score, changedBy };
}
