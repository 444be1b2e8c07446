/** What a shop path must look like: a slash, then no second slash or backslash (both mean another site). */
const SHAPE = /^\/(?![/\\])/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * Whether `path` is a page of this shop, and so safe to send a shopper to after signing in. Browsers
 * read `//host`, `/\host` and paths with tabs or newlines in them as other sites; none of those pass.
 */
export function isShopPath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || path.length > 500 || !SHAPE.test(path) || UNSAFE.test(path)) return false;
  const base = 'https://shop.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
