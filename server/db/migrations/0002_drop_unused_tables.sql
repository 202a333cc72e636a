DROP TABLE "sessions" CASCADE;--> statement-breakpoint
DROP TABLE "users" CASCADE;--> statement-breakpoint
DROP TABLE "player_mappings" CASCADE;--> statement-breakpoint
DROP TABLE "job_runs" CASCADE;