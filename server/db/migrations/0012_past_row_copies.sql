CREATE TABLE "past_row_copies" (
	"season" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL
);
