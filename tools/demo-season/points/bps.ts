import type { PositionId } from '@contracts/game/positions';

/** Per-match events the Bonus Points System counts (a documented subset of the official table). */
export interface BpsEvents {
  minutes: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  conceded: number;
  saves: number;
  penSaved: number;
  penMissed: number;
  yellow: number;
  red: number;
  ownGoals: number;
  cbi: number;
  tackles: number;
  recoveries: number;
  keyPasses: number;
  shotsOnTarget: number;
}

/**
 * Official weights: playing 3 (60+ minutes 6); goals 12 GK/DEF, 18 MID, 24 FWD; assist 9;
 * GK/DEF clean sheet 12; save 2; penalty save 15; penalty miss -6; goal conceded (GK/DEF) -4;
 * yellow -3; red -9; own goal -6; tackle 2; 1 per 2 clearances/blocks/interceptions; 1 per 3
 * recoveries; key pass 1; shot on target 2. The official table has more rows (crosses, fouls,
 * errors) that the simulation does not model.
 */
export function bpsScore(position: PositionId, e: BpsEvents): number {
  if (e.minutes <= 0) return 0;
  const keeperOrDefender = position === 1 || position === 2;
  const goal = keeperOrDefender ? 12 : position === 3 ? 18 : 24;
  return (
    (e.minutes >= 60 ? 6 : 3) +
    goal * e.goals +
    9 * e.assists +
    (keeperOrDefender && e.cleanSheet ? 12 : 0) +
    2 * e.saves +
    15 * e.penSaved -
    6 * e.penMissed -
    (keeperOrDefender ? 4 * e.conceded : 0) -
    3 * e.yellow -
    9 * e.red -
    6 * e.ownGoals +
    2 * e.tackles +
    Math.floor(e.cbi / 2) +
    Math.floor(e.recoveries / 3) +
    e.keyPasses +
    2 * e.shotsOnTarget
  );
}

/**
 * Bonus for one match from everyone's BPS: 3, 2 and 1 by rank, ties sharing the rank
 * (competition ranking), so a tie for first gives 3, 3, 1 and a tie for second gives 3, 2, 2.
 * Only players who played are eligible. Returns bonus per player id.
 */
export function allocateBonus(
  scores: readonly { id: number; bps: number; minutes: number }[],
): Map<number, number> {
  const played = scores.filter((s) => s.minutes > 0).sort((a, b) => b.bps - a.bps || a.id - b.id);
  const bonus = new Map<number, number>();
  let rank = 0;
  played.forEach((s, i) => {
    const prev = played[i - 1];
    if (!prev || prev.bps !== s.bps) rank = i + 1;
    if (rank <= 3) bonus.set(s.id, 4 - rank);
  });
  return bonus;
}
