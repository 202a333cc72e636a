CREATE TABLE "fitted_models" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"value" "bytea" NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL
);
