// The shop's one CSV writer, for the command line, the back-office downloads and the newsletter list
// (docs/rules/api.md): RFC 4180 with CRLF line ends, a header of plain column names, then every field
// double-quoted (inner quotes doubled), so commas, quotes and line breaks survive any spreadsheet. A text that a spreadsheet would run as a
// formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted, and neutralised when it would start a formula. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One record with its line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The header line: the shop's own column names, which need no quoting. */
export function csvHeader(names: readonly string[]): string {
  return `${names.join(',')}\r\n`;
}

/** A whole file: the header, then one line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvHeader(header);
  for (const row of rows) out += csvLine(row);
  return out;
}
