import type { ManagerLive, LiveStatus } from '@contracts/api/live';
import { currentGameweek } from '@contracts/game/schedule';
import { type Appearance, liveGameweek, bonusAwarded, playersGameweek } from '@engine/live';
import type { FplPicks } from '@contracts/fpl/entry';
import type { FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { orNotFound } from './upstream';

const STATUS: Record<Appearance, LiveStatus> = {
  played: 'played',
  absent: 'did_not_play',
  pending: 'to_play',
};

/** A gameweek's live scores, read once for every manager asked about. */
export interface GameweekScores {
  gameweek: number;
  players: ReturnType<typeof playersGameweek>;
  types: ReadonlyMap<number, number>;
  finished: boolean;
  updatedAt: Date;
}

/** The gameweek asked for (the current one by default) with its live scores and fixtures. */
export async function gameweekScores(fpl: FplSource, requested?: number): Promise<GameweekScores> {
  const bootstrap = await fpl.bootstrapStatic();
  const current = currentGameweek(bootstrap.data.events);
  if (current === null) throw notFound('The season has not started: no gameweek is under way yet.');
  if (requested !== undefined && requested > current)
    throw notFound(`Gameweek ${requested} has not started yet.`);
  const gameweek = requested ?? current;
  const [fixtures, scores] = await Promise.all([
    fpl.fixtures(),
    orNotFound(fpl.eventLive(gameweek), `No live scores found for gameweek ${gameweek}`),
  ]);
  const teams = new Map(bootstrap.data.elements.map((e) => [e.id, e.team]));
  const week = fixtures.data.filter((f) => f.event === gameweek);
  return {
    gameweek,
    players: playersGameweek(scores.data, week, (element) => teams.get(element)),
    types: new Map(bootstrap.data.elements.map((e) => [e.id, e.element_type])),
    finished: week.length > 0 && week.every((f) => f.finished && bonusAwarded(f)),
    updatedAt: scores.fetchedAt,
  };
}

/** A manager's picks for the gameweek, as the game counts them with its live scores (engine/live). */
export function managerLive(id: number, scores: GameweekScores, picks: FplPicks): ManagerLive {
  const { active_chip, automatic_subs, entry_history } = picks;
  const result = liveGameweek(
    picks.picks.map((p) => ({
      element: p.element,
      position: p.position,
      elementType: p.element_type ?? scores.types.get(p.element) ?? 0,
      isCaptain: p.is_captain,
      isViceCaptain: p.is_vice_captain,
    })),
    scores.players,
    active_chip,
    automatic_subs.map((s) => ({ elementIn: s.element_in, elementOut: s.element_out })),
  );
  return {
    manager_id: id,
    gameweek: scores.gameweek,
    points: result.points,
    transfer_cost: entry_history.event_transfers_cost,
    // The game's total already counts its own figure for this gameweek: swap in the live one.
    total_points: entry_history.total_points - entry_history.points + result.points,
    active_chip,
    bonus_provisional: result.bonusProvisional,
    gameweek_finished: scores.finished,
    automatic_subs: result.automaticSubs.map((s) => ({ element_in: s.elementIn, element_out: s.elementOut })),
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
    updated_at: scores.updatedAt.toISOString(),
  };
}

export const noTeamIn = (id: number, gameweek: number) =>
  `No team found for manager ${id} in gameweek ${gameweek}`;

/**
 * A manager's gameweek live (issue 33): the current gameweek by default, any gameweek under way
 * or played on request.
 */
export function createLiveService({ fpl }: { fpl: FplSource }) {
  return async function live(id: number, requested?: number): Promise<ManagerLive> {
    const scores = await gameweekScores(fpl, requested);
    const picks = await orNotFound(fpl.entryPicks(id, scores.gameweek), noTeamIn(id, scores.gameweek));
    return managerLive(id, scores, picks.data);
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
