import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and drops a BOM and blank lines', () => {
    const csv =
      '\uFEFFTrxID,Sender,Amount\r\n"ABC1","0171, ""home""","1,060.00"\r\n\r\nABC2,0181,"line\none"\n';
    expect(parseCsv(csv)).toEqual([
      ['TrxID', 'Sender', 'Amount'],
      ['ABC1', '0171, "home"', '1,060.00'],
      ['ABC2', '0181', 'line\none'],
    ]);
  });

  it('reads semicolon- and tab-separated files, and a last line without a line break', () => {
    expect(parseCsv('a;b;c\n1;2;3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
