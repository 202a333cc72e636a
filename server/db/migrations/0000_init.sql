CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"watchlist_item_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"change_type" text NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"change_amount" integer NOT NULL,
	"alert_triggered" boolean DEFAULT false NOT NULL,
	"price_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_item_date_type_uq" UNIQUE("watchlist_item_id","price_date","change_type"),
	CONSTRAINT "price_alerts_change_type" CHECK ("price_alerts"."change_type" IN ('rise', 'fall', 'target'))
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"team_name" text NOT NULL,
	"position" text NOT NULL,
	"current_price" integer NOT NULL,
	"target_price" integer,
	"alert_on_rise" boolean DEFAULT false NOT NULL,
	"alert_on_fall" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_owner_player_uq" UNIQUE("owner_id","player_id"),
	CONSTRAINT "watchlist_items_current_price_positive" CHECK ("watchlist_items"."current_price" > 0),
	CONSTRAINT "watchlist_items_target_price_positive" CHECK ("watchlist_items"."target_price" IS NULL OR "watchlist_items"."target_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_player_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"player_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"record_date" date NOT NULL,
	"original_price" integer NOT NULL,
	"current_price" integer NOT NULL,
	"ownership" numeric(5, 2) NOT NULL,
	"transfers_in" bigint NOT NULL,
	"transfers_out" bigint NOT NULL,
	"transfers_in_event" integer NOT NULL,
	"transfers_out_event" integer NOT NULL,
	"daily_transfers_in" integer NOT NULL,
	"daily_transfers_out" integer NOT NULL,
	"price_change_event" integer NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "daily_player_prices_season_player_date_uq" UNIQUE("season","player_id","record_date"),
	CONSTRAINT "daily_player_prices_price_positive" CHECK ("daily_player_prices"."current_price" > 0 AND "daily_player_prices"."original_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"player_id" integer NOT NULL,
	"change_date" date NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"change_amount" integer NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_season_player_date_uq" UNIQUE("season","player_id","change_date")
);
--> statement-breakpoint
CREATE TABLE "historical_players" (
	"season" text NOT NULL,
	"player_id" integer NOT NULL,
	"code" integer,
	"first_name" text NOT NULL,
	"second_name" text NOT NULL,
	"web_name" text NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"team_short_name" text NOT NULL,
	"element_type" integer NOT NULL,
	"position_name" text NOT NULL,
	"start_cost" integer NOT NULL,
	"end_cost" integer NOT NULL,
	"total_points" integer NOT NULL,
	"minutes" integer NOT NULL,
	"goals_scored" integer NOT NULL,
	"assists" integer NOT NULL,
	"clean_sheets" integer NOT NULL,
	"goals_conceded" integer NOT NULL,
	"own_goals" integer NOT NULL,
	"penalties_saved" integer NOT NULL,
	"penalties_missed" integer NOT NULL,
	"yellow_cards" integer NOT NULL,
	"red_cards" integer NOT NULL,
	"saves" integer NOT NULL,
	"bonus" integer NOT NULL,
	"bps" integer NOT NULL,
	"influence" real NOT NULL,
	"creativity" real NOT NULL,
	"threat" real NOT NULL,
	"ict_index" real NOT NULL,
	"expected_goals" real,
	"expected_assists" real,
	"selected_by_percent" real,
	CONSTRAINT "historical_players_season_player_id_pk" PRIMARY KEY("season","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_gameweeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"player_id" integer NOT NULL,
	"gameweek" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"opponent_team_id" integer NOT NULL,
	"was_home" boolean NOT NULL,
	"kickoff_time" timestamp with time zone,
	"minutes" integer NOT NULL,
	"goals_scored" integer NOT NULL,
	"assists" integer NOT NULL,
	"clean_sheets" integer NOT NULL,
	"goals_conceded" integer NOT NULL,
	"own_goals" integer NOT NULL,
	"penalties_saved" integer NOT NULL,
	"penalties_missed" integer NOT NULL,
	"yellow_cards" integer NOT NULL,
	"red_cards" integer NOT NULL,
	"saves" integer NOT NULL,
	"bonus" integer NOT NULL,
	"bps" integer NOT NULL,
	"influence" real NOT NULL,
	"creativity" real NOT NULL,
	"threat" real NOT NULL,
	"ict_index" real NOT NULL,
	"expected_goals" real,
	"expected_assists" real,
	"expected_goal_involvements" real,
	"expected_goals_conceded" real,
	"starts" integer,
	"value" integer NOT NULL,
	"selected" integer NOT NULL,
	"transfers_in" integer NOT NULL,
	"transfers_out" integer NOT NULL,
	"transfers_balance" integer NOT NULL,
	"team_h_score" integer,
	"team_a_score" integer,
	"total_points" integer NOT NULL,
	CONSTRAINT "player_gameweeks_season_player_gw_fixture_uq" UNIQUE("season","player_id","gameweek","fixture_id")
);
--> statement-breakpoint
CREATE TABLE "player_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"player_id" integer NOT NULL,
	"code" integer NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text NOT NULL,
	"web_name" text NOT NULL,
	"current_team_id" integer,
	"current_team_name" text,
	"position" text NOT NULL,
	CONSTRAINT "player_mappings_season_player_uq" UNIQUE("season","player_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"label" text PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"player_count" integer NOT NULL,
	"gameweek_rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'admin' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"detail" jsonb,
	CONSTRAINT "job_runs_job_run_key_pk" PRIMARY KEY("job","run_key"),
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" IN ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_watchlist_item_id_watchlist_items_id_fk" FOREIGN KEY ("watchlist_item_id") REFERENCES "public"."watchlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "price_alerts_owner_idx" ON "price_alerts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "daily_player_prices_record_date_idx" ON "daily_player_prices" USING btree ("record_date");--> statement-breakpoint
CREATE INDEX "historical_players_code_idx" ON "historical_players" USING btree ("code");--> statement-breakpoint
CREATE INDEX "player_gameweeks_season_gameweek_idx" ON "player_gameweeks" USING btree ("season","gameweek");--> statement-breakpoint
CREATE INDEX "player_mappings_code_idx" ON "player_mappings" USING btree ("code");