import type { ManagerTeam } from '@contracts/api/manager';
import { seasonLabel } from '@contracts/game/schedule';
import { freeTransferRules, freeTransfersFor, type ChipPlay } from '@engine/transfers';
import { LAST_GAMEWEEK } from '@contracts/game/season';
import { UpstreamError, type FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { managerNotFound } from './manager';
import { orNotFound, requireFields, upstreamId } from './upstream';

/**
 * The manager's team for their current gameweek, with the transfer figures the game shows:
 * made, cost and bank come from the picks' entry_history; the free-transfer limit is rebuilt from
 * the season history (the API does not publish it).
 */
export function createTeamService({ fpl }: { fpl: FplSource }) {
  async function entryAndPicks(id: number) {
    const entry = requireFields(
      (await orNotFound(fpl.entry(id), managerNotFound(id))).data,
      ['entry.current_event'],
      `manager ${id}`,
    );
    if (entry.current_event === null)
      throw notFound(`Manager ${id} has no team yet: the season has not started.`);
    const gameweek = upstreamId(`manager ${id}'s current_event`, entry.current_event, LAST_GAMEWEEK);
    const picks = await orNotFound(
      fpl.entryPicks(id, gameweek),
      `No team found for manager ${id} in gameweek ${gameweek}`,
    );
    return { picks, gameweek };
  }

  return async function team(id: number): Promise<ManagerTeam> {
    // Only the picks need the entry (for its gameweek): history and base data are asked for at the
    // same time, so a slow upstream costs one round trip more at most, not three. Failures are
    // reported in this order whichever comes first: the entry's says most about what is wrong.
    const [first, second, third] = await Promise.allSettled([
      entryAndPicks(id),
      orNotFound(fpl.entryHistory(id), managerNotFound(id)),
      fpl.bootstrapStatic(),
    ]);
    const { picks, gameweek } = valueOf(first);
    const history = valueOf(second).data;
    const bootstrap = valueOf(third);
    const { active_chip, automatic_subs, entry_history, picks: squad } = picks.data;
    // Free transfers are rebuilt from every gameweek and chip: a gap would miscount them.
    requireFields(history, ['entry_history.chips', 'entry_history.current'], `manager ${id}'s history`);
    const chips: ChipPlay[] = [...history.chips];
    // The picks know this week's chip even if the history has not caught up yet.
    if (active_chip) chips.push({ name: active_chip, event: gameweek });

    const rules = freeTransferRules(seasonLabel(bootstrap.data.events));
    let available;
    try {
      available = freeTransfersFor(gameweek, history.current, chips, rules);
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
function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export type TeamService = ReturnType<typeof createTeamService>;
