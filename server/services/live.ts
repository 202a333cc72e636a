import type { ManagerLive, LiveStatus } from '@contracts/api/live';
import { currentGameweek } from '@contracts/game/schedule';
import type { Appearance } from '@engine/live/auto-subs';
import { liveGameweek } from '@engine/live/gameweek-points';
import { bonusAwarded, playersGameweek } from '@engine/live/players';
import type { FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { orNotFound } from './upstream';

const STATUS: Record<Appearance, LiveStatus> = {
  played: 'played',
  absent: 'did_not_play',
  pending: 'to_play',
};

/**
 * A manager's gameweek live (issue 33): the picks, the gameweek's live scores and its fixtures
 * through engine/live (substitutions, armband, chips, provisional bonus). The current gameweek by
 * default; any gameweek under way or played on request.
 */
export function createLiveService({ fpl }: { fpl: FplSource }) {
  function gameweekFor(events: Parameters<typeof currentGameweek>[0], requested?: number): number {
    const current = currentGameweek(events);
    if (current === null) throw notFound('The season has not started: no gameweek is under way yet.');
    if (requested === undefined) return current;
    if (requested > current) throw notFound(`Gameweek ${requested} has not started yet.`);
    return requested;
  }

  return async function live(id: number, requested?: number): Promise<ManagerLive> {
    const bootstrap = await fpl.bootstrapStatic();
    const gameweek = gameweekFor(bootstrap.data.events, requested);
    const [fixtures, scores, picks] = await Promise.all([
      fpl.fixtures(),
      orNotFound(fpl.eventLive(gameweek), `No live scores found for gameweek ${gameweek}`),
      orNotFound(fpl.entryPicks(id, gameweek), `No team found for manager ${id} in gameweek ${gameweek}`),
    ]);
    const teams = new Map(bootstrap.data.elements.map((e) => [e.id, e.team]));
    const types = new Map(bootstrap.data.elements.map((e) => [e.id, e.element_type]));
    const week = fixtures.data.filter((f) => f.event === gameweek);
    const players = playersGameweek(scores.data, week, (element) => teams.get(element));
    const { active_chip, automatic_subs, entry_history } = picks.data;
    const result = liveGameweek(
      picks.data.picks.map((p) => ({
        element: p.element,
        position: p.position,
        elementType: p.element_type ?? types.get(p.element) ?? 0,
        isCaptain: p.is_captain,
        isViceCaptain: p.is_vice_captain,
      })),
      players,
      active_chip,
      automatic_subs.map((s) => ({ elementIn: s.element_in, elementOut: s.element_out })),
    );
    return {
      manager_id: id,
      gameweek,
      points: result.points,
      transfer_cost: entry_history.event_transfers_cost,
      // The game's total already counts its own figure for this gameweek: swap in the live one.
      total_points: entry_history.total_points - entry_history.points + result.points,
      active_chip,
      bonus_provisional: result.bonusProvisional,
      gameweek_finished: week.length > 0 && week.every((f) => f.finished && bonusAwarded(f)),
      automatic_subs: result.automaticSubs.map((s) => ({
        element_in: s.elementIn,
        element_out: s.elementOut,
      })),
      picks: result.picks.map((p) => ({
        element: p.element,
        position: p.position,
        element_type: p.elementType,
        multiplier: p.multiplier,
        points: p.points,
        minutes: p.minutes,
        bonus: p.bonus,
        bonus_provisional: p.bonusProvisional,
        status: STATUS[p.appearance],
        is_captain: p.isCaptain,
        is_vice_captain: p.isViceCaptain,
      })),
      updated_at: scores.fetchedAt.toISOString(),
    };
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
