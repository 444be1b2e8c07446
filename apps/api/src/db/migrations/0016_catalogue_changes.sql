-- Every change to what the public catalogue shows is announced on the channel haat_catalogue, so that
-- each API process drops the catalogue answers it keeps (modules/catalogue/public-answers.ts). A
-- NOTIFY is sent at commit, and only once per transaction however many statements fire it.
CREATE FUNCTION haat_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('haat_catalogue', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_stock_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER category_items_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_items"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER settings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION haat_catalogue_changed();
