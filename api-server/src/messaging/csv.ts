/**
 * CSV as spreadsheet programs read it (RFC 4180): fields quoted when they hold a delimiter, a quote or a line
 * break, quotes doubled, lines ended with CRLF. Every export of the API writes through csvLine (issue 35).
 */

/** The byte order mark that tells Excel the file is UTF-8 (else Cyrillic names arrive garbled). */
export const CSV_BOM = '\uFEFF';

/**
 * The delimiters spreadsheet programs split on by locale: a comma, or a semicolon where the comma is the
 * decimal mark (Excel in Russian, Ukrainian, Portuguese). A field holding either is quoted whichever one the
 * file uses, so "Manicure; Pedicure" stays one cell when a Russian Excel opens a comma-separated file too.
 */
export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A phone or a plain number: a leading + or - is part of the value, not the start of a formula. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
/** What a spreadsheet may run as a formula at a cell's start (the full-width signs too, which some convert). */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One field. Text a client or an owner wrote that starts like a formula (=, +, -, @, a tab or a line break)
 * gets a leading apostrophe, so a spreadsheet shows it instead of running it (CSV injection); quoting alone
 * would not stop that.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | number | boolean | null>, delimiter: CsvDelimiter = ','): string {
  return values.map(csvField).join(delimiter) + '\r\n';
}

/**
 * Reads CSV back (RFC 4180, either delimiter): what a spreadsheet program sees. The tests of every export
 * read their files with it under both delimiters.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
