CREATE TABLE "price_captures" (
	"season" text NOT NULL,
	"record_date" date NOT NULL,
	"total_players" integer,
	"source" text NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_captures_season_record_date_pk" PRIMARY KEY("season","record_date"),
	CONSTRAINT "price_captures_source" CHECK ("price_captures"."source" IN ('live', 'history'))
);
