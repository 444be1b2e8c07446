/**
 * What an SMS costs. A text written only in the GSM 7-bit alphabet (3GPP TS 23.038) travels 160
 * characters to a part, 153 once it is split (the rest of each part says how to join them), a
 * character of the alphabet's extension (`€ [ ] { } \ ^ ~ |` and form feed) counting two and never
 * cut in half. Anything else, Bengali included, travels as UCS-2: 70 UTF-16 units to a part, 67
 * once split, a character outside the BMP (an emoji) two units never cut in half. Providers bill
 * by the part, so the shop knows the cost before it sends.
 */

const GSM_BASIC = new Set(
  [
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ',
    ' !"#¤%&\'()*+,-./0123456789:;<=>?',
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§',
    '¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ].join(''),
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'gsm7' | 'ucs2';
export type SmsCost = { encoding: SmsEncoding; parts: number };

const SINGLE = { gsm7: 160, ucs2: 70 } as const;
const SPLIT = { gsm7: 153, ucs2: 67 } as const;

/** The width of each character of `text` in its encoding's units (septets, or UTF-16 units). */
function widths(text: string): { encoding: SmsEncoding; units: number[] } {
  const characters = [...text];
  if (characters.every((character) => GSM_BASIC.has(character) || GSM_EXTENSION.has(character)))
    return { encoding: 'gsm7', units: characters.map((character) => (GSM_EXTENSION.has(character) ? 2 : 1)) };
  return { encoding: 'ucs2', units: characters.map((character) => character.length) };
}

/** Whether a provider must be told to send `text` as Unicode (UCS-2). */
export const needsUnicode = (text: string): boolean => widths(text).encoding === 'ucs2';

/** The encoding `text` travels in and the parts it costs (an empty text still costs one). */
export function smsCost(text: string): SmsCost {
  const { encoding, units } = widths(text);
  const total = units.reduce((sum, width) => sum + width, 0);
  if (total <= SINGLE[encoding]) return { encoding, parts: 1 };
  // Split: filled in order, a character that does not fit whole starts the next part.
  let parts = 1;
  let used = 0;
  for (const width of units) {
    if (used + width > SPLIT[encoding]) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return { encoding, parts };
}
