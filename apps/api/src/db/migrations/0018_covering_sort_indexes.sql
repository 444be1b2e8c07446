-- The sort indexes carry `active` and `stock_total` (INCLUDE, which drizzle's schema cannot say):
-- a listing page's ids are then read off the index alone (an index-only scan), the hidden products
-- skipped there, without a visit to the table for each row it passes on its way to a deep page.
-- Found cheaper this way, the planner also reads a category's page off the category's own index.
DROP INDEX "products_category_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id",("stock_total" > 0),"created_at","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id",("stock_total" > 0),"rating","sold","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_item_created_idx";--> statement-breakpoint
CREATE INDEX "products_item_created_idx" ON "products" USING btree ("category_item_id",("stock_total" > 0),"created_at","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree (("stock_total" > 0),"created_at","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_oldest_idx";--> statement-breakpoint
CREATE INDEX "products_oldest_idx" ON "products" USING btree (("stock_total" = 0),"created_at","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree (("stock_total" > 0),"rating","sold","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (("stock_total" = 0),"name","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_name_desc_idx";--> statement-breakpoint
CREATE INDEX "products_name_desc_idx" ON "products" USING btree (("stock_total" > 0),"name","id") INCLUDE ("active","stock_total");--> statement-breakpoint
DROP INDEX "products_deals_created_idx";--> statement-breakpoint
CREATE INDEX "products_deals_created_idx" ON "products" USING btree (("stock_total" > 0),"created_at","id") INCLUDE ("active","stock_total") WHERE "old_price" > "price";
