import type { GoalSettingKey } from '@contracts/api/goal-scored-settings';

/**
 * Where a condition acts: 'match' multiplies both sides' expected goals, 'side' only the goals of
 * the club it holds for (travel: the away side; form, table and injuries: the club concerned).
 */
export type ConditionScope = 'match' | 'side';

export interface ConditionInfo {
  scope: ConditionScope;
  /** The rule, in the words the admin portal shows. */
  rule: string;
  /** false: no data source here, so the multiplier is stored and editable but never applied. */
  active: boolean;
  /** Why an inactive condition is not applied. */
  inactiveReason: string | null;
}

const on = (scope: ConditionScope, rule: string): ConditionInfo => ({
  scope,
  rule,
  active: true,
  inactiveReason: null,
});
const off = (rule: string, reason: string): ConditionInfo => ({
  scope: 'match',
  rule,
  active: false,
  inactiveReason: reason,
});

/**
 * Every context multiplier of the goal-scored settings (the 'context' tab; conditions.test.ts checks
 * the two lists agree) with the rule computed from data, or why it stays inactive.
 */
export const CONDITIONS = {
  derbyGoalsMultiplier: on('match', 'The two clubs are local rivals (a fixed list of derby pairs)'),
  topSixGoalsMultiplier: on('match', 'Both clubs are in the top six of the current table'),
  relegationBattleGoalsMultiplier: on(
    'match',
    'Both clubs are in the bottom three or within 3 points of it in the current table',
  ),
  earlyKickoffGoalsMultiplier: on('match', 'Kick-off before 13:00 UK time'),
  lateKickoffGoalsMultiplier: on('match', 'Kick-off at 17:00 UK time or later'),
  postEuropeanGoalsMultiplier: off(
    'After a European fixture',
    'No data source: European fixtures are not in the game data',
  ),
  midweekFixtureGoalsMultiplier: on('match', 'Kick-off on a Tuesday, Wednesday or Thursday (UK)'),
  seasonFinaleGoalsMultiplier: on('match', 'Gameweek 37 or 38'),
  newManagerBounceGoalsMultiplier: off(
    'First matches under a new manager',
    'No data source: manager changes are not in the game data',
  ),
  weatherConditionsGoalsMultiplier: off(
    'Under 5 degrees C, rain or high wind',
    'No data source: no weather feed',
  ),
  refereeInfluenceMultiplier: off(
    'Lenient or strict referee',
    'No data source: referee appointments are not in the game data',
  ),
  postInternationalBreakMultiplier: on('side', "13 or more days since the club's last league match"),
  travelDistanceFatigueMultiplier: on('side', 'Away side travelling over 300 km (stadium to stadium)'),
  teamFormMultiplier: on(
    'side',
    'Good form (3 or more wins in the last 5) multiplies, poor form (0-1 wins) divides',
  ),
  fixtureCongestionMultiplier: on('match', 'Both clubs played a league match 4 or fewer days before'),
  injuryCrisisMultiplier: on(
    'side',
    "3 or more of the club's 5 most valuable attackers unavailable (next gameweek only)",
  ),
  europeanQualificationPushMultiplier: on('side', 'The club is 4th to 7th in the current table'),
  nothingToPlayForMultiplier: on(
    'side',
    'The club can no longer reach 7th place nor drop into the bottom three',
  ),
  revengeFactorMultiplier: on('side', 'The club lost the reverse fixture this season by 3 or more goals'),
  pressureMatchMultiplier: off(
    'High-pressure matches',
    'No definition measurable from data; the table conditions cover the stakes',
  ),
  homeCrowdBoostMultiplier: off(
    'Home crowd boost',
    "Already in the match model's fitted home effect; applying it again would count home advantage twice",
  ),
} as const satisfies Partial<Record<GoalSettingKey, ConditionInfo>>;

/** A context multiplier of the goal-scored settings, e.g. 'derbyGoalsMultiplier'. */
export type ContextKey = keyof typeof CONDITIONS;
export const CONTEXT_KEYS = Object.keys(CONDITIONS) as ContextKey[];
