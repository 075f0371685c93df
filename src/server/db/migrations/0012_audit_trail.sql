-- The audit trail of staff changes and sign-in attempts (docs/architecture.md, "Audit trail"): newest
-- first, filtered by staff member and by kind of thing, searched by the entity's label (pg_trgm, created
-- by migration 0006).
CREATE TABLE IF NOT EXISTS "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_email" varchar(254),
	"action" varchar(40) NOT NULL,
	"entity_type" varchar(20) NOT NULL,
	"entity_id" varchar(100),
	"entity_label" varchar(300),
	"changes" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_entity_type_idx" ON "audit_events" USING btree ("entity_type","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_entity_label_trgm_idx" ON "audit_events" USING gin ("entity_label" gin_trgm_ops);
