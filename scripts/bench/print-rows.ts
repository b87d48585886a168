/** Prints a table in columns: the first left-aligned, the figures right-aligned, a rule under the header. */
export const printRows = (header: string[], rows: string[][]) => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
};
