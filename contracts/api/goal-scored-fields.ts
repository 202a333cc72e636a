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
  dflt: number,
  min: number | null,
  max: number | null,
) => ({ key, group, default: dflt, min, max });

/** Every numeric setting with its tab (group), default and bounds, in the portal's order. */
const NUMBERS = [
  f('averageBaseXGPerTeamPerGame', 'base', 1.35, 0.8, 2),
  f('defaultExpectedGoalsPerGame', 'base', 1.3, 1, 2),
  f('defaultTeamVariance', 'base', 0.45, 0.2, 0.8),
  f('globalTierMultiplier', 'base', 1.25, 1, 2),
  f('eliteAttackMultiplier', 'attack', 1.4, 1, 2),
  f('strongAttackMultiplier', 'attack', 1.1, 1, 1.5),
  f('averageAttackMultiplier', 'attack', 1, 0.8, 1.2),
  f('weakAttackMultiplier', 'attack', 0.85, 0.5, 1),
  f('promotedAttackMultiplier', 'attack', 0.7, 0.3, 1),
  f('eliteDefenseMultiplier', 'defense', 0.7, 0.3, 0.8),
  f('strongDefenseMultiplier', 'defense', 0.85, 0.5, 1),
  f('averageDefenseMultiplier', 'defense', 1, 0.8, 1.2),
  f('weakDefenseMultiplier', 'defense', 1.15, 1, 1.8),
  f('promotedDefenseMultiplier', 'defense', 1.3, 1.2, 2),
  f('derbyGoalsMultiplier', 'context', 0.87, 0.6, 1.3),
  f('topSixGoalsMultiplier', 'context', 1.12, 0.8, 1.5),
  f('relegationBattleGoalsMultiplier', 'context', 0.83, 0.6, 1.2),
  f('earlyKickoffGoalsMultiplier', 'context', 0.94, 0.8, 1.1),
  f('lateKickoffGoalsMultiplier', 'context', 1.07, 0.9, 1.2),
  f('postEuropeanGoalsMultiplier', 'context', 0.88, 0.7, 1),
  f('midweekFixtureGoalsMultiplier', 'context', 0.91, 0.8, 1.1),
  f('seasonFinaleGoalsMultiplier', 'context', 1.05, 0.9, 1.3),
  f('newManagerBounceGoalsMultiplier', 'context', 1.08, 1, 1.3),
  f('weatherConditionsGoalsMultiplier', 'context', 0.92, 0.8, 1),
  f('refereeInfluenceMultiplier', 'context', 1, 0.9, 1.1),
  f('postInternationalBreakMultiplier', 'context', 0.92, 0.8, 1),
  f('travelDistanceFatigueMultiplier', 'context', 0.95, 0.85, 1),
  f('teamFormMultiplier', 'context', 1.06, 0.9, 1.15),
  f('fixtureCongestionMultiplier', 'context', 0.89, 0.7, 1),
  f('injuryCrisisMultiplier', 'context', 0.92, 0.8, 1),
  f('europeanQualificationPushMultiplier', 'context', 1.08, 1, 1.2),
  f('nothingToPlayForMultiplier', 'context', 0.94, 0.8, 1),
  f('revengeFactorMultiplier', 'context', 1.05, 1, 1.15),
  f('pressureMatchMultiplier', 'context', 0.91, 0.8, 1),
  f('homeCrowdBoostMultiplier', 'context', 1.04, 1, 1.15),
  f('homeAdvantageGoalsMultiplier', 'venue', 1.16, 1, 1.3),
  f('awayFactorGoalsMultiplier', 'venue', 0.84, 0.7, 1),
  f('absoluteMinGoals', 'market', 0, 0, 0.8),
  f('absoluteMaxGoals', 'market', 7, 3, 10),
  f('marketFloorMultiplier', 'market', 0.4, null, null),
  f('marketCeilingMultiplier', 'market', 2, null, null),
] as const;

export type GoalSettingKey = (typeof NUMBERS)[number]['key'];

/** The portal's label and one-line description of each setting (one row each, as a table). */
// prettier-ignore
const TEXTS: Record<GoalSettingKey, readonly [label: string, description: string]> = {
  averageBaseXGPerTeamPerGame: ['Base xG per team per game', 'Starting expected goals for a team in one match'],
  defaultExpectedGoalsPerGame: ['Default expected goals per game', 'Used when a team has no data'],
  defaultTeamVariance: ['Default team variance', "Spread of a team's goals around its expectation"],
  globalTierMultiplier: ['Global tier multiplier', 'Strength of the tier multipliers overall'],
  eliteAttackMultiplier: ['Elite attack', 'Goals multiplier for elite attacks'],
  strongAttackMultiplier: ['Strong attack', 'Goals multiplier for strong attacks'],
  averageAttackMultiplier: ['Average attack', 'Goals multiplier for average attacks'],
  weakAttackMultiplier: ['Weak attack', 'Goals multiplier for weak attacks'],
  promotedAttackMultiplier: ['Promoted attack', "Goals multiplier for promoted clubs' attacks"],
  eliteDefenseMultiplier: ['Elite defence', 'Multiplier on goals conceded by elite defences'],
  strongDefenseMultiplier: ['Strong defence', 'Multiplier on goals conceded by strong defences'],
  averageDefenseMultiplier: ['Average defence', 'Multiplier on goals conceded by average defences'],
  weakDefenseMultiplier: ['Weak defence', 'Multiplier on goals conceded by weak defences'],
  promotedDefenseMultiplier: ['Promoted defence', "Multiplier on goals conceded by promoted clubs' defences"],
  derbyGoalsMultiplier: ['Derby', 'Local derbies'],
  topSixGoalsMultiplier: ['Top six', 'Matches between top-six clubs'],
  relegationBattleGoalsMultiplier: ['Relegation battle', 'Matches between relegation-threatened clubs'],
  earlyKickoffGoalsMultiplier: ['Early kickoff', 'Early kickoffs'],
  lateKickoffGoalsMultiplier: ['Late kickoff', 'Late kickoffs'],
  postEuropeanGoalsMultiplier: ['Post-European', 'Matches after a European fixture'],
  midweekFixtureGoalsMultiplier: ['Midweek', 'Midweek fixtures'],
  seasonFinaleGoalsMultiplier: ['Season finale', 'Last matches of the season'],
  newManagerBounceGoalsMultiplier: ['New manager', 'First matches under a new manager'],
  weatherConditionsGoalsMultiplier: ['Weather', 'Under 5 degrees C, rain or high wind'],
  refereeInfluenceMultiplier: ['Referee', 'Lenient referee +5%, strict -5%'],
  postInternationalBreakMultiplier: ['Post-international break', 'First matches after an international break'],
  travelDistanceFatigueMultiplier: ['Travel fatigue', 'Travel over 300 km; away teams only'],
  teamFormMultiplier: ['Team form', 'Good form is 3-4 wins in the last 5, poor 0-1'],
  fixtureCongestionMultiplier: ['Fixture congestion', '3 or more games in 7 days'],
  injuryCrisisMultiplier: ['Injury crisis', '3 or more attackers out'],
  europeanQualificationPushMultiplier: ['European push', 'Clubs in positions 4 to 7'],
  nothingToPlayForMultiplier: ['Nothing to play for', 'Clubs with nothing left to play for'],
  revengeFactorMultiplier: ['Revenge', 'Lost the reverse fixture by 3 or more goals'],
  pressureMatchMultiplier: ['Pressure match', 'High-pressure matches'],
  homeCrowdBoostMultiplier: ['Home crowd', 'Home crowd boost'],
  homeAdvantageGoalsMultiplier: ['Home advantage', 'Goals multiplier for the home team'],
  awayFactorGoalsMultiplier: ['Away factor', 'Goals multiplier for the away team'],
  absoluteMinGoals: ['Absolute minimum goals', 'Lowest expected goals a team can get'],
  absoluteMaxGoals: ['Absolute maximum goals', 'Highest expected goals a team can get'],
  marketFloorMultiplier: ['Market floor multiplier', 'Lowest multiple of the base a projection may fall to'],
  marketCeilingMultiplier: ['Market ceiling multiplier', 'Highest multiple of the base a projection may reach'],
};

/** Every setting as the admin portal lists it: numbers and texts joined, in the portal's order. */
export const GOAL_SETTING_FIELDS = NUMBERS.map(({ key, group, ...range }) => {
  const [label, description] = TEXTS[key];
  return { key, group, label, description, ...range };
}) satisfies readonly GoalSettingField[];

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
