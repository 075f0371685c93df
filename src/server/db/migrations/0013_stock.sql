-- Stock per size (docs/decisions/025-stock-ledger.md): a size is counted when `stock` holds a number and
-- always available when it is null (every size before this migration). Every change of a count is a row
-- of `stock_movements`, so a counted size's stock always equals the sum of its movements.
ALTER TABLE "product_variants" ADD COLUMN IF NOT EXISTS "stock" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_check" CHECK ("stock" IS NULL OR "stock" >= 0);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"variant_id" uuid NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"change" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");
