import { fitRho } from './dixon-coles';
import type { PlayedMatch } from './played-match';
import { logRate, solvePoisson } from './poisson-newton';
import { seasonStartYear, seasonStartYearAt } from './season';

export interface FitOptions {
  /** Only matches kicked off before this moment are used (UTC epoch ms). */
  asOfMs: number;
  /** Exponential time decay of a match's weight per day of age; 0.004 is a half-life of about 173 days. */
  decayPerDay?: number;
  /** Share of team xG in the fitted target where both sides have xG: target = (1-w) goals + w xG. */
  xgWeight?: number;
  /** Ridge precision on every attack and defence strength (a prior standard deviation of 1/sqrt(ridge)). */
  ridge?: number;
  /** Strengths of a club without matches in the window, and the prior mean of a newly promoted club. */
  promotedPrior?: { attack: number; defence: number };
  /** Seasons before the current one in the window (default 3). */
  priorSeasons?: number;
  /**
   * The clubs (team codes) of the season `asOfMs` falls in, known from its fixture list before
   * any is played: those that did not play the season before are promoted, so before their first
   * match their strengths come from the promoted prior (with what older seasons say about them)
   * rather than from average. Without it, the latest season in the window tells.
   */
  seasonClubs?: readonly number[];
}

/**
 * log(home expected goals) = intercept + home + attack[home club] + defence[away club];
 * log(away expected goals) = intercept + attack[away club] + defence[home club]. A positive defence
 * means the club concedes more than average.
 */
export interface MatchModel {
  intercept: number;
  home: number;
  rho: number;
  attack: ReadonlyMap<number, number>;
  defence: ReadonlyMap<number, number>;
  /** Strengths used for a club the fit has not seen. */
  promoted: { attack: number; defence: number };
  /** Newton iterations the fit took and the matches it used. */
  iterations: number;
  matches: number;
}

/**
 * Decay and ridge from a small grid on the rolling-origin backtest (decay 0.002-0.005, ridge 1-20):
 * ranked probability scores within 0.001 of each other across decay 0.003-0.005 and ridge 2-6; the
 * blended target, less noisy than goals, wants a lighter ridge than goals alone (about 10).
 */
export const DEFAULT_DECAY_PER_DAY = 0.004;
/** The goals and xG blend: 0.25 goals + 0.75 team xG. */
export const BLEND_XG_WEIGHT = 0.75;
/**
 * The rolling-origin backtest on 2023-24 to 2025-26 scores the blend better than goals alone
 * (ranked probability score 0.1976 against 0.1999), so it is the default.
 */
export const DEFAULT_XG_WEIGHT = BLEND_XG_WEIGHT;
export const DEFAULT_RIDGE = 4;
/** Measured by measurePromotedPrior on the 27 clubs promoted 2017-18 to 2025-26. */
export const DEFAULT_PROMOTED_PRIOR = { attack: -0.3, defence: 0.21 };
const DAY_MS = 86_400_000;

function windowMatches(matches: readonly PlayedMatch[], asOfMs: number, priorSeasons: number) {
  const firstYear = seasonStartYearAt(asOfMs) - priorSeasons;
  return matches
    .filter((m) => m.kickoffMs < asOfMs && seasonStartYear(m.season) >= firstYear)
    .sort((a, b) => a.kickoffMs - b.kickoffMs || a.fixtureId - b.fixtureId);
}

/**
 * Clubs of the current season (`seasonClubs` of the season of `asOfMs`, else the latest season in
 * the window) that did not play the season before it: promoted this season, so their strengths
 * shrink towards the promoted prior rather than towards average.
 */
function promotedClubs(
  window: readonly PlayedMatch[],
  asOfMs: number,
  seasonClubs: readonly number[] | undefined,
): Set<number> {
  if (seasonClubs !== undefined) {
    const previousYear = seasonStartYearAt(asOfMs) - 1;
    const before = new Set(
      window
        .filter((m) => seasonStartYear(m.season) === previousYear)
        .flatMap((m) => [m.homeClub, m.awayClub]),
    );
    if (before.size > 0) return new Set(seasonClubs.filter((club) => !before.has(club)));
  }
  const latest = window.at(-1)?.season;
  if (latest === undefined) return new Set();
  const previousYear = seasonStartYear(latest) - 1;
  const before = new Set<number>();
  const now = new Set<number>();
  for (const m of window) {
    const year = seasonStartYear(m.season);
    const into = year === previousYear ? before : m.season === latest ? now : undefined;
    into?.add(m.homeClub).add(m.awayClub);
  }
  if (before.size === 0) return new Set();
  return new Set([...now].filter((club) => !before.has(club)));
}

function target(goals: number, xg: number | null, otherXg: number | null, xgWeight: number): number {
  if (xgWeight === 0 || xg === null || otherXg === null) return goals;
  return (1 - xgWeight) * goals + xgWeight * xg;
}

export function fitMatchModel(matches: readonly PlayedMatch[], options: FitOptions): MatchModel {
  const decay = options.decayPerDay ?? DEFAULT_DECAY_PER_DAY;
  const xgWeight = options.xgWeight ?? DEFAULT_XG_WEIGHT;
  const ridge = options.ridge ?? DEFAULT_RIDGE;
  const promoted = options.promotedPrior ?? DEFAULT_PROMOTED_PRIOR;
  const window = windowMatches(matches, options.asOfMs, options.priorSeasons ?? 3);

  // A promoted club without a match in the window is fitted too, at its prior (no data to move it).
  const clubs = [
    ...new Set([...window.flatMap((m) => [m.homeClub, m.awayClub]), ...(options.seasonClubs ?? [])]),
  ].sort((a, b) => a - b);
  const index = new Map(clubs.map((club, i) => [club, i]));
  const n = clubs.length;
  const size = 2 + 2 * n;
  const att = (club: number) => 2 + index.get(club)!;
  const def = (club: number) => 2 + n + index.get(club)!;

  // Two observations a match: home goals (intercept, home, attack, opponent defence), then away goals.
  const observations = {
    width: 4,
    params: new Int32Array(8 * window.length).fill(-1),
    y: new Float64Array(2 * window.length),
    weight: new Float64Array(2 * window.length),
  };
  let totalGoals = 0;
  window.forEach((m, i) => {
    const weight = Math.exp((-decay * (options.asOfMs - m.kickoffMs)) / DAY_MS);
    observations.params.set(
      [0, 1, att(m.homeClub), def(m.awayClub), 0, att(m.awayClub), def(m.homeClub)],
      8 * i,
    );
    observations.y[2 * i] = target(m.homeGoals, m.homeXg, m.awayXg, xgWeight);
    observations.y[2 * i + 1] = target(m.awayGoals, m.awayXg, m.homeXg, xgWeight);
    observations.weight[2 * i] = weight;
    observations.weight[2 * i + 1] = weight;
    totalGoals += m.homeGoals + m.awayGoals;
  });

  const precision = new Float64Array(size).fill(ridge);
  precision[0] = 0;
  precision[1] = 0;
  const priorMean = new Float64Array(size);
  for (const club of promotedClubs(window, options.asOfMs, options.seasonClubs)) {
    priorMean[att(club)] = promoted.attack;
    priorMean[def(club)] = promoted.defence;
  }
  const start = Float64Array.from(priorMean);
  start[0] = window.length > 0 ? Math.log(Math.max(totalGoals, 1) / (2 * window.length)) : Math.log(1.4);

  const { theta, iterations } =
    window.length > 0
      ? solvePoisson({ size, observations, precision, priorMean, start })
      : { theta: start, iterations: 0 };

  const rho = fitRho(
    window.map((m, i) => ({
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
      homeRate: Math.exp(logRate(observations, theta, 2 * i)),
      awayRate: Math.exp(logRate(observations, theta, 2 * i + 1)),
      weight: observations.weight[2 * i]!,
    })),
  );

  return {
    intercept: theta[0]!,
    home: theta[1]!,
    rho,
    attack: new Map(clubs.map((club) => [club, theta[att(club)]!])),
    defence: new Map(clubs.map((club) => [club, theta[def(club)]!])),
    promoted: { ...promoted },
    iterations,
    matches: window.length,
  };
}
