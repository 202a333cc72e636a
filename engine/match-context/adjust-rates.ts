import {
  GOAL_SETTING_FIELDS,
  type GoalScoredSettings,
  type GoalSettingKey,
  type TeamTier,
} from '@contracts/api/goal-scored-settings';
import { CONDITIONS } from './conditions';
import type { ContextEffect, MatchContext } from './match-context';

/**
 * The admin goal-scored settings on top of the match model's fitted rates, in the spec's phases.
 *
 * The fitted model already measures what the settings' defaults describe: the league's goal rate
 * (the base settings), the home advantage, each club's strength (the tiers are binned from it) and
 * the typical match. So every setting acts as a change from its default: at the defaults the
 * adjusted rates are the fitted rates, and the backtest cannot get worse. An operator who moves a
 * setting x% from its default moves the forecasts it touches by x%.
 *
 * 1. Base: the fitted rates (base xG, default goals and variance are estimated by the fit instead).
 * 2. Venue: home rate x (home advantage / its default), away rate x (away factor / its default).
 *    The fitted home effect is the home advantage; the defaults (1.16 / 0.84, a ratio of 1.38
 *    where seasons measured 1.01 to 1.33) are not applied on top of it.
 * 3. Tiers as priors for the current season: a club's attack multiplier of the tier in force
 *    divided by the default multiplier of its data tier, raised to a weight that falls with the
 *    matches it has played this season (tierPriorWeight); its defence tier likewise on the
 *    opponent's rate. The global tier multiplier scales these exponents (relative to its default).
 * 4. Context: each active condition's multiplier relative to its default; a condition's exponent
 *    is -1 where it divides (poor form). Inactive conditions (no data source) are never applied.
 * 5-7. The spec's clean-sheet floors per tier are not applied (they would break calibration).
 * 8. Market bounds: within [floor, ceiling] x the fitted rate, then within [absolute min, absolute max].
 */

const DEFAULTS = Object.fromEntries(GOAL_SETTING_FIELDS.map((f) => [f.key, f.default])) as Record<
  GoalSettingKey,
  number
>;

export interface Rates {
  home: number;
  away: number;
}

export interface ClubTiers {
  /** Tiers in force: an admin's saved lists, else the data tiers. */
  attack: TeamTier;
  defence: TeamTier;
  /** Tiers from the match model's strengths at the start of the season. */
  dataAttack: TeamTier;
  dataDefence: TeamTier;
  /** Weight of the tier prior (tierPriorWeight). */
  weight: number;
}

export interface TierPrior {
  home: ClubTiers;
  away: ClubTiers;
}

/** The number of matches at which the tier prior and the season's data weigh the same. */
export const TIER_PRIOR_MATCHES = { established: 6, newToLeague: 12 } as const;

/**
 * k / (k + matches played this season): 1 before a club's first match, a half after k matches. A club
 * new to the league has twice the k: the fit knows it only through the promoted clubs' prior.
 */
export function tierPriorWeight(matchesPlayed: number, newToLeague: boolean): number {
  const k = newToLeague ? TIER_PRIOR_MATCHES.newToLeague : TIER_PRIOR_MATCHES.established;
  return k / (k + Math.max(0, matchesPlayed));
}

const ratio = (settings: GoalScoredSettings, key: GoalSettingKey, defaultKey = key) =>
  settings[key] / DEFAULTS[defaultKey];

function tierFactor(
  settings: GoalScoredSettings,
  side: 'Attack' | 'Defense',
  tier: TeamTier,
  dataTier: TeamTier,
  weight: number,
): number {
  const strength = weight * ratio(settings, 'globalTierMultiplier');
  return ratio(settings, `${tier}${side}Multiplier`, `${dataTier}${side}Multiplier`) ** strength;
}

function contextFactor(settings: GoalScoredSettings, effects: readonly ContextEffect[]): number {
  return effects
    .filter((e) => CONDITIONS[e.key].active)
    .reduce((product, e) => product * ratio(settings, e.key) ** e.exponent, 1);
}

function bounded(settings: GoalScoredSettings, rate: number, fitted: number): number {
  const withinMarket = Math.min(
    Math.max(rate, fitted * settings.marketFloorMultiplier),
    fitted * settings.marketCeilingMultiplier,
  );
  return Math.min(Math.max(withinMarket, settings.absoluteMinGoals), settings.absoluteMaxGoals);
}

/** The fitted expected goals of both sides with the settings applied (phases above). */
export function adjustRates(
  rates: Rates,
  context: MatchContext,
  settings: GoalScoredSettings,
  tierPrior: TierPrior,
): Rates {
  const matchFactor = contextFactor(settings, context.match);
  /** One side's goals: its venue factor, its attack tier, the opponent's defence tier, the context. */
  const side = (
    fitted: number,
    venue: GoalSettingKey,
    own: ClubTiers,
    opponent: ClubTiers,
    effects: ContextEffect[],
  ) =>
    bounded(
      settings,
      fitted *
        ratio(settings, venue) *
        tierFactor(settings, 'Attack', own.attack, own.dataAttack, own.weight) *
        tierFactor(settings, 'Defense', opponent.defence, opponent.dataDefence, opponent.weight) *
        matchFactor *
        contextFactor(settings, effects),
      fitted,
    );
  const { home: h, away: a } = tierPrior;
  return {
    home: side(rates.home, 'homeAdvantageGoalsMultiplier', h, a, context.home),
    away: side(rates.away, 'awayFactorGoalsMultiplier', a, h, context.away),
  };
}
