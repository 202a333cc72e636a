import {
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  teamIdListSchema,
  type GoalScoredSettings,
  type ListedTier,
  type TeamTier,
} from '@contracts/api/goal-scored-settings';
import type { DataTiers, TierSide } from './data-tiers';

export interface SeasonTeam {
  id: number;
  /** The club across seasons (the game's team code). */
  code: number;
  short_name: string;
}

/** Team ids of the running season per tier; every team of the season is in exactly one list. */
export type TierLists = Record<TeamTier, number[]>;
export type SeasonTiers = Record<TierSide, TierLists>;

/** Lists as stored or edited: arrays of ids or JSON text, per listed tier (average is implicit). */
export type TierOverrides = Partial<Record<TierSide, Partial<Record<ListedTier, unknown>>>>;

/** A team list given as an array or JSON text; anything unparsable is an empty list. */
export function parseTeamList(value: unknown): number[] {
  return teamIdListSchema.parse(value);
}

/**
 * The tier of a team: elite, strong, weak, promoted in that order of precedence (a team in two lists
 * takes the first), otherwise average. Without lists (tier settings missing) every team is average.
 */
export function classifyTeam(teamId: number, lists?: Partial<Record<TeamTier, readonly number[]>>): TeamTier {
  if (!lists) return 'average';
  return LISTED_TIERS.find((tier) => lists[tier]?.includes(teamId)) ?? 'average';
}

function emptyLists(): TierLists {
  return { elite: [], strong: [], average: [], weak: [], promoted: [] };
}

/**
 * Attack and defence tiers for a season's teams. Without overrides a side follows the data tiers
 * (data-tiers.ts, keyed by club code; every club average when there are none). A side with
 * overrides follows them alone: the given lists are parsed (arrays or JSON text), ids not in this
 * season are dropped, a team in several lists resolves by precedence and a team in none is average.
 */
export function tiersForSeason(
  teams: readonly SeasonTeam[],
  defaults: DataTiers | null,
  overrides?: TierOverrides,
): SeasonTiers {
  const sorted = [...teams].sort((a, b) => a.id - b.id);
  const side = (name: TierSide): TierLists => {
    const given = overrides?.[name];
    const parsed =
      given && Object.fromEntries(LISTED_TIERS.map((tier) => [tier, parseTeamList(given[tier] ?? [])]));
    const lists = emptyLists();
    for (const team of sorted) {
      const tier = parsed ? classifyTeam(team.id, parsed) : (defaults?.[name].get(team.code) ?? 'average');
      lists[tier].push(team.id);
    }
    return lists;
  };
  return { attack: side('attack'), defence: side('defence') };
}

/** The tiers stored in goal-scored settings, resolved against the season's teams. */
export function tiersFromSettings(settings: GoalScoredSettings, teams: readonly SeasonTeam[]): SeasonTiers {
  const listsOf = (name: TierSide) =>
    Object.fromEntries(LISTED_TIERS.map((tier) => [tier, settings[TEAM_LIST_KEYS[name][tier]]]));
  return tiersForSeason(teams, null, { attack: listsOf('attack'), defence: listsOf('defence') });
}
