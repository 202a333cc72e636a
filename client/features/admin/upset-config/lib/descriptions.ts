import type { UpsetConfig, UpsetTab } from '@contracts/api/upset-config';

/** A share as a percentage: 0.15 -> '15%'. */
export const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;
const times = (factor: number) => `${Math.round(factor * 100) / 100}×`;

/**
 * How each option changes a displayed scoreline, quoting the values being edited, in the words of
 * the engine's rules (engine/predictions/upset-options.ts): on top of the scores chosen a gameweek at
 * a time, context upsets, controlled variance, the upset budget and rounding down scale the expected
 * goals that pick a score within its result; the Poisson draw fixes a score.
 */
export function describeTab(tab: UpsetTab, c: UpsetConfig): string[] {
  switch (tab) {
    case 'overview':
      return [
        'The options change only the scoreline a match displays on Predicted Scores, never its probabilities or the projected standings.',
        'Every random draw is seeded by season, fixture and option: the same data and configuration always show the same scores; Refresh does not reshuffle them, a saved change does.',
        "Scores are chosen a gameweek at a time so that each gameweek shows the model's expected numbers of draws, home and away wins, sides held to nil and goals. The options act on top: context upsets, controlled variance, the season upset budget and rounding down scale the expected goals that pick each match's score within its result; the Poisson draw fixes a score, and the gameweek's other matches make up the numbers.",
      ];
    case 'poisson':
      return [
        `In ${pct(c.poissonChance)} of upcoming matches the score is drawn from the model's score distribution (Poisson goals with the model's low-score correction), so unlikely scores turn up about as often as the model expects them.`,
        `The other ${pct(1 - c.poissonChance)} keep the score chosen for the gameweek; the drawn scores count toward the gameweek's numbers of results, nil scores and goals.`,
      ];
    case 'variance':
      return [
        `Each side's expected goals are multiplied by its own random factor between ${times(c.varianceMin)} and ${times(c.varianceMax)} before the score within the match's result is picked: from ${pct(1 - c.varianceMin)} fewer to ${pct(c.varianceMax - 1)} more goals.`,
      ];
    case 'context':
      return [
        `Giant-killing: against one of the ${c.topTeamIds.length} top teams, the other side's expected goals rise by ${pct(c.giantKillingBoost)}.`,
        `Pressure: in ${pct(c.pressureChance)} of matches the favourite's expected goals fall by ${pct(c.pressurePenalty)}.`,
        `Derbies: in ${pct(c.derbyChance)} of derbies each side's expected goals are multiplied by a random factor between ${times(1 - c.derbyVarianceBoost)} and ${times(1 + c.derbyVarianceBoost)}.`,
      ];
    case 'rounding':
      return [
        `The gameweek's choice rounds the model's expected numbers to whole scores; in ${pct(c.upsetRoundingChance)} of matches the score is rounded down: half a goal comes off each side's expected goals before the score within the match's result is picked (1.6 and 0.9 then favour 1-0 over 2-1).`,
        'A match whose score the Poisson option drew keeps it.',
      ];
    case 'budget':
      return [
        `${pct(c.upsetBudgetChance)} of matches get a random multiplier between ${times(c.upsetBudgetMin)} and ${times(c.upsetBudgetMax)} on each side's expected goals before the score within the match's result is picked.`,
      ];
  }
}
