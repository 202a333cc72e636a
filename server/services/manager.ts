import type { ManagerHistory, ManagerLeagues, ManagerSummary, ManagerTeam } from '@contracts/api/manager';
import type { FplSource } from '../fpl/source';
import { managerNotFound, managerTeam } from './team';
import { orNotFound } from './upstream';

/** A manager's public data: entry summary, season history, classic leagues and current team. */
export function createManagerService({ fpl }: { fpl: FplSource }) {
  const entry = async (id: number) => (await orNotFound(fpl.entry(id), managerNotFound(id))).data;
  return {
    summary: (id: number): Promise<ManagerSummary> => entry(id),
    history: async (id: number): Promise<ManagerHistory> =>
      (await orNotFound(fpl.entryHistory(id), managerNotFound(id))).data,
    leagues: async (id: number): Promise<ManagerLeagues> => ({
      managerId: id,
      classic: (await entry(id)).leagues.classic,
    }),
    team: (id: number): Promise<ManagerTeam> => managerTeam(fpl, id),
  };
}
export type ManagerService = ReturnType<typeof createManagerService>;
