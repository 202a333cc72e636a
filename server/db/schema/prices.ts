import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// One row per player per capture day, taken from bootstrap-static. Prices in tenths; player ids are
// per season, hence season in the key. The official_* columns hold the game's own price-change
// figures (published from 2026-27) as captured, null on days the game did not publish them: the
// percent now, the projection for the next update, the lock end and the calibrating flag. status is
// the game's availability letter ('a' available), null in backfilled histories that lack it.
export const dailyPlayerPrices = pgTable(
  'daily_player_prices',
  {
    id: serial('id').primaryKey(),
    season: text('season').notNull(),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    originalPrice: integer('original_price').notNull(),
    currentPrice: integer('current_price').notNull(),
    ownership: numeric('ownership', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    transfersIn: bigint('transfers_in', { mode: 'number' }).notNull(),
    transfersOut: bigint('transfers_out', { mode: 'number' }).notNull(),
    transfersInEvent: integer('transfers_in_event').notNull(),
    transfersOutEvent: integer('transfers_out_event').notNull(),
    dailyTransfersIn: integer('daily_transfers_in').notNull(),
    dailyTransfersOut: integer('daily_transfers_out').notNull(),
    priceChangeEvent: integer('price_change_event').notNull(),
    teamId: integer('team_id').notNull(),
    position: integer('position').notNull(),
    status: text('status'),
    officialPercent: numeric('official_percent', { mode: 'number' }),
    officialNextPercent: numeric('official_next_percent', { mode: 'number' }),
    officialLockedUntil: timestamp('official_locked_until', { withTimezone: true, mode: 'string' }),
    officialCalibrating: boolean('official_calibrating'),
  },
  (t) => [
    unique('daily_player_prices_season_player_date_uq').on(t.season, t.playerId, t.recordDate),
    index('daily_player_prices_record_date_idx').on(t.recordDate),
    check('daily_player_prices_price_positive', sql`${t.currentPrice} > 0 AND ${t.originalPrice} > 0`),
  ],
);

// A detected price move: at most one per player per day (FPL changes a price at most once a day).
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    season: text('season').notNull(),
    playerId: integer('player_id').notNull(),
    changeDate: date('change_date', { mode: 'string' }).notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changeAmount: integer('change_amount').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('price_changes_season_player_date_uq').on(t.season, t.playerId, t.changeDate)],
);

// One row per capture day, written in the same transaction as that day's player rows: its presence
// means the day is complete. total_players (managers in the game, from bootstrap) turns net
// transfers into the share of all managers that the price model compares with its thresholds.
export const priceCaptures = pgTable(
  'price_captures',
  {
    season: text('season').notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    totalPlayers: integer('total_players'),
    /** 'live' (the scheduled capture of bootstrap-static) or 'history' (a backfilled price history). */
    source: text('source', { enum: ['live', 'history'] }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.recordDate] }),
    check('price_captures_source', sql`${t.source} IN ('live', 'history')`),
  ],
);
