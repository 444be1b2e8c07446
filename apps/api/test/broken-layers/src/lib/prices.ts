// Breaks lib-imports-no-module: a shared helper that reaches into a module.
import { orderTotal } from '../modules/orders/service';

export const totalWithTax = (linePrices: number[]) => Math.round(orderTotal(linePrices) * 1.05);
