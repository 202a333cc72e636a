import { GOAL_SETTING_FIELDS, type TeamTier } from '@contracts/api/goal-scored-settings';

export type TierSide = 'attack' | 'defence';

/**
 * A fitted match model's club strengths (log scale, engine/match-model): attack raises the goals a
 * club scores, defence the goals it concedes (positive concedes more); a club the fit has not seen
 * gets the promoted prior.
 */
export interface ClubStrengths {
  attack: ReadonlyMap<number, number>;
  defence: ReadonlyMap<number, number>;
  promoted: { attack: number; defence: number };
}

/** Tier per club code, for attack and for defence. */
export type DataTiers = Record<TierSide, ReadonlyMap<number, TeamTier>>;

const DEFAULT_MULTIPLIER = new Map<string, number>(GOAL_SETTING_FIELDS.map((f) => [f.key, f.default]));
const BINNED = ['elite', 'strong', 'average', 'weak'] as const;
const logMultiplier = (tier: TeamTier, side: TierSide) =>
  Math.log(DEFAULT_MULTIPLIER.get(`${tier}${side === 'attack' ? 'Attack' : 'Defense'}Multiplier`) ?? 1);

/**
 * Default tiers from data: each club's strength at the start of the season, relative to the
 * league's mean, takes the tier whose default multiplier is nearest on the log scale. Attack
 * multipliers 1.4 / 1.1 / 1 / 0.85 put the boundaries at +0.216, +0.048 and -0.081; defence (goals
 * conceded) 0.7 / 0.85 / 1 / 1.15 at -0.260, -0.081 and +0.070. A club new to the league (not in
 * the previous season) is promoted whatever its strength. The mean is over the season's clubs,
 * new ones at the promoted prior, so 'average' means the league's average.
 */
export function tiersFromStrengths(
  clubs: readonly number[],
  newToLeague: ReadonlySet<number>,
  strengths: ClubStrengths,
): DataTiers {
  const side = (name: TierSide): Map<number, TeamTier> => {
    const fitted = strengths[name];
    const value = (club: number) =>
      newToLeague.has(club) ? strengths.promoted[name] : (fitted.get(club) ?? strengths.promoted[name]);
    const mean = clubs.reduce((sum, club) => sum + value(club), 0) / Math.max(1, clubs.length);
    const nearest = (relative: number) =>
      BINNED.reduce((best, tier) =>
        Math.abs(relative - logMultiplier(tier, name)) < Math.abs(relative - logMultiplier(best, name))
          ? tier
          : best,
      );
    return new Map(
      clubs.map((club) => [club, newToLeague.has(club) ? 'promoted' : nearest(value(club) - mean)] as const),
    );
  };
  return { attack: side('attack'), defence: side('defence') };
}
