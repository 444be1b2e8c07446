CREATE TABLE "courier_payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"line" integer NOT NULL,
	"collected" integer NOT NULL,
	"delivery_charge" integer DEFAULT 0 NOT NULL,
	"cod_charge" integer DEFAULT 0 NOT NULL,
	"return_charge" integer DEFAULT 0 NOT NULL,
	"net" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payout_lines_outcome" CHECK ("courier_payout_lines"."outcome" in ('paid', 'charged')),
	CONSTRAINT "courier_payout_lines_not_negative" CHECK ("courier_payout_lines"."collected" >= 0 and "courier_payout_lines"."delivery_charge" >= 0 and "courier_payout_lines"."cod_charge" >= 0 and "courier_payout_lines"."return_charge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" "courier" NOT NULL,
	"reference" text NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_payout_lines" ADD CONSTRAINT "courier_payout_lines_payout_id_courier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."courier_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_lines" ADD CONSTRAINT "courier_payout_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_lines" ADD CONSTRAINT "courier_payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payout_lines_once" ON "courier_payout_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "courier_payout_lines_payout" ON "courier_payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_reference" ON "courier_payouts" USING btree ("courier","reference");--> statement-breakpoint
CREATE INDEX "courier_payouts_newest" ON "courier_payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_courier_tracking" ON "shipments" USING btree ("courier","tracking_code");--> statement-breakpoint
CREATE INDEX "shipments_booked_at" ON "shipments" USING btree ("booked_at") WHERE "shipments"."state" = 'booked';