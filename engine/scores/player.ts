import type { FplElement } from '@contracts/fpl/bootstrap';
import { decimal } from '@contracts/game/decimal';

/**
 * The bootstrap fields the transfer and captain scores read, as numbers (the game sends form, ICT
 * and ownership as decimal strings).
 */
export interface ScorePlayer {
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
  elementType: number;
  nowCostTenths: number;
  /** Average points per match over the last 30 days. */
  form: number;
  pointsPerGame: number;
  totalPoints: number;
  minutes: number;
  /** Season totals. */
  influence: number;
  creativity: number;
  threat: number;
  ictIndex: number;
  transfersInEvent: number;
  transfersOutEvent: number;
  /** Ownership in percent, e.g. 36.4. */
  selectedByPercent: number;
  /** Percent, or null when the game has no doubt about the player. */
  chanceOfPlayingNextRound: number | null;
  /** 'a' available, 'd' doubtful, anything else unavailable (injured, suspended, ...). */
  status: string;
}

/** What the transfer and captain scores both take beside the player's fixtures. */
export interface ScoreInput {
  player: ScorePlayer;
  /** From engine/past-seasons; 1 without past seasons. */
  historicalMultiplier?: number;
  /** False scores on the spec's raw scale (no position scale), for the label backtest's comparison. */
  rescale?: boolean;
}

export function scorePlayer(element: FplElement & { now_cost: number }): ScorePlayer {
  return {
    elementType: element.element_type,
    nowCostTenths: element.now_cost,
    form: decimal(element.form),
    pointsPerGame: decimal(element.points_per_game),
    totalPoints: element.total_points,
    minutes: element.minutes,
    influence: decimal(element.influence),
    creativity: decimal(element.creativity),
    threat: decimal(element.threat),
    ictIndex: decimal(element.ict_index),
    transfersInEvent: element.transfers_in_event,
    transfersOutEvent: element.transfers_out_event,
    selectedByPercent: decimal(element.selected_by_percent),
    chanceOfPlayingNextRound: element.chance_of_playing_next_round,
    status: element.status,
  };
}
