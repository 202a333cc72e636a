import type { ManagerTeam } from '@contracts/api/manager';
import { seasonLabel } from '@contracts/game/schedule';
import { freeTransferRules, freeTransfersFor, type ChipPlay } from '@engine/transfers/free-transfers';
import { UpstreamError, type FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { managerNotFound } from './manager';
import { orNotFound } from './upstream';

/**
 * The manager's team for their current gameweek, with the transfer figures the game shows:
 * made, cost and bank come from the picks' entry_history; the free-transfer limit is rebuilt from
 * the season history (the API does not publish it).
 */
export function createTeamService(fpl: FplSource) {
  return async function team(id: number): Promise<ManagerTeam> {
    const entry = (await orNotFound(fpl.entry(id), managerNotFound(id))).data;
    const gameweek = entry.current_event;
    if (gameweek === null) throw notFound(`Manager ${id} has no team yet: the season has not started.`);

    const [picks, history, bootstrap] = await Promise.all([
      orNotFound(fpl.entryPicks(id, gameweek), `No team found for manager ${id} in gameweek ${gameweek}`),
      orNotFound(fpl.entryHistory(id), managerNotFound(id)),
      fpl.bootstrapStatic(),
    ]);
    const { active_chip, automatic_subs, entry_history, picks: squad } = picks.data;
    const chips: ChipPlay[] = [...history.data.chips];
    // The picks know this week's chip even if the history has not caught up yet.
    if (active_chip) chips.push({ name: active_chip, event: gameweek });

    const rules = freeTransferRules(seasonLabel(bootstrap.data.events));
    let available;
    try {
      available = freeTransfersFor(gameweek, history.data.current, chips, rules);
    } catch (err) {
      if (err instanceof RangeError)
        throw new UpstreamError('invalid_payload', `manager ${id}: ${err.message}`);
      throw err;
    }

    return {
      managerId: id,
      gameweek,
      activeChip: active_chip,
      automaticSubs: automatic_subs,
      entryHistory: entry_history,
      picks: squad,
      transfers: {
        made: entry_history.event_transfers,
        limit: available.unlimited ? null : available.free,
        cost: entry_history.event_transfers_cost,
        bank: entry_history.bank,
      },
    };
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
