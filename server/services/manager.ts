import type { ManagerHistory, ManagerLeagues, ManagerSummary } from '@contracts/api/manager';
import type { FplSource } from '../fpl/source';
import { orNotFound } from './upstream';

export const managerNotFound = (id: number) => `Manager ${id} not found`;

/** A manager's public data: entry summary, season history and classic leagues. */
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
  };
}
export type ManagerService = ReturnType<typeof createManagerService>;
