-- Releases, low stock and back-in-stock requests (docs/decisions/026-releases-and-stock-alerts.md).
-- A product with a release time in the future is "coming soon" and cannot be ordered until then.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "release_at" timestamp with time zone;--> statement-breakpoint
-- A counted size at or below its threshold is low: it shows on the staff to-do list and in the daily mail.
ALTER TABLE "product_variants" ADD COLUMN IF NOT EXISTS "low_stock_at" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_at_check" CHECK ("low_stock_at" IS NULL OR "low_stock_at" >= 0);--> statement-breakpoint
-- A shopper waiting for a sold-out or coming size: pending until the mailed link is followed, then
-- waiting until the one mail that says it is back (notified_at).
CREATE TABLE IF NOT EXISTS "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"email" varchar(254) NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"customer_id" uuid REFERENCES "customers"("id") ON DELETE SET NULL,
	"notice_version" varchar(20) NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_requests_variant_email_unique" UNIQUE ("variant_id", "email"),
	CONSTRAINT "back_in_stock_requests_token_hash_unique" UNIQUE ("token_hash")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("variant_id") WHERE "confirmed_at" IS NOT NULL AND "notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "back_in_stock_requests_email_idx" ON "back_in_stock_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "consent_records" DROP CONSTRAINT IF EXISTS "consent_records_kind_check";--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_kind_check" CHECK ("kind" in ('newsletter', 'marketing', 'back-in-stock'));
