import { describe, expect, it } from 'vitest';
import { BOM, neutralizeFormula, quoteCell, toCsv } from './csv.ts';

describe('CSV builder', () => {
  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(quoteCell('plain@example.com')).toBe('plain@example.com');
    expect(quoteCell('November 22, 2026')).toBe('"November 22, 2026"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes cells that start like a formula harmless', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralizeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutralizeFormula('a=b')).toBe('a=b');
  });

  it('writes rows with CRLF line ends after a byte order mark', () => {
    expect(
      toCsv([
        ['Email', 'Note'],
        ['=1+2@example.com', 'x, y'],
      ]),
    ).toBe(`${BOM}Email,Note\r\n'=1+2@example.com,"x, y"\r\n`);
  });

  it('quotes a neutralized cell that also needs quoting', () => {
    expect(toCsv([['=HYPERLINK("http://evil","x")']])).toBe(`${BOM}"'=HYPERLINK(""http://evil"",""x"")"\r\n`);
  });
});
