// Breaks mail-and-storage-import-no-module: a mail that works out the order's total itself.
import { orderTotal } from '../modules/orders/service';

export const receiptLine = (linePrices: number[]) => `Total: ${orderTotal(linePrices)} poisha`;
