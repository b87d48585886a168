/**
 * A small CSV writer for exports opened in spreadsheets (RFC 4180): comma-separated, CRLF line ends,
 * a UTF-8 byte order mark so Excel reads Arabic names and "m²" correctly.
 */

/** Cells a spreadsheet would run as a formula (CSV injection) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with a single quote, so spreadsheets show it as text. */
export const neutralizeFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Quotes a cell when it holds a comma, a quote, a line break or edge spaces; quotes inside are doubled. */
export const quoteCell = (value: string): string => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export const BOM = '\uFEFF';

export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  `${BOM}${rows.map((row) => row.map((cell) => quoteCell(neutralizeFormula(cell))).join(',')).join('\r\n')}\r\n`;
