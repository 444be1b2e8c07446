CREATE TYPE "public"."cod_decision" AS ENUM('passed', 'held', 'advance', 'needs_code', 'online_only', 'blocked', 'daily_limit');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'held';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'awaiting_advance';--> statement-breakpoint
CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"decision" "cod_decision" NOT NULL,
	"reasons" jsonb NOT NULL,
	"phone_history" jsonb NOT NULL,
	"address_history" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_phones" ADD CONSTRAINT "blocked_phones_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_assessments" ADD CONSTRAINT "cod_assessments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_assessments" ADD CONSTRAINT "cod_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_assessments_phone_created_at_index" ON "cod_assessments" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "cod_assessments_order_id_index" ON "cod_assessments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_assessments_created_at_decision_index" ON "cod_assessments" USING btree ("created_at","decision");--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree (("shipping_address" ->> 'phone'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_address_key_created_idx" ON "orders" USING btree (lower(btrim(regexp_replace(coalesce("shipping_address" ->> 'address', '') || ' ' || coalesce("shipping_address" ->> 'city', ''), '[[:space:],.:/#-]+', ' ', 'g'))),"created_at");