ALTER TABLE "orders" ADD COLUMN "paid_in_advance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_in_advance_within_total" CHECK ("orders"."paid_in_advance" between 0 and "orders"."total");--> statement-breakpoint
-- Orders whose delivery fee was verified before the shop kept it: on an order paid at the door, an approved proof is that fee's.
UPDATE "orders" SET "paid_in_advance" = "shipping_cost"
WHERE "payment_method" = 'cash_on_delivery'
  AND EXISTS (SELECT 1 FROM "payment_proofs" p WHERE p."order_id" = "orders"."id" AND p."status" = 'approved');
