/** A text on one line, cut to `max` characters at most, at a word where it can, with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const within = flat.slice(0, max - 1);
  const space = within.lastIndexOf(' ');
  return `${within.slice(0, space > max / 2 ? space : max - 1)}…`;
}
