import type { BacktestScore } from '@contracts/api/prices';
import { modelProgress, predictsChange } from './model';
import { netSinceChange } from './net-transfers';
import { count, emptyConfusion, score } from './scores';

export interface BacktestResult {
  samples: number;
  rise: BacktestScore;
  fall: BacktestScore;
}

/** One player's capture day (the daily table). */
export interface DailySample {
  date: string;
  price: number;
  originalPrice: number;
  /** Season totals: transfers_in - transfers_out. */
  cumulativeNet: number;
  /** transfers_in_event - transfers_out_event. */
  gameweekNet: number;
  /** selected_by_percent. */
  ownership: number;
  /** cost_change_event. */
  gameweekChange: number;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Scores "the price changes at the next update" on the daily table. For each pair of consecutive
 * days of a player the model sees what it would have seen just before that night's update: the
 * counter since the last change seen in earlier captures, up to the later capture's totals (taken
 * shortly after the update, so a few minutes of transfers too many), the earlier day's ownership
 * and manager count. Statuses are not stored, so every player counts as available.
 * `totalPlayers(date)` gives the day's manager count; days without one are not scored.
 */
export function backtestDaily(
  series: ReadonlyArray<readonly DailySample[]>,
  totalPlayers: (date: string) => number | null,
): BacktestResult {
  const rise = emptyConfusion();
  const fall = emptyConfusion();
  let samples = 0;
  for (const days of series) {
    const first = days[0];
    if (!first) continue;
    let atLastChange: number | null = null;
    for (let i = 1; i < days.length; i++) {
      const before = days[i - 1] as DailySample;
      const day = days[i] as DailySample;
      const total = totalPlayers(before.date);
      if (day.date === nextDay(before.date) && total !== null && total > 0) {
        const net = netSinceChange({
          atLastChange,
          first: { net: first.cumulativeNet, atStartPrice: first.price === first.originalPrice },
          now: { net: day.cumulativeNet, gameweekNet: day.gameweekNet },
        });
        const call = predictsChange(
          modelProgress({
            netSinceChange: net.net,
            owners: (before.ownership / 100) * total,
            totalManagers: total,
            status: 'a',
            gameweekChange: before.gameweekChange,
          }),
        );
        count(rise, call === 'rise', day.price > before.price);
        count(fall, call === 'fall', day.price < before.price);
        samples++;
      }
      if (day.price !== before.price) atLastChange = day.cumulativeNet;
    }
  }
  return { samples, rise: score(rise), fall: score(fall) };
}
