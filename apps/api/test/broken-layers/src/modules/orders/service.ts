// Breaks handlers-only-in-routes-files (fastify), services-import-no-routes-nor-wiring (./routes,
// ../../demo/shop) and demo-only-from-main (../../demo/shop); with ./routes and the schema, cycles too.
import type { FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';
import { DEMO_SHOPPER_EMAIL } from '../../demo/shop';
import type { OrderAnswer } from './routes';

export const ORDERS_TABLE = 'orders';

export const orderTotal = (linePrices: number[]) => linePrices.reduce((sum, price) => sum + price, 0);

export const isDemoShopper = (request: FastifyRequest, email: string) =>
  request.ip === '127.0.0.1' && email === DEMO_SHOPPER_EMAIL;

export const answerOf = (total: number): OrderAnswer => ({ table: orders, total });
