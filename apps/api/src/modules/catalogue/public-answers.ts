// The catalogue's answers kept whole by address, the same for every shopper: the routes send a kept
// one before the service is asked (routes.ts), and the public pages keep their HTML here too.
/**
 * A catalogue answer as it was sent: its JSON and the ETag computed from it once; or a page's HTML,
 * with its status (a missing product's page is a 404 too).
 */
export type PublicAnswer = { body: string; etag: string; page?: { status: number; indexed: boolean } };

type Kept = { answer: PublicAnswer; keptAt: number; bytes: number };

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;

/**
 * The catalogue's answers, the same for every shopper, kept in this process's memory by address so
 * that a page many shoppers ask for is read from the database once. Every process drops all of them
 * when the catalogue changes anywhere (`forgetAll`, called on the database's notice); `maxAgeMs`
 * bounds what a lost notice could cost, and `maxBytes` the memory, dropping the oldest first (0
 * keeps nothing).
 */
export function createPublicAnswers({
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = Date.now,
}: {
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
} = {}) {
  // A Map keeps insertion order: the first entry is the oldest.
  const answers = new Map<string, Kept>();
  let bytes = 0;
  let generation = 0;

  const drop = (address: string, kept: Kept) => {
    answers.delete(address);
    bytes -= kept.bytes;
  };

  return {
    /**
     * Counts the catalogue's changes seen: an answer read while it was N may be kept only while it
     * is still N, or a change that came during the read would be hidden behind an old answer.
     */
    get generation() {
      return generation;
    },

    find(address: string): PublicAnswer | undefined {
      const kept = answers.get(address);
      if (!kept) return undefined;
      if (now() - kept.keptAt >= maxAgeMs) {
        drop(address, kept);
        return undefined;
      }
      return kept.answer;
    },

    keep(address: string, answer: PublicAnswer, readInGeneration: number): void {
      if (readInGeneration !== generation) return;
      // Strings are UTF-16 in memory; the address is counted too.
      const size = 2 * (answer.body.length + address.length) + 128;
      // One answer may take a small share only, so that one huge page cannot push out every other.
      if (size > maxBytes / 16) return;
      const before = answers.get(address);
      if (before) drop(address, before);
      answers.set(address, { answer, keptAt: now(), bytes: size });
      bytes += size;
      for (const [oldest, kept] of answers) {
        if (bytes <= maxBytes) break;
        drop(oldest, kept);
      }
    },

    forgetAll(): void {
      generation += 1;
      answers.clear();
      bytes = 0;
    },

    /** What is kept now, for tests and metrics. */
    size: () => ({ answers: answers.size, bytes }),
  };
}
