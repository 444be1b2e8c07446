import { ORDER_NOTES } from '@haat/contracts';
import { defineMessages } from './i18n';

/** The notes the shop writes in an order's history; the server's English is the source. */
export const orderNoteMessages = defineMessages('order-notes', ORDER_NOTES);
