/** Small printing helpers shared by the benchmarks. */
import fs from 'node:fs';

/** Last lines of a log file, for error messages. */
export function tail(file: string, lines = 40): string {
  if (!fs.existsSync(file)) return '(no log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** A plain-text table: first column left-aligned, the rest right-aligned, a rule under the header. */
export function table(rows: string[][]): string {
  const header = rows[0] ?? [];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  ');
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}
