import type { OpenfplProjection } from '@contracts/api/openfpl';

/** The tabs: which projected figure the table shows. */
export type Metric = 'points' | 'goals' | 'assists';

export interface GameweekFigures {
  points: number;
  goals: number;
  assists: number;
  minutes: number;
  /** Percent of past projections in the same points band within 2 points of the outcome; null until measured. */
  confidence: number | null;
}

/** One player across the chosen horizons. */
export interface PlayerRow {
  id: number;
  name: string;
  team: string;
  position: OpenfplProjection['position'];
  /** Price in millions, as the API gives it. */
  price: number;
  ownership: number;
  byGameweek: ReadonlyMap<number, GameweekFigures>;
}

export interface MergedProjections {
  /** The gameweeks projected, ascending: one column each. */
  gameweeks: number[];
  players: PlayerRow[];
}

/**
 * Merges the answers for horizons 1 to h into one row per player and one column per gameweek, as
 * the spec says the screen does. A projection with a null gameweek (the season ends before that
 * horizon) adds no column. A player's name, club, price and ownership come from the first answer
 * that lists him.
 */
export function mergeHorizons(answers: readonly (readonly OpenfplProjection[])[]): MergedProjections {
  const gameweeks = new Set<number>();
  const players = new Map<number, PlayerRow & { byGameweek: Map<number, GameweekFigures> }>();
  for (const answer of answers) {
    for (const p of answer) {
      let row = players.get(p.player_id);
      if (!row) {
        row = {
          id: p.player_id,
          name: p.player_name,
          team: p.team_name,
          position: p.position,
          price: p.current_price,
          ownership: p.ownership_percentage,
          byGameweek: new Map(),
        };
        players.set(p.player_id, row);
      }
      if (p.gameweek === null) continue;
      gameweeks.add(p.gameweek);
      row.byGameweek.set(p.gameweek, {
        points: p.predicted_points,
        goals: p.predicted_goals,
        assists: p.predicted_assists,
        minutes: p.predicted_minutes,
        confidence: p.ensemble_confidence,
      });
    }
  }
  return { gameweeks: [...gameweeks].sort((a, b) => a - b), players: [...players.values()] };
}

/** A player's figure in one gameweek; a gameweek missing from his answers counts as 0 (the spec's sort rule). */
export function figure(row: PlayerRow, gameweek: number, metric: Metric): number {
  return row.byGameweek.get(gameweek)?.[metric] ?? 0;
}

/** The figure summed over the gameweeks shown (a double gameweek is already summed by the API). */
export function total(row: PlayerRow, gameweeks: readonly number[], metric: Metric): number {
  return gameweeks.reduce((sum, gw) => sum + figure(row, gw, metric), 0);
}
