import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV as spreadsheet programs read it (RFC 4180): fields quoted when they hold a delimiter, a quote or a line
 * break, quotes doubled, lines ended with CRLF. Every export of the API writes through csvExport below, which
 * picks the delimiter by the caller's locale (issue 35).
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

/** The language tags of an Accept-Language header, the most preferred first (q=0 and `*` left out). */
function preferredLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The delimiter a spreadsheet program in the caller's language splits on: a semicolon where the comma is the
 * decimal mark (ru, uk-UA, pt-BR: Excel there would read "1,5" as a number and a comma-separated file as one
 * column), a comma elsewhere (en) and when the header is missing or names no language the runtime knows.
 * The cabinet sends its chosen language as Accept-Language on every request (shared/api's client).
 */
export function csvDelimiterFor(acceptLanguage: string | undefined): CsvDelimiter {
  const [tag] = preferredLanguages(acceptLanguage ?? '');
  if (!tag) return ',';
  try {
    const [locale] = Intl.NumberFormat.supportedLocalesOf([tag]);
    if (!locale) return ',';
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    return decimal?.value === ',' ? ';' : ',';
  } catch {
    return ',';
  }
}

/** One export's writer: the delimiter for the request's locale, and its lines. */
export interface CsvExport {
  delimiter: CsvDelimiter;
  /** A line of the file (CRLF-terminated), each field quoted or defused as csvField says. */
  line(values: ReadonlyArray<string | number | boolean | null>): string;
  /** Sends the file: the byte order mark, the header line, then the body's lines, streamed as they come. */
  send(reply: FastifyReply, fileName: string, columns: ReadonlyArray<string>, body: Iterable<string> | AsyncIterable<string>): FastifyReply;
}

/** The description every export's documentation carries about its format. */
export const CSV_FORMAT_DESCRIPTION =
  "UTF-8 with a byte order mark, CRLF lines, a header line. Separated by ';' when Accept-Language's first language writes decimals with a comma (ru, uk-UA, pt-BR), by ',' otherwise (en, or no header); cells holding either delimiter, a quote or a line break are quoted, and text a spreadsheet would run as a formula starts with an apostrophe.";

/** The writer for a request: every CSV export of the API goes through it. */
export function csvExport(request: Pick<FastifyRequest, 'headers'>): CsvExport {
  const delimiter = csvDelimiterFor(request.headers['accept-language']);
  const line: CsvExport['line'] = (values) => csvLine(values, delimiter);
  return {
    delimiter,
    line,
    send(reply, fileName, columns, body) {
      async function* file(): AsyncGenerator<string> {
        yield CSV_BOM + line(columns);
        for await (const chunk of body) yield chunk;
      }
      // The file depends on the language: added to what Vary already says (CORS's Origin), not in its place.
      const vary = reply.getHeader('vary');
      const varies = [...(Array.isArray(vary) ? vary : typeof vary === 'string' ? vary.split(',') : []).map((name) => name.trim()).filter(Boolean), 'Accept-Language'];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('vary', [...new Set(varies)].join(', '))
        // One chunk read ahead, not Readable.from's 16: an export's batch is 2,000 rows (a query and their
        // entries), and 16 of them were read at once for a download then left or cancelled (issue 35).
        .send(Readable.from(file(), { highWaterMark: 1 }));
    },
  };
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
