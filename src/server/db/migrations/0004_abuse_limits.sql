CREATE TABLE "rate_limits" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");