/**
 * CSV as spreadsheet programs read it (RFC 4180): fields quoted when they hold a comma, a quote or a line
 * break, quotes doubled, lines ended with CRLF.
 */

/** The byte order mark that tells Excel the file is UTF-8 (else Cyrillic names arrive garbled). */
export const CSV_BOM = '\uFEFF';

/** A phone or a plain number: a leading + or - is part of the value, not the start of a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One field. Text a client or an owner wrote that starts like a formula (=, +, -, @) gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it (CSV injection).
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | number | boolean | null>): string {
  return values.map(csvField).join(',') + '\r\n';
}
