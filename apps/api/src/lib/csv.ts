/** A column's name as it is compared: lower case, single spaces. */
export const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** One line of a CSV file: its fields, or why they could not be read. */
export type CsvLine = { line: number } & ({ fields: string[] } | { problem: 'quotes' });

/**
 * Reads CSV text one line at a time (RFC 4180 fields: in double quotes they may hold separators and
 * quotes written twice). Each physical line is one record: a quote left open is that line's
 * problem, never a reason to read the lines after it as part of it, so no line is lost without a
 * word. A byte order mark and blank lines are dropped; line numbers count from 1 as an editor does.
 * A semicolon- or tab-separated file is read by the separator its first line uses most.
 *
 * Statements are machine-written and never break a field over lines, which is why this is simpler
 * (and stricter) than a general parser that would.
 */
export function readCsvLines(input: string): CsvLine[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const physical = text.split(/\r\n|\n|\r/);
  const firstLine = physical[0] ?? '';
  const separator = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const lines: CsvLine[] = [];
  physical.forEach((content, index) => {
    if (content.trim() === '') return;
    const fields = fieldsOf(content, separator);
    lines.push(fields ? { line: index + 1, fields } : { line: index + 1, problem: 'quotes' });
  });
  return lines;
}

/** The fields of one line, or null when a quote is left open or text follows a closing quote. */
function fieldsOf(content: string, separator: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let closed = false;
  for (let at = 0; at < content.length; at += 1) {
    const character = content[at];
    if (quoted) {
      if (character === '"' && content[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (character === '"') {
        quoted = false;
        closed = true;
      } else field += character;
    } else if (character === separator) {
      fields.push(field);
      field = '';
      closed = false;
    } else if (closed) {
      // `"12"34`: what the field holds is anybody's guess.
      if (character?.trim()) return null;
    } else if (character === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else field += character;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}
