import type { HistoricalShares } from './historical';
import type { ShareMeasure } from '@contracts/api/share-measures';
import { playerProjections, seasonProjections, seasonShareResponse } from './responses';
import type { ComputedSeason, SeasonShares } from './season';

/**
 * The share screens' reads: past seasons from the imported history, the current one from the model.
 * The current season's answers are kept with the computation (and the stored backtest they show):
 * the same object until either changes, so they are sent as stored bytes.
 */
export function createShareService({
  historical,
  season,
}: {
  historical: HistoricalShares;
  season: SeasonShares;
}) {
  const answers = new WeakMap<ComputedSeason, Map<string, object>>();
  function kept<T extends object>(c: ComputedSeason, key: string, build: () => T): T {
    let byName = answers.get(c);
    if (!byName) answers.set(c, (byName = new Map()));
    let found = byName.get(key) as T | undefined;
    if (!found) byName.set(key, (found = build()));
    return found;
  }

  async function shareSeason<M extends ShareMeasure>(measure: M) {
    const [c, backtest] = await Promise.all([season.computed(), season.latestBacktest()]);
    return kept(c, `${measure} ${JSON.stringify(backtest)}`, () => seasonShareResponse(measure, c, backtest));
  }
  const fromComputed =
    <T extends object>(key: string, build: (c: ComputedSeason) => T) =>
    async () => {
      const c = await season.computed();
      return kept(c, key, () => build(c));
    };

  return {
    goalShareHistorical: historical.goalShare,
    assistShareHistorical: historical.assistShare,
    goalShareSeason: () => shareSeason('goals'),
    assistShareSeason: () => shareSeason('assists'),
    playerGoalProjections: fromComputed('player goals', (c) => playerProjections('goals', c)),
    playerAssistProjections: fromComputed('player assists', (c) => playerProjections('assists', c)),
    seasonProjections: fromComputed('season', seasonProjections),
  };
}
export type ShareService = ReturnType<typeof createShareService>;
