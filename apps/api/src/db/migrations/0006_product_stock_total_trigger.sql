-- products.stock_total is the sum of the product's product_stock rows, kept by the database so that
-- no code path can forget it. Statement triggers with transition tables, so a bulk load of stock
-- refreshes each product once.
CREATE OR REPLACE FUNCTION haat_refresh_stock_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET stock_total = coalesce((SELECT sum(quantity) FROM product_stock s WHERE s.product_id = p.id), 0)
    WHERE p.id IN (SELECT product_id FROM new_stock);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock_total = coalesce((SELECT sum(quantity) FROM product_stock s WHERE s.product_id = p.id), 0)
    WHERE p.id IN (SELECT product_id FROM old_stock);
  ELSE
    UPDATE products p SET stock_total = coalesce((SELECT sum(quantity) FROM product_stock s WHERE s.product_id = p.id), 0)
    WHERE p.id IN (SELECT product_id FROM new_stock UNION SELECT product_id FROM old_stock);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_stock_total_insert AFTER INSERT ON product_stock
REFERENCING NEW TABLE AS new_stock FOR EACH STATEMENT EXECUTE FUNCTION haat_refresh_stock_totals();
--> statement-breakpoint
CREATE TRIGGER product_stock_total_update AFTER UPDATE ON product_stock
REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock FOR EACH STATEMENT EXECUTE FUNCTION haat_refresh_stock_totals();
--> statement-breakpoint
CREATE TRIGGER product_stock_total_delete AFTER DELETE ON product_stock
REFERENCING OLD TABLE AS old_stock FOR EACH STATEMENT EXECUTE FUNCTION haat_refresh_stock_totals();
--> statement-breakpoint
UPDATE products p SET stock_total = coalesce((SELECT sum(quantity) FROM product_stock s WHERE s.product_id = p.id), 0);
