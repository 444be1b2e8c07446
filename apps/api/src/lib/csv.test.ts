import { describe, expect, it } from 'vitest';
import { readCsvLines } from './csv';

describe('readCsvLines', () => {
  it('reads quoted fields with separators and doubled quotes, and drops a BOM and blank lines', () => {
    const csv = '\uFEFFTrxID,Sender,Amount\r\n"ABC1","0171, ""home""","1,060.00"\r\n\r\nABC2,0181,950\n';
    expect(readCsvLines(csv)).toEqual([
      { line: 1, fields: ['TrxID', 'Sender', 'Amount'] },
      { line: 2, fields: ['ABC1', '0171, "home"', '1,060.00'] },
      { line: 4, fields: ['ABC2', '0181', '950'] },
    ]);
  });

  it('reports a quote left open on its own line, and reads the lines after it', () => {
    const csv = 'TrxID,Amount\nA1,100\nA2,"200\nA3,300\nA4,"4"00\nA5,500';
    expect(readCsvLines(csv)).toEqual([
      { line: 1, fields: ['TrxID', 'Amount'] },
      { line: 2, fields: ['A1', '100'] },
      { line: 3, problem: 'quotes' },
      { line: 4, fields: ['A3', '300'] },
      { line: 5, problem: 'quotes' },
      { line: 6, fields: ['A5', '500'] },
    ]);
  });

  it('reads semicolon- and tab-separated files, and a last line without a line break', () => {
    expect(readCsvLines('a;b;c\n1;2;3')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
    expect(readCsvLines('a\tb\n1\t2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });
});
