CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" "payment_proof_method" NOT NULL,
	"transaction_id" text NOT NULL,
	"sender_number" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "screenshot_sha256" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_entity_id_index" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_method_transaction_key" ON "statement_lines" USING btree ("method","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_status_created_at_index" ON "payment_proofs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_transaction_id_index" ON "payment_proofs" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_proofs_screenshot_sha256_index" ON "payment_proofs" USING btree ("screenshot_sha256");