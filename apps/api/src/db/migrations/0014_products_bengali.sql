-- Optional Bengali versions of a product's name and description (null: the shop shows the English).
-- A search matches either name, so the Bengali one gets the same two indexes as the English one:
-- trigrams for three characters or more, short pieces (migration 0003) for one or two.
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
CREATE INDEX "products_name_bn_trgm_idx" ON "products" USING gin ("name_bn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_bn_short_grams_idx" ON "products" USING gin (haat_short_grams("name_bn"));