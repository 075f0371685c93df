-- A size's name in Malay and Chinese beside the English one (empty falls back to English), and each order
-- line's product and size names as the shopper read them when ordering (docs/decisions/010-product-translations.md).
ALTER TABLE "product_variants" ADD COLUMN IF NOT EXISTS "size_ms" varchar(100);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN IF NOT EXISTS "size_zh" varchar(100);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "ordered_product_name" varchar(200);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "ordered_variant_size" varchar(100);
