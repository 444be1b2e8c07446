/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A unique-index violation (PostgreSQL and PGlite alike): another request wrote the same key first. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
