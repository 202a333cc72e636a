import type { GoalSettingField } from '@contracts/api/goal-scored-settings';

const two = (n: number) => n.toFixed(2);

/** The factor a setting applies: every setting acts relative to its default, so the default is x1.00. */
const factor = (value: number, field: GoalSettingField) => `x${two(value / field.default)}`;

/** Settings the fitted match model estimates from the data; stored, but they do not move a projection. */
const ESTIMATED = new Set([
  'averageBaseXGPerTeamPerGame',
  'defaultExpectedGoalsPerGame',
  'defaultTeamVariance',
]);

/**
 * How a setting acts at its current value, in words that quote the value (engine/match-context/
 * adjust-rates.ts is the calculation these describe).
 */
export function effectNote(field: GoalSettingField, value: number): string {
  const now = `Now ${two(value)} (default ${two(field.default)})`;
  if (ESTIMATED.has(field.key))
    return `${now}: stored only; the match model estimates this from the results, so it does not change a projection.`;
  switch (field.group) {
    case 'base':
      return `${now}: the tier priors are raised to the power ${two(value / field.default)}.`;
    case 'attack':
    case 'defense':
      return `${now}: a club in this tier ${field.group === 'attack' ? 'scores' : 'lets in'} ${two(value)} / its data tier's default (${factor(value, field)} when this is its data tier), fading as the season's matches come in.`;
    case 'context':
      return `${now}: expected goals ${factor(value, field)} where the rule holds.`;
    case 'venue':
      return `${now}: the ${field.key.startsWith('home') ? 'home' : 'away'} side's expected goals ${factor(value, field)} the fitted rate.`;
    case 'market':
      return field.key === 'absoluteMinGoals' || field.key === 'absoluteMaxGoals'
        ? `${now}: no side's expected goals go ${field.key === 'absoluteMinGoals' ? 'below' : 'above'} ${two(value)}.`
        : `${now}: the adjusted rate stays ${field.key === 'marketFloorMultiplier' ? 'at or above' : 'at or below'} ${two(value)} x the fitted rate.`;
  }
}
