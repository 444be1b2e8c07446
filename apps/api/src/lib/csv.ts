/**
 * Reads CSV text (RFC 4180: fields in double quotes may hold commas, quotes written twice and line
 * breaks) into rows of fields. A byte order mark and blank lines are dropped; a semicolon- or
 * tab-separated file is read by the separator its first line uses most.
 */
export function parseCsv(input: string): string[][] {
  const textWithoutBom = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const firstLine = textWithoutBom.slice(0, textWithoutBom.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let at = 0; at < textWithoutBom.length; at += 1) {
    const character = textWithoutBom[at];
    if (quoted) {
      if (character === '"' && textWithoutBom[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (character === separator) {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && textWithoutBom[at + 1] === '\n') at += 1;
      endRow();
    } else field += character;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
