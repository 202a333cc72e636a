import {
  PRICE_HISTORY_FORMAT,
  type PriceHistoryFile,
  type PriceHistoryPlayer,
} from '@contracts/price-history-file';
import type { CurrentSeason } from '../seasons/current';
import { ratioText } from '../output/format';
import { isBst } from '../calendar/uk-time';

const HOUR = 3_600_000;

/** The UK calendar day of an instant. */
function ukDate(ms: number): string {
  return new Date(ms + (isBst(ms) ? HOUR : 0)).toISOString().slice(0, 10);
}

const sum = (values: readonly number[], upTo: number) =>
  values.slice(0, upTo).reduce((a, b) => a + (b ?? 0), 0);

/**
 * `price-history.json` (contracts/price-history-file.ts): each player after every nightly update of
 * the simulated market so far, as the server's daily capture would have read him from bootstrap,
 * so the demo's Price Tracker has changes and charts offline. The first day is the GW1 deadline's,
 * with the start prices, so the first update's changes have a day to compare with.
 *
 * Transfer totals are built like write-bootstrap's (finished windows plus the open window so far),
 * so the last day and bootstrap-static agree. Owners within a window are the window's starting
 * owners plus its net transfers; the market only settles ownership at the deadlines.
 */
export function priceHistoryFile(cs: CurrentSeason): PriceHistoryFile {
  const days = new Map<string, { total: number; players: PriceHistoryPlayer[] }>();
  const dayOf = (date: string, total: number) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { total, players: [] }));
    return day;
  };
  const start = dayOf(ukDate(cs.deadline(1)), cs.market.totalPlayers[1] as number);
  for (const p of cs.world.players) {
    const m = cs.market.players.get(p.id);
    if (!m) continue;
    const total1 = cs.market.totalPlayers[1] as number;
    start.players.push([p.id, p.startCost, share(m.selected[1] as number, total1), 0, 0, 0, 0, 0]);
    for (const u of m.updates) {
      const total = cs.market.totalPlayers[u.window - 1] as number;
      const owners = Math.max(0, (m.selected[u.window - 1] as number) + u.eventIn - u.eventOut);
      dayOf(ukDate(u.at), total).players.push([
        p.id,
        u.price,
        share(owners, total),
        sum(m.transfersIn, u.window) + u.eventIn,
        sum(m.transfersOut, u.window) + u.eventOut,
        u.eventIn,
        u.eventOut,
        u.price - (m.price[u.window - 1] as number),
      ]);
    }
  }
  return {
    format: PRICE_HISTORY_FORMAT,
    season: cs.world.season,
    days: [...days]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, d]) => ({ date, total_players: d.total, players: d.players })),
  };
}

/** selected_by_percent as bootstrap writes it (one decimal), as a number. */
function share(owners: number, total: number): number {
  return Number(ratioText(owners * 100, total));
}
