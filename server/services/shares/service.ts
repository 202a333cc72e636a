import type { HistoricalShares } from './historical';
import {
  assistShareResponse,
  goalShareResponse,
  playerAssistProjections,
  playerGoalProjections,
  seasonProjections,
} from './responses';
import type { SeasonShares } from './season';

/** The share screens' reads: past seasons from the imported history, the current one from the model. */
export function createShareService({
  historical,
  season,
}: {
  historical: HistoricalShares;
  season: SeasonShares;
}) {
  return {
    goalShareHistorical: historical.goalShare,
    assistShareHistorical: historical.assistShare,
    async goalShareSeason() {
      const [c, backtest] = await Promise.all([season.computed(), season.latestBacktest()]);
      return goalShareResponse(c, backtest);
    },
    async assistShareSeason() {
      const [c, backtest] = await Promise.all([season.computed(), season.latestBacktest()]);
      return assistShareResponse(c, backtest);
    },
    playerGoalProjections: async () => playerGoalProjections(await season.computed()),
    playerAssistProjections: async () => playerAssistProjections(await season.computed()),
    seasonProjections: async () => seasonProjections(await season.computed()),
  };
}
export type ShareService = ReturnType<typeof createShareService>;
