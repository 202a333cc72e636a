import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlayedWeek } from '@engine/optimiser';
import { parseCsv } from '../import-history/csv';
import type { CrowdWeek } from './crowd-news';

export interface SeasonHistory {
  /** A player's points and minutes in a gameweek (0 and 0 when he had no fixture). */
  played: (gameweek: number, id: number) => PlayedWeek;
  /** His price in a gameweek, in tenths (the history files' `value`), or undefined when not in the game. */
  price: (gameweek: number, id: number) => number | undefined;
  /** His gameweek with the crowd's transfers before its deadline; undefined without a fixture. */
  crowd: (gameweek: number, id: number) => CrowdWeek | undefined;
  /** Every player id in the files. */
  ids: number[];
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
  const names = ['element', 'GW', 'total_points', 'minutes', 'value', 'transfers_balance', 'selected'];
  const [el, gw, pts, mins, value, balance, selected] = names.map(col) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const weeks = new Map<number, Map<number, CrowdWeek & PlayedWeek & { price: number }>>();
  const ids = new Set<number>();
  let lastGameweek = 0;
  for (const { values } of table.records) {
    const [g, id] = [Number(values[gw]), Number(values[el])];
    lastGameweek = Math.max(lastGameweek, g);
    const week = weeks.get(g) ?? new Map();
    weeks.set(g, week);
    ids.add(id);
    // A double gameweek's two rows carry the same window's transfers: the first row's are kept.
    const known = week.get(id) ?? {
      points: 0,
      minutes: 0,
      price: Number(values[value]),
      balance: Number(values[balance]),
      selected: Number(values[selected]),
    };
    known.points += Number(values[pts]);
    known.minutes += Number(values[mins]);
    week.set(id, known);
  }
  return {
    played: (g, id) => weeks.get(g)?.get(id) ?? { points: 0, minutes: 0 },
    price: (g, id) => weeks.get(g)?.get(id)?.price,
    crowd: (g, id) => weeks.get(g)?.get(id),
    ids: [...ids],
    lastGameweek,
  };
}
