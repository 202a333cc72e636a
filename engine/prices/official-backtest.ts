import type { BacktestResult } from './backtest';
import { officialProgress, type OfficialFields } from './official';
import { count, emptyConfusion, score } from './scores';

/** One player's capture day with the game's own price-change fields as captured (null: not published). */
export interface OfficialSample {
  date: string;
  price: number;
  official: OfficialFields | null;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Scores the game's own figures night by night: on each pair of consecutive capture days of a
 * player, a change was due when the figures captured on the first day put the next update at 100%
 * or more in a direction, the price not locked past that update (taken as midnight UTC of the
 * second day) and the player not calibrating, which is when the tracker rates it Very High; the
 * outcome is the price on the second day. Days captured without the fields are not scored.
 */
export function backtestOfficial(series: ReadonlyArray<readonly OfficialSample[]>): BacktestResult {
  const rise = emptyConfusion();
  const fall = emptyConfusion();
  let samples = 0;
  for (const days of series) {
    for (let i = 1; i < days.length; i++) {
      const before = days[i - 1] as OfficialSample;
      const day = days[i] as OfficialSample;
      if (before.official === null || day.date !== nextDay(before.date)) continue;
      const o = officialProgress(before.official, new Date(`${day.date}T00:00:00Z`));
      const due = o && o.progress >= 100 && o.lockedUntil === null && !o.calibrating ? o.direction : null;
      count(rise, due === 'rise', day.price > before.price);
      count(fall, due === 'fall', day.price < before.price);
      samples++;
    }
  }
  return { samples, rise: score(rise), fall: score(fall) };
}
