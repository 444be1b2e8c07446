CREATE TYPE "public"."courier" AS ENUM('steadfast', 'pathao');--> statement-breakpoint
CREATE TYPE "public"."parcel_progress" AS ENUM('booked', 'picked_up', 'out_for_delivery', 'delivered', 'partly_delivered', 'returning', 'on_hold', 'cancelled', 'noted');--> statement-breakpoint
CREATE TYPE "public"."shipment_state" AS ENUM('booking', 'booked', 'refused', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'returning';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'returned';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'collected_by_courier';--> statement-breakpoint
CREATE TABLE "courier_tokens" (
	"courier" "courier" PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"courier_status" text NOT NULL,
	"progress" "parcel_progress" NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_source" CHECK ("shipment_events"."source" in ('webhook', 'poll', 'booking', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" "courier" NOT NULL,
	"state" "shipment_state" DEFAULT 'booking' NOT NULL,
	"invoice" text NOT NULL,
	"cod_amount" integer NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"charge" integer,
	"collected_amount" integer,
	"courier_status" text,
	"progress" "parcel_progress",
	"refusal" jsonb,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_until" timestamp with time zone,
	"last_news_at" timestamp with time zone,
	"courier_time_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"booked_by" uuid,
	"booked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_cod_not_negative" CHECK ("shipments"."cod_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once" ON "shipment_events" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_timeline" ON "shipment_events" USING btree ("shipment_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_open_per_order" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" in ('booking', 'booked');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_consignment" ON "shipments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_invoice" ON "shipments" USING btree ("courier","invoice") WHERE "shipments"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_booking_due" ON "shipments" USING btree ("next_attempt_at") WHERE "shipments"."state" = 'booking';--> statement-breakpoint
CREATE INDEX "shipments_booked_news" ON "shipments" USING btree ("last_news_at") WHERE "shipments"."state" = 'booked';