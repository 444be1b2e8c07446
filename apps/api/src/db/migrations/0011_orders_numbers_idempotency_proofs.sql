CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "payment_proofs_method_transaction_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_method_transaction_key" ON "payment_proofs" USING btree ("method","transaction_id") WHERE "payment_proofs"."status" <> 'rejected';