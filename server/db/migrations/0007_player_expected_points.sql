ALTER TABLE "player_gameweeks" ADD COLUMN "expected_points" real;--> statement-breakpoint
ALTER TABLE "player_gameweeks" ADD COLUMN "defensive_contribution" integer;