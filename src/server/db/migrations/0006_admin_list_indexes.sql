-- Indexes for the paged back-office lists (docs/decisions/008-paged-admin-lists.md): each list reads
-- newest first, the orders also per status, the messages also read or unread; staff search the orders
-- and the customers by any part of a name, email or phone, which trigram indexes serve.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_idx" ON "customers" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_read_created_at_idx" ON "contact_messages" USING btree ("is_read","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_beer_requests_created_at_idx" ON "custom_beer_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_phone_trgm_idx" ON "orders" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);
