/**
 * The fields of the goal-scored settings (no zod: the admin screens read them without loading the
 * validators; `goal-scored-settings.ts` holds the schema). The settings edited on the admin portal:
 * `GET /api/admin/goal-scored-settings` returns it, `PUT` sends it whole.
 *
 * Defaults are the product's first published set (the admin portal's; a second, older set is not
 * used). Team lists hold team ids of the running season (ids change every season); by default
 * they are the tiers from data (engine/tiers/data-tiers.ts: the match model's strengths at the
 * season's start).
 */

/** Each team is in exactly one tier for attack and one for defence. */
export const TEAM_TIERS = ['elite', 'strong', 'average', 'weak', 'promoted'] as const;
export type TeamTier = (typeof TEAM_TIERS)[number];

/** Tiers stored as team lists; a team in none of them is average. */
export const LISTED_TIERS = ['elite', 'strong', 'weak', 'promoted'] as const;
export type ListedTier = (typeof LISTED_TIERS)[number];

export type GoalSettingGroup = 'base' | 'attack' | 'defense' | 'context' | 'venue' | 'market';

export interface GoalSettingField {
  key: string;
  group: GoalSettingGroup;
  label: string;
  description: string;
  default: number;
  /** Input bounds the admin portal enforces; null where the product sets none. */
  min: number | null;
  max: number | null;
}

const f = <K extends string>(
  key: K,
  group: GoalSettingGroup,
  label: string,
  description: string,
  dflt: number,
  min: number | null,
  max: number | null,
) => ({ key, group, label, description, default: dflt, min, max });

/** Every numeric setting with its tab (group), default and bounds, in the portal's order. */
export const GOAL_SETTING_FIELDS = [
  f(
    'averageBaseXGPerTeamPerGame',
    'base',
    'Base xG per team per game',
    'Starting expected goals for a team in one match',
    1.35,
    0.8,
    2,
  ),
  f(
    'defaultExpectedGoalsPerGame',
    'base',
    'Default expected goals per game',
    'Used when a team has no data',
    1.3,
    1,
    2,
  ),
  f(
    'defaultTeamVariance',
    'base',
    'Default team variance',
    "Spread of a team's goals around its expectation",
    0.45,
    0.2,
    0.8,
  ),
  f(
    'globalTierMultiplier',
    'base',
    'Global tier multiplier',
    'Strength of the tier multipliers overall',
    1.25,
    1,
    2,
  ),
  f('eliteAttackMultiplier', 'attack', 'Elite attack', 'Goals multiplier for elite attacks', 1.4, 1, 2),
  f('strongAttackMultiplier', 'attack', 'Strong attack', 'Goals multiplier for strong attacks', 1.1, 1, 1.5),
  f(
    'averageAttackMultiplier',
    'attack',
    'Average attack',
    'Goals multiplier for average attacks',
    1,
    0.8,
    1.2,
  ),
  f('weakAttackMultiplier', 'attack', 'Weak attack', 'Goals multiplier for weak attacks', 0.85, 0.5, 1),
  f(
    'promotedAttackMultiplier',
    'attack',
    'Promoted attack',
    "Goals multiplier for promoted clubs' attacks",
    0.7,
    0.3,
    1,
  ),
  f(
    'eliteDefenseMultiplier',
    'defense',
    'Elite defence',
    'Multiplier on goals conceded by elite defences',
    0.7,
    0.3,
    0.8,
  ),
  f(
    'strongDefenseMultiplier',
    'defense',
    'Strong defence',
    'Multiplier on goals conceded by strong defences',
    0.85,
    0.5,
    1,
  ),
  f(
    'averageDefenseMultiplier',
    'defense',
    'Average defence',
    'Multiplier on goals conceded by average defences',
    1,
    0.8,
    1.2,
  ),
  f(
    'weakDefenseMultiplier',
    'defense',
    'Weak defence',
    'Multiplier on goals conceded by weak defences',
    1.15,
    1,
    1.8,
  ),
  f(
    'promotedDefenseMultiplier',
    'defense',
    'Promoted defence',
    "Multiplier on goals conceded by promoted clubs' defences",
    1.3,
    1.2,
    2,
  ),
  f('derbyGoalsMultiplier', 'context', 'Derby', 'Local derbies', 0.87, 0.6, 1.3),
  f('topSixGoalsMultiplier', 'context', 'Top six', 'Matches between top-six clubs', 1.12, 0.8, 1.5),
  f(
    'relegationBattleGoalsMultiplier',
    'context',
    'Relegation battle',
    'Matches between relegation-threatened clubs',
    0.83,
    0.6,
    1.2,
  ),
  f('earlyKickoffGoalsMultiplier', 'context', 'Early kickoff', 'Early kickoffs', 0.94, 0.8, 1.1),
  f('lateKickoffGoalsMultiplier', 'context', 'Late kickoff', 'Late kickoffs', 1.07, 0.9, 1.2),
  f(
    'postEuropeanGoalsMultiplier',
    'context',
    'Post-European',
    'Matches after a European fixture',
    0.88,
    0.7,
    1,
  ),
  f('midweekFixtureGoalsMultiplier', 'context', 'Midweek', 'Midweek fixtures', 0.91, 0.8, 1.1),
  f('seasonFinaleGoalsMultiplier', 'context', 'Season finale', 'Last matches of the season', 1.05, 0.9, 1.3),
  f(
    'newManagerBounceGoalsMultiplier',
    'context',
    'New manager',
    'First matches under a new manager',
    1.08,
    1,
    1.3,
  ),
  f(
    'weatherConditionsGoalsMultiplier',
    'context',
    'Weather',
    'Under 5 degrees C, rain or high wind',
    0.92,
    0.8,
    1,
  ),
  f('refereeInfluenceMultiplier', 'context', 'Referee', 'Lenient referee +5%, strict -5%', 1, 0.9, 1.1),
  f(
    'postInternationalBreakMultiplier',
    'context',
    'Post-international break',
    'First matches after an international break',
    0.92,
    0.8,
    1,
  ),
  f(
    'travelDistanceFatigueMultiplier',
    'context',
    'Travel fatigue',
    'Travel over 300 km; away teams only',
    0.95,
    0.85,
    1,
  ),
  f(
    'teamFormMultiplier',
    'context',
    'Team form',
    'Good form is 3-4 wins in the last 5, poor 0-1',
    1.06,
    0.9,
    1.15,
  ),
  f(
    'fixtureCongestionMultiplier',
    'context',
    'Fixture congestion',
    '3 or more games in 7 days',
    0.89,
    0.7,
    1,
  ),
  f('injuryCrisisMultiplier', 'context', 'Injury crisis', '3 or more attackers out', 0.92, 0.8, 1),
  f(
    'europeanQualificationPushMultiplier',
    'context',
    'European push',
    'Clubs in positions 4 to 7',
    1.08,
    1,
    1.2,
  ),
  f(
    'nothingToPlayForMultiplier',
    'context',
    'Nothing to play for',
    'Clubs with nothing left to play for',
    0.94,
    0.8,
    1,
  ),
  f(
    'revengeFactorMultiplier',
    'context',
    'Revenge',
    'Lost the reverse fixture by 3 or more goals',
    1.05,
    1,
    1.15,
  ),
  f('pressureMatchMultiplier', 'context', 'Pressure match', 'High-pressure matches', 0.91, 0.8, 1),
  f('homeCrowdBoostMultiplier', 'context', 'Home crowd', 'Home crowd boost', 1.04, 1, 1.15),
  f(
    'homeAdvantageGoalsMultiplier',
    'venue',
    'Home advantage',
    'Goals multiplier for the home team',
    1.16,
    1,
    1.3,
  ),
  f('awayFactorGoalsMultiplier', 'venue', 'Away factor', 'Goals multiplier for the away team', 0.84, 0.7, 1),
  f(
    'absoluteMinGoals',
    'market',
    'Absolute minimum goals',
    'Lowest expected goals a team can get',
    0,
    0,
    0.8,
  ),
  f(
    'absoluteMaxGoals',
    'market',
    'Absolute maximum goals',
    'Highest expected goals a team can get',
    7,
    3,
    10,
  ),
  f(
    'marketFloorMultiplier',
    'market',
    'Market floor multiplier',
    'Lowest multiple of the base a projection may fall to',
    0.4,
    null,
    null,
  ),
  f(
    'marketCeilingMultiplier',
    'market',
    'Market ceiling multiplier',
    'Highest multiple of the base a projection may reach',
    2,
    null,
    null,
  ),
] as const satisfies readonly GoalSettingField[];

export type GoalSettingKey = (typeof GOAL_SETTING_FIELDS)[number]['key'];

export const teamListKey = <T extends ListedTier, S extends 'Attack' | 'Defense'>(tier: T, side: S) =>
  `${tier}${side}Teams` as const;

export const TEAM_LIST_KEYS = {
  attack: Object.fromEntries(LISTED_TIERS.map((t) => [t, teamListKey(t, 'Attack')])) as Record<
    ListedTier,
    `${ListedTier}AttackTeams`
  >,
  defence: Object.fromEntries(LISTED_TIERS.map((t) => [t, teamListKey(t, 'Defense')])) as Record<
    ListedTier,
    `${ListedTier}DefenseTeams`
  >,
};
export type TeamListKey = `${ListedTier}${'Attack' | 'Defense'}Teams`;
