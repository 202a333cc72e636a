import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlayedWeek } from '@engine/optimiser';
import { parseCsv } from '../import-history/csv';

export interface SeasonHistory {
  /** A player's points and minutes in a gameweek (0 and 0 when he had no fixture). */
  played: (gameweek: number, id: number) => PlayedWeek;
  /** His price in a gameweek, in tenths (the history files' `value`), or undefined when not in the game. */
  price: (gameweek: number, id: number) => number | undefined;
  lastGameweek: number;
}

/**
 * The season's per-fixture history (vaastav merged_gw.csv): points and minutes summed over a double
 * gameweek's fixtures, the price as recorded for the gameweek.
 */
export async function loadHistory(vaastavSeasonDir: string): Promise<SeasonHistory> {
  const file = path.join(vaastavSeasonDir, 'gws/merged_gw.csv');
  const table = parseCsv(await readFile(file, 'utf8'), file);
  const col = (name: string) => {
    const i = table.header.indexOf(name);
    if (i < 0) throw new Error(`${file} has no column ${name}`);
    return i;
  };
  const [el, gw, pts, mins, value] = ['element', 'GW', 'total_points', 'minutes', 'value'].map(col) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const weeks = new Map<number, Map<number, PlayedWeek & { price: number }>>();
  let lastGameweek = 0;
  for (const { values } of table.records) {
    const [g, id] = [Number(values[gw]), Number(values[el])];
    lastGameweek = Math.max(lastGameweek, g);
    const week = weeks.get(g) ?? new Map();
    weeks.set(g, week);
    const known = week.get(id) ?? { points: 0, minutes: 0, price: Number(values[value]) };
    known.points += Number(values[pts]);
    known.minutes += Number(values[mins]);
    week.set(id, known);
  }
  return {
    played: (g, id) => weeks.get(g)?.get(id) ?? { points: 0, minutes: 0 },
    price: (g, id) => weeks.get(g)?.get(id)?.price,
    lastGameweek,
  };
}
