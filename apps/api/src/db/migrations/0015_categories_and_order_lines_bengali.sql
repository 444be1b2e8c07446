-- Optional Bengali names of categories and their items (null: the shop shows the English), and
-- the Bengali name of the product an order line sold, kept as it was when the order was placed.
-- Nothing searches them, so they need no index.
ALTER TABLE "categories" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_bn" text;