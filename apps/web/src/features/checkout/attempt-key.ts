/**
 * The Idempotency-Key of an order being placed. One key per distinct order (the same lines,
 * pickup point, method and notes): a double click, a retry after a lost answer, or a reload of
 * the page in between all send the same key, so the server answers the first order again instead
 * of placing a second. Kept in session storage, which lives as long as the tab does.
 */
const STORAGE_KEY = 'checkout_attempt';

type Attempt = { fingerprint: string; key: string };

/** The storage it is kept in: the tab's session storage (another in tests). */
type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 128 random bits as hex; crypto.randomUUID is missing outside secure contexts (plain http on a LAN). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function stored(store: KeyStore): Attempt | null {
  try {
    const value: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'fingerprint' in value && 'key' in value) {
      const { fingerprint, key } = value;
      if (typeof fingerprint === 'string' && typeof key === 'string') return { fingerprint, key };
    }
  } catch {
    // A damaged entry is a new attempt.
  }
  return null;
}

/** The key for an order with this content: the one already used for it, or a new one. */
export function attemptKeyFor(fingerprint: string, store: KeyStore = sessionStorage): string {
  const attempt = stored(store);
  if (attempt?.fingerprint === fingerprint) return attempt.key;
  const key = newKey();
  try {
    store.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key } satisfies Attempt));
  } catch {
    // Without storage the key still holds for retries while the page stays open.
  }
  return key;
}

/** Once the order is placed, the next order is a new attempt even with the same content. */
export function attemptPlaced(store: KeyStore = sessionStorage) {
  try {
    store.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
