// Breaks db-imports-no-module: the schema names its table from a module, which also makes a cycle
// (the module's service reads this table).
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ORDERS_TABLE } from '../modules/orders/service';

export const orders = pgTable(ORDERS_TABLE, {
  id: uuid('id').primaryKey(),
  total: integer('total').notNull(),
});
