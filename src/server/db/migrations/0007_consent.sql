ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Subscribers from before double opt-in keep the state they had: on the list, or unsubscribed.
UPDATE "newsletter_subscribers" SET "status" = CASE WHEN "is_active" THEN 'active' ELSE 'unsubscribed' END;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "is_active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'active', 'unsubscribed'));--> statement-breakpoint
CREATE TABLE "newsletter_confirmation_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"source_form" varchar(40) NOT NULL,
	"notice_version" varchar(20) NOT NULL,
	"customer_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"customer_id" uuid,
	"source_form" varchar(40) NOT NULL,
	"notice_version" varchar(20) NOT NULL,
	"client_address" varchar(64),
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consent_records_kind_check" CHECK ("consent_records"."kind" in ('newsletter', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_confirmation_tokens" ADD CONSTRAINT "newsletter_confirmation_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_confirmation_tokens" ADD CONSTRAINT "newsletter_confirmation_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_confirmation_tokens_subscriber_idx" ON "newsletter_confirmation_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consent_records_customer_idx" ON "consent_records" USING btree ("customer_id");
