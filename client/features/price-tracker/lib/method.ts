import type { PredictionMethod } from '@contracts/api/prices';

/** The predictions list's words for what makes its calls. */
export const METHOD_TEXT: Record<
  PredictionMethod,
  { listed: string; level: string; progress: string; chance: string }
> = {
  official: {
    listed: "Players at least half way to a change by the game's own figures",
    level: "Band of the game's progress toward the change (Open FPL's names), not a probability",
    progress: "The game's projected progress toward the change at the next update",
    chance: 'Not given for the game’s own figures: they were not what the backtest calibrated',
  },
  'fitted-model': {
    listed:
      'Players whose chance of a change is at least half the chance from which the fitted model calls it',
    level:
      'Band of the chance as a share of the chance from which the model calls the change (100% is a call)',
    progress: 'The chance as a percentage of the chance from which the fitted model calls the change',
    chance:
      "The fitted model's calibrated probability of this change before the next deadline (fitted on past seasons, gameweek level)",
  },
  'threshold-rule': {
    listed: "Players at least half way to a change by the transfer-threshold rule's count",
    level: "Band of progress toward the rule's threshold (Open FPL's names), not a probability",
    progress: 'Net transfers as a percentage of those the rule says the change needs',
    chance:
      "The rule's progress mapped to a probability of this change before the next deadline by the latest backtest (past seasons, gameweek level)",
  },
};
