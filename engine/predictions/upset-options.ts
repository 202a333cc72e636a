import type { UpsetConfig } from '@contracts/api/upset-config';
import type { Scoreline, UpsetOption } from '@contracts/api/predicted-scores';
import { forecastMatch, type ScoreRates } from '../match-model/forecast';
import { seededStream } from '../random/stream';

/**
 * What the upset configuration's five options do to one match, on top of the set choice
 * (shown-scorelines.ts): they change a copy of the model's rates that ranks the scores within the
 * result the set choice gives the match, or fix its scoreline outright; they never change the model's
 * expected goals or probabilities, nor the set's target counts. Every draw comes from a stream keyed
 * by season, fixture and option, read in a fixed order, so equal inputs give equal steps and switching
 * one option leaves the others' draws as they were.
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
 *    own factor drawn uniformly in [upsetBudgetMin, upsetBudgetMax].
 * 4. Poisson distribution: with probability poissonChance the scoreline is drawn from the score matrix
 *    of the rates (Poisson with the model's Dixon-Coles correction) and fixed; the gameweek's other
 *    matches make up the set's counts.
 * 5. Smart rounding: the set choice is the rounding of the model's expected counts to whole
 *    scorelines; with probability upsetRoundingChance a match is rounded down: half a goal is taken
 *    off each side's rate (a floor is rounding after taking half off) before its score is ranked.
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

const SWITCH: Record<UpsetOption, keyof UpsetConfig & `enable${string}`> = {
  poisson: 'enablePoissonDistribution',
  variance: 'enableControlledVariance',
  context: 'enableContextUpsets',
  rounding: 'enableSmartRounding',
  budget: 'enableSeasonUpsetBudget',
};

export const isEnabled = (config: UpsetConfig, option: UpsetOption): boolean => config[SWITCH[option]];

const between = (u: number, min: number, max: number) => min + u * (max - min);
/** Half a goal fewer, kept above 0 so that the score matrix stays defined. */
const lower = (rate: number) => Math.max(MIN_RATE, rate - 0.5);
const MIN_RATE = 0.05;

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

/**
 * What the options do to one match: the rates its scores are ranked by within its result and, when
 * the Poisson draw fixed it, its scoreline.
 */
export interface UpsetStep {
  rates: ScoreRates;
  fixed: Scoreline | null;
}

export function upsetStep(m: UpsetMatch, c: UpsetConfig): UpsetStep {
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
    if (chance < c.poissonChance) return { rates, fixed: scoreAt(forecastMatch(rates, m.rho).scores, u) };
  }
  // Rounding down is rounding after taking half a goal off: the candidates are ranked at those rates.
  if (c.enableSmartRounding && stream('rounding')() < c.upsetRoundingChance)
    rates = { home: lower(rates.home), away: lower(rates.away) };
  return { rates, fixed: null };
}

/** The configuration without an option's upset. */
export const withoutUpset = (config: UpsetConfig, option: UpsetOption): UpsetConfig =>
  option === 'rounding' ? { ...config, upsetRoundingChance: 0 } : { ...config, [SWITCH[option]]: false };
