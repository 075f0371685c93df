-- When a newsletter address last signed up, confirmed or unsubscribed, so a sign-up never confirmed and an
-- address unsubscribed can be removed a retention period later (docs/rules/messages.md, "Newsletter").
-- Addresses already pending or unsubscribed count from this migration.
ALTER TABLE "newsletter_subscribers" ADD COLUMN IF NOT EXISTS "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;
