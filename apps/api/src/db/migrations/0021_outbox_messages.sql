CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"topic" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"about" text,
	"body_text" text,
	"body_html" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('mail', 'sms')),
	CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('waiting', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_due" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" in ('waiting', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_by_status" ON "outbox_messages" USING btree ("status","created_at");