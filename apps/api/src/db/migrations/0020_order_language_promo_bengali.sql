-- The language an order was placed in (its confirmation's), and a promo code's Bengali description
-- (null: Bengali pages show the English one).
ALTER TABLE "orders" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "description_bn" text;--> statement-breakpoint
-- Orders placed before today were written in their shopper's language as it is now: the best guess.
UPDATE "orders" SET "language" = "users"."language" FROM "users" WHERE "users"."id" = "orders"."user_id";--> statement-breakpoint
-- A cancelled order no longer uses its promo code: its use is given back, as cancelling does from now on.
UPDATE "promo_codes" SET "used_count" = greatest("used_count" - "given_back"."n", 0)
FROM (
  SELECT "promo_redemptions"."promo_code_id", count(*)::int AS "n"
  FROM "promo_redemptions" JOIN "orders" ON "orders"."id" = "promo_redemptions"."order_id"
  WHERE "orders"."status" = 'cancelled'
  GROUP BY "promo_redemptions"."promo_code_id"
) AS "given_back"
WHERE "promo_codes"."id" = "given_back"."promo_code_id";--> statement-breakpoint
DELETE FROM "promo_redemptions" USING "orders"
WHERE "orders"."id" = "promo_redemptions"."order_id" AND "orders"."status" = 'cancelled';--> statement-breakpoint
-- The demo's codes, as the demo seeds them from now on, where the operator kept their description.
UPDATE "promo_codes" SET "description_bn" = 'আপনার অর্ডারে ১০% ছাড়'
WHERE "code" = 'WELCOME10' AND "description" = '10% off your order';--> statement-breakpoint
UPDATE "promo_codes" SET "description_bn" = 'ঈদ ২০২৫-এ ৳২০০ ছাড়'
WHERE "code" = 'EID2025' AND "description" = '৳200 off for Eid 2025';
