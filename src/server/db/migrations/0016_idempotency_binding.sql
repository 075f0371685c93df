ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_owner" varchar(60);
