CREATE TABLE "matches" (
	"season" text NOT NULL,
	"fixture_id" integer NOT NULL,
	"gameweek" integer NOT NULL,
	"kickoff_time" timestamp with time zone NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"home_club" integer NOT NULL,
	"away_club" integer NOT NULL,
	"home_short_name" text NOT NULL,
	"away_short_name" text NOT NULL,
	"home_goals" integer NOT NULL,
	"away_goals" integer NOT NULL,
	"home_xg" real,
	"away_xg" real,
	CONSTRAINT "matches_season_fixture_id_pk" PRIMARY KEY("season","fixture_id")
);
--> statement-breakpoint
ALTER TABLE "player_gameweeks" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "player_gameweeks" ADD COLUMN "club" integer;--> statement-breakpoint
CREATE INDEX "matches_kickoff_time_idx" ON "matches" USING btree ("kickoff_time");--> statement-breakpoint
-- A gameweek in which every row's expected stats are zero carries no measurement (vaastav 2022-23
-- gameweeks 1-15): NULL them in rows imported before the importer did so itself.
UPDATE "player_gameweeks" AS pg SET "expected_goals" = NULL, "expected_assists" = NULL, "expected_goal_involvements" = NULL, "expected_goals_conceded" = NULL
FROM (
	SELECT "season", "gameweek" FROM "player_gameweeks"
	GROUP BY "season", "gameweek"
	HAVING bool_and(coalesce("expected_goals", 0) = 0 AND coalesce("expected_assists", 0) = 0 AND coalesce("expected_goal_involvements", 0) = 0 AND coalesce("expected_goals_conceded", 0) = 0)
) AS unmeasured
WHERE pg."season" = unmeasured."season" AND pg."gameweek" = unmeasured."gameweek";
