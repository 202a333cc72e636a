import type { UpsetConfig, UpsetTab } from '@contracts/api/upset-config';

/** A share as a percentage: 0.15 -> '15%'. */
export const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;
const times = (factor: number) => `${Math.round(factor * 100) / 100}×`;

/**
 * How each option changes a displayed scoreline, quoting the values being edited, in the words of
 * the engine's rules (engine/predictions/upset-options.ts): context upsets, controlled variance and
 * the upset budget scale each side's expected goals; then the Poisson draw, else smart rounding,
 * else the model's predicted score picks the scoreline.
 */
export function describeTab(tab: UpsetTab, c: UpsetConfig): string[] {
  switch (tab) {
    case 'overview':
      return [
        'The options change only the scoreline a match displays on Predicted Scores, never its probabilities or the projected standings.',
        'Every random draw is seeded by season, fixture and option: the same data and configuration always show the same scores; Refresh does not reshuffle them, a saved change does.',
        "They apply in order: context upsets, controlled variance and the season upset budget scale each side's expected goals; then the Poisson draw, else smart rounding, else the model's predicted score gives the scoreline. With every option off, each match shows the model's predicted score.",
      ];
    case 'poisson':
      return [
        `In ${pct(c.poissonChance)} of upcoming matches the score is drawn from the model's score distribution (Poisson goals with the model's low-score correction), so unlikely scores turn up about as often as the model expects them.`,
        `The other ${pct(1 - c.poissonChance)} use smart rounding when it is on, else the model's predicted score.`,
      ];
    case 'variance':
      return [
        `Each side's expected goals are multiplied by its own random factor between ${times(c.varianceMin)} and ${times(c.varianceMax)} before the scoreline is chosen: from ${pct(1 - c.varianceMin)} fewer to ${pct(c.varianceMax - 1)} more goals.`,
      ];
    case 'context':
      return [
        `Giant-killing: against one of the ${c.topTeamIds.length} top teams, the other side's expected goals rise by ${pct(c.giantKillingBoost)}.`,
        `Pressure: in ${pct(c.pressureChance)} of matches the favourite's expected goals fall by ${pct(c.pressurePenalty)}.`,
        `Derbies: in ${pct(c.derbyChance)} of derbies each side's expected goals are multiplied by a random factor between ${times(1 - c.derbyVarianceBoost)} and ${times(1 + c.derbyVarianceBoost)}.`,
      ];
    case 'rounding':
      return [
        `Each side's expected goals are rounded to the nearest whole goal, except in ${pct(c.upsetRoundingChance)} of matches where both are rounded down (1.6 and 0.9 then show 1-0, not 2-1).`,
        'A match whose score the Poisson option drew is not rounded.',
      ];
    case 'budget':
      return [
        `${pct(c.upsetBudgetChance)} of matches get a random multiplier between ${times(c.upsetBudgetMin)} and ${times(c.upsetBudgetMax)} on each side's expected goals before the scoreline is chosen.`,
      ];
  }
}
