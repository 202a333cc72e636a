import { z } from 'zod';

/**
 * `price-history.json`: a season's daily prices in a data directory that cannot be captured live
 * (the generated demo season, or a recorded snapshot). The server backfills its daily price table
 * from it on start, so the Price Tracker has changes and charts offline.
 *
 * One entry per UK price day, oldest first, each player as it stood after that night's price
 * update (what the daily capture would have read from bootstrap-static), as a tuple:
 * [id, now_cost, selected_by_percent, transfers_in, transfers_out, transfers_in_event,
 *  transfers_out_event, cost_change_event]
 * with the transfer counts as the game gives them (season totals, and this gameweek's).
 * Names, clubs, positions and start prices come from the directory's bootstrap-static.json.
 */
export const PRICE_HISTORY_FILE = 'price-history.json';
export const PRICE_HISTORY_FORMAT = 'fpl-price-history/1';

const int = z.number().int();
export const priceHistoryPlayerSchema = z.tuple([
  int.positive(), // id
  int.positive(), // now_cost, tenths
  z.number().min(0).max(100), // selected_by_percent
  int.nonnegative(), // transfers_in (season)
  int.nonnegative(), // transfers_out (season)
  int.nonnegative(), // transfers_in_event
  int.nonnegative(), // transfers_out_event
  int, // cost_change_event
]);
export type PriceHistoryPlayer = z.infer<typeof priceHistoryPlayerSchema>;

export const priceHistoryDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Managers in the game that day (bootstrap total_players). */
  total_players: int.positive().nullable(),
  players: z.array(priceHistoryPlayerSchema),
});

/** The file without its days checked, for readers that check the days one at a time. */
export const priceHistoryEnvelopeSchema = z.object({
  format: z.literal(PRICE_HISTORY_FORMAT),
  season: z.string().regex(/^20\d\d-\d\d$/),
  days: z.array(z.unknown()),
});

export const priceHistoryFileSchema = priceHistoryEnvelopeSchema.extend({
  days: z.array(priceHistoryDaySchema),
});
export type PriceHistoryFile = z.infer<typeof priceHistoryFileSchema>;
