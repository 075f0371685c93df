-- The confirmation page's link: a random token per order, the only key to the page that shows what was
-- ordered (docs/decisions/033-order-confirmation-link.md). Orders from before it have none.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "confirmation_token" varchar(64);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_confirmation_token_unique" ON "orders" USING btree ("confirmation_token");
