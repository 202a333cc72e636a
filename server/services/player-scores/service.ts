import type { CaptainQuery, TransferPlannerQuery } from '@contracts/api/player-scores';
import { captainCandidates } from './captain';
import type { ScoringDeps } from './context';
import { transferPlanner } from './transfer-planner';

/** Transfer Planner and Captain Selector: scores computed from base data, fixtures and past seasons. */
export function createPlayerScoresService(deps: ScoringDeps) {
  return {
    transferPlanner: (query: TransferPlannerQuery) => transferPlanner(deps, query),
    captainCandidates: (query: CaptainQuery) => captainCandidates(deps, query),
  };
}
export type PlayerScoresService = ReturnType<typeof createPlayerScoresService>;
