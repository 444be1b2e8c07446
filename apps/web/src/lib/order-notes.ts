import { ORDER_NOTES } from '@haat/contracts';
import { useT } from './i18n';
import { orderNoteMessages } from './order-note-messages';

type OrderNote = keyof typeof ORDER_NOTES;
const notesByText = new Map<string, OrderNote>(
  Object.entries(ORDER_NOTES).map(([name, text]) => [text, name as OrderNote]),
);

/**
 * A note of an order's history, or a cancellation's reason, as the shopper reads it: the shop's own
 * notes in the shopper's language, a person's words as they wrote them.
 */
export function useOrderNote(): (note: string) => string {
  const t = useT(orderNoteMessages);
  return (note) => {
    const name = notesByText.get(note);
    return name ? t(name) : note;
  };
}
