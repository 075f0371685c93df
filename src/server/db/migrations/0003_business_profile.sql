CREATE TABLE "business_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profile_single_row" CHECK ("business_profile"."id" = 1)
);
