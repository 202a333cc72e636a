import { TEAM_TIERS, type TeamTier } from '@contracts/api/goal-scored-settings';
import type { TierSide } from './data-tiers';
import type { SeasonTeam, SeasonTiers, TierLists } from './tiers';

/**
 * Tiers stored by club: per side, the club codes (the game's team `code`, stable across seasons)
 * of every tier, average included, so that a club absent from every list is known to be new.
 */
export type ClubTierLists = Record<TierSide, Record<TeamTier, number[]>>;

/** The season's tiers (team ids per tier) as club codes, for storing. Ids not in the season are dropped. */
export function tiersByClub(tiers: SeasonTiers, teams: readonly SeasonTeam[]): ClubTierLists {
  const codeOf = new Map(teams.map((t) => [t.id, t.code]));
  const side = (name: TierSide) =>
    Object.fromEntries(
      TEAM_TIERS.map((tier) => [
        tier,
        tiers[name][tier].flatMap((id) => {
          const code = codeOf.get(id);
          return code === undefined ? [] : [code];
        }),
      ]),
    ) as Record<TeamTier, number[]>;
  return { attack: side('attack'), defence: side('defence') };
}

/**
 * Stored club tiers mapped to a season's team ids: each team takes the tier its club was stored in;
 * a club in none of the lists was not in the league when they were saved, so it is promoted.
 */
export function tiersFromClubs(stored: ClubTierLists, teams: readonly SeasonTeam[]): SeasonTiers {
  const side = (name: TierSide): TierLists => {
    const tierOf = new Map<number, TeamTier>();
    for (const tier of TEAM_TIERS) for (const code of stored[name][tier]) tierOf.set(code, tier);
    const lists: TierLists = { elite: [], strong: [], average: [], weak: [], promoted: [] };
    for (const team of [...teams].sort((a, b) => a.id - b.id))
      lists[tierOf.get(team.code) ?? 'promoted'].push(team.id);
    return lists;
  };
  return { attack: side('attack'), defence: side('defence') };
}
