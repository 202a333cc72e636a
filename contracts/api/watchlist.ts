import { z } from 'zod';
import { MAX_ID, positiveIntParam } from '../params';

/**
 * Watchlist endpoints: watchlist items and the price alerts a captured price move raises for them.
 * A watchlist belongs to the browser that made it: an anonymous id in an HttpOnly cookie, created
 * by the first POST. Prices are tenths of a million (85 = £8.5m).
 */

export const NOTES_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
/** £100m: far above any real price, low enough to catch a pounds-vs-tenths slip of 1000x. */
export const PRICE_MAX_TENTHS = 1000;

const priceTenths = (label: string) =>
  z
    .number({ error: `${label} must be a number in tenths of a million (85 = £8.5m)` })
    .int(`${label} must be a whole number of tenths (85 = £8.5m)`)
    .positive(`${label} must be above 0`)
    .max(PRICE_MAX_TENTHS, `${label} must be at most ${PRICE_MAX_TENTHS} (£100m)`);

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (a note may have
 * lines). PostgreSQL cannot store NUL in text at all, and none of them belongs in a name or a note.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
const text = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .refine((value) => !CONTROL_CHARACTER.test(value), `${label} must not contain control characters`);

const name = (label: string) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/**
 * `POST /api/watchlist` body, as the Add Player dialog sends it. The server also checks the player
 * exists in the current bootstrap and then stores the official name, team, position and price of
 * that player (the body's copies are checked for shape only).
 */
export const watchlistCreateSchema = z.object({
  playerId: z
    .number({ error: 'playerId must be a number' })
    .int('playerId must be a whole number')
    .positive('Choose a player')
    .max(MAX_ID, `playerId must be at most ${MAX_ID}`),
  playerName: name('playerName'),
  teamName: name('teamName'),
  position: name('position'),
  currentPrice: priceTenths('currentPrice'),
  /** Optional; null or absent means no target. */
  targetPrice: priceTenths('targetPrice').nullable().optional(),
  alertOnRise: z.boolean({ error: 'alertOnRise must be true or false' }).default(false),
  alertOnFall: z.boolean({ error: 'alertOnFall must be true or false' }).default(false),
  notes: text('notes')
    .max(NOTES_MAX_LENGTH, `notes must be at most ${NOTES_MAX_LENGTH} characters`)
    .default(''),
});
export type WatchlistCreate = z.input<typeof watchlistCreateSchema>;
export type WatchlistCreateParsed = z.output<typeof watchlistCreateSchema>;

/** `DELETE /api/watchlist/:id` path parameter: plain decimal digits, in int4 range. */
export const watchlistItemIdParam = positiveIntParam('Watchlist item id', MAX_ID);

/** A stored item; `GET /api/watchlist` lists the caller's items oldest first, POST answers one (201). */
export const watchlistItemSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerName: z.string(),
  teamName: z.string(),
  /** Singular position name ('Midfielder'). */
  position: z.string(),
  /** The official price when the player was added. */
  currentPrice: z.number().int(),
  targetPrice: z.number().int().nullable(),
  alertOnRise: z.boolean(),
  alertOnFall: z.boolean(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;
export const watchlistResponseSchema = z.array(watchlistItemSchema);

/**
 * 'rise' / 'fall': the captured price moved and the item asked for that alert; 'target': the
 * captured price reached the item's target price (from either side).
 */
export const PRICE_ALERT_TYPES = ['rise', 'fall', 'target'] as const;
export const priceAlertTypeSchema = z.enum(PRICE_ALERT_TYPES);

/** `GET /api/price-alerts` answers at most this many (the screen shows the first 10). */
export const PRICE_ALERTS_LIMIT = 100;

/** `GET /api/price-alerts`: the caller's alerts, newest first. */
export const priceAlertSchema = z.object({
  id: z.number().int(),
  watchlistItemId: z.number().int(),
  playerId: z.number().int(),
  playerName: z.string(),
  changeType: priceAlertTypeSchema,
  oldPrice: z.number().int(),
  newPrice: z.number().int(),
  /** newPrice - oldPrice, tenths. */
  changeAmount: z.number().int(),
  alertTriggered: z.boolean(),
  /** The UK day of the capture that raised it. */
  priceDate: z.string(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;
export const priceAlertsResponseSchema = z.array(priceAlertSchema);
