-- Sold-out products go last in every sort but price: the sort indexes lead with the same
-- expression as the catalogue's ORDER BY (stock_total > 0 read backward, stock_total = 0 forward).
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_item_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_deals_created_idx";--> statement-breakpoint
CREATE INDEX "products_oldest_idx" ON "products" USING btree (("stock_total" = 0),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_desc_idx" ON "products" USING btree (("stock_total" > 0),"name","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id",("stock_total" > 0),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_item_created_idx" ON "products" USING btree ("category_item_id",("stock_total" > 0),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree (("stock_total" > 0),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree (("stock_total" > 0),"rating","sold","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (("stock_total" = 0),"name","id");--> statement-breakpoint
CREATE INDEX "products_deals_created_idx" ON "products" USING btree (("stock_total" > 0),"created_at","id") WHERE "products"."old_price" > "products"."price";