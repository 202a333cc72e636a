import type { HistoricalPlayer } from '@contracts/api/past-seasons';
import type { historyRepository } from '../../db/repositories/past-seasons';
import { toHistoricalPlayer } from './player-rows';
import { seasonList } from './seasons';

export interface HistoryService {
  /** Imported seasons plus the current one, newest first. */
  seasons(): Promise<string[]>;
  /** A season's players by id; null when the season has not been imported. */
  players(season: string): Promise<HistoricalPlayer[] | null>;
}

export interface HistoryServiceDeps {
  history: Pick<ReturnType<typeof historyRepository>, 'listSeasons' | 'playersBySeason' | 'appearances'>;
  /** The live season's label ("2025-26"), from the bootstrap events; null when unknown. */
  currentSeason: () => Promise<string | null>;
}

export function createHistoryService({ history: repo, currentSeason }: HistoryServiceDeps): HistoryService {
  return {
    async seasons() {
      const [imported, current] = await Promise.all([repo.listSeasons(), currentSeason()]);
      return seasonList(
        imported.map((s) => s.label),
        current,
      );
    },
    async players(season) {
      // The seasons row is written last in the import transaction: no row, no complete season.
      const imported = await repo.listSeasons();
      if (!imported.some((s) => s.label === season)) return null;
      const [rows, appearances] = await Promise.all([repo.playersBySeason(season), repo.appearances(season)]);
      return rows.map((row) => toHistoricalPlayer(row, appearances.get(row.playerId) ?? 0));
    },
  };
}
