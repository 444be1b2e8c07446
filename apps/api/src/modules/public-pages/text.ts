/**
 * A text on one line, cut to `max` characters at most, at a word where it can, with an ellipsis.
 * Control characters (a NUL, an escape) become spaces: HTML shows them as boxes and XML may not
 * hold them at all.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (flat.length <= max) return flat;
  const within = flat.slice(0, max - 1);
  const space = within.lastIndexOf(' ');
  return `${within.slice(0, space > max / 2 ? space : max - 1)}…`;
}
