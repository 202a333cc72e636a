import type { HistoricalShares } from './historical';
import { playerProjections, seasonProjections, seasonShareResponse, type Measure } from './responses';
import type { SeasonShares } from './season';

/** The share screens' reads: past seasons from the imported history, the current one from the model. */
export function createShareService({
  historical,
  season,
}: {
  historical: HistoricalShares;
  season: SeasonShares;
}) {
  async function shareSeason<M extends Measure>(measure: M) {
    const [c, backtest] = await Promise.all([season.computed(), season.latestBacktest()]);
    return seasonShareResponse(measure, c, backtest);
  }

  return {
    goalShareHistorical: historical.goalShare,
    assistShareHistorical: historical.assistShare,
    goalShareSeason: () => shareSeason('goals'),
    assistShareSeason: () => shareSeason('assists'),
    playerGoalProjections: async () => playerProjections('goals', await season.computed()),
    playerAssistProjections: async () => playerProjections('assists', await season.computed()),
    seasonProjections: async () => seasonProjections(await season.computed()),
  };
}
export type ShareService = ReturnType<typeof createShareService>;
