import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// A watchlist belongs to an anonymous browser id (cookie), not to a user account: visitors never
// sign in. Prices are in tenths of a million, as upstream.
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    teamName: text('team_name').notNull(),
    position: text('position').notNull(),
    currentPrice: integer('current_price').notNull(),
    targetPrice: integer('target_price'),
    alertOnRise: boolean('alert_on_rise').notNull().default(false),
    alertOnFall: boolean('alert_on_fall').notNull().default(false),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Its index leads with owner_id, so it also serves the per-owner listing: no separate index.
    unique('watchlist_items_owner_player_uq').on(t.ownerId, t.playerId),
    check('watchlist_items_current_price_positive', sql`${t.currentPrice} > 0`),
    check('watchlist_items_target_price_positive', sql`${t.targetPrice} IS NULL OR ${t.targetPrice} > 0`),
  ],
);

// One alert per (item, capture day, kind): the price job may run more than once a day and must not
// raise the same alert twice.
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    watchlistItemId: integer('watchlist_item_id')
      .notNull()
      .references(() => watchlistItems.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    changeType: text('change_type', { enum: ['rise', 'fall', 'target'] }).notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changeAmount: integer('change_amount').notNull(),
    alertTriggered: boolean('alert_triggered').notNull().default(false),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('price_alerts_item_date_type_uq').on(t.watchlistItemId, t.priceDate, t.changeType),
    index('price_alerts_owner_idx').on(t.ownerId),
    check('price_alerts_change_type', sql`${t.changeType} IN ('rise', 'fall', 'target')`),
  ],
);
