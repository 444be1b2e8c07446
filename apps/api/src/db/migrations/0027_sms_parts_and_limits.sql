ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_sms_admitted" ON "outbox_messages" USING btree ("recipient","admitted_at") WHERE "outbox_messages"."channel" = 'sms' and "outbox_messages"."admitted_at" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('waiting', 'sending', 'sent', 'failed', 'held'));