-- A private staff note beside the message to the customer (admin_notes): never shown or sent to the
-- customer (docs/rules/ordering.md, "Notes on an order").
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "staff_note" text;
