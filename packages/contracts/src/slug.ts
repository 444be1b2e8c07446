/**
 * The slug of a category or item name as the spec builds it: lower case, whitespace runs replaced
 * by hyphens, then URL-encoded.
 */
export function slugFor(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
}
