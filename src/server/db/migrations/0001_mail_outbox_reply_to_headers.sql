ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;