CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" varchar(200),
	"description" text,
	"style" varchar(100),
	"color" varchar(100),
	"tasting_notes" text,
	"brewing_story" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_language_check" CHECK ("product_translations"."language" in ('ms', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
