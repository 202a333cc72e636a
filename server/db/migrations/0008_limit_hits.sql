CREATE TABLE "limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_hits_key_at" ON "limit_hits" USING btree ("key","at");