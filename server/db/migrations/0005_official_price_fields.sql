ALTER TABLE "daily_player_prices" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "daily_player_prices" ADD COLUMN "official_percent" numeric;--> statement-breakpoint
ALTER TABLE "daily_player_prices" ADD COLUMN "official_next_percent" numeric;--> statement-breakpoint
ALTER TABLE "daily_player_prices" ADD COLUMN "official_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_player_prices" ADD COLUMN "official_calibrating" boolean;