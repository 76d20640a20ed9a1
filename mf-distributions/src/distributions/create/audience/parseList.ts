import Papa from 'papaparse';
import { normalizeListPhone, type PhoneCountry } from '@cabinet/api/list-phone';
import { DISTRIBUTION_FILE_MAX_ROWS, DISTRIBUTION_MAX_RECIPIENTS, DISTRIBUTION_SPLIT_MAX_PARTS } from '@cabinet/api/distributions';

/*
 * Reading an uploaded number list (spec section 5: first column name, optional; second column phone,
 * required) into what the preview shows: every valid row, and every other row with its reason. CSV is
 * read with papaparse in chunks, each chunk's rows classified before the next is read, the page given
 * back between them, so 50,000 rows never make a long task; Excel files are read by the spreadsheet
 * reader, loaded only on this screen (readSpreadsheet.ts).
 */

export type Delimiter = 'auto' | ',' | ';' | '\t' | '|';
export const DELIMITERS: readonly Delimiter[] = ['auto', ',', ';', '\t', '|'];
export type Encoding = 'auto' | 'utf-8' | 'windows-1251';
export const ENCODINGS: readonly Encoding[] = ['auto', 'utf-8', 'windows-1251'];

/** Why a row will not get the message. Blacklisted rows are kept (the engine logs their skip) but never sent to. */
export type RowProblem = 'noPhone' | 'invalidPhone' | 'duplicate' | 'blacklisted';

export interface ListRow {
  /** The row's line in the file, from 1 (a header line counts). */
  line: number;
  name: string;
  /** As written in the file. */
  rawPhone: string;
  /** E.164, or null when not valid. */
  phone: string | null;
  problem: RowProblem | null;
}

export interface ParsedList {
  rows: ListRow[];
  counts: Record<'total' | 'valid' | RowProblem, number>;
  /** The delimiter read (the one guessed when auto), for the CSV; null for a spreadsheet. */
  delimiter: string | null;
  /** The encoding read (auto: UTF-8 when the bytes are valid UTF-8, else Windows-1251); null for a spreadsheet. */
  encoding: Exclude<Encoding, 'auto'> | null;
  headerSkipped: boolean;
  /** More rows than a list may have: the rest were not read. */
  truncated: boolean;
  /**
   * A list longer than one mailing but short enough to split, as the worker hands it to the page: the rows that
   * go up (uploadRows), their names and phones each joined into one string, since copying two strings across is
   * a copy of bytes where 20,000 row objects would be one long task; `rows` then holds the preview's only.
   */
  packed?: { names: string; phones: string };
}

export interface ParseOptions {
  country: PhoneCountry;
  /** Told of the share of the file read, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** The file's text: a byte order mark dropped; auto reads UTF-8 when the bytes are valid UTF-8, else Windows-1251 (Excel's Russian CSV). */
export function decodeBytes(bytes: Uint8Array, encoding: Encoding): { text: string; encoding: Exclude<Encoding, 'auto'> } {
  const utf8Bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (encoding === 'windows-1251') return { text: new TextDecoder('windows-1251').decode(bytes), encoding };
  if (encoding === 'utf-8' || utf8Bom) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

/** Classifies rows as they arrive, keeping what the next chunk needs (the phones seen, the line count). */
export class RowClassifier {
  readonly rows: ListRow[] = [];
  readonly counts: ParsedList['counts'] = { total: 0, valid: 0, noPhone: 0, invalidPhone: 0, duplicate: 0, blacklisted: 0 };
  headerSkipped = false;
  truncated = false;
  private line = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly country: PhoneCountry) {}

  add(cells: ReadonlyArray<unknown>): void {
    this.line += 1;
    const name = cellText(cells[0]);
    const rawPhone = cellText(cells[1]);
    if (name === '' && rawPhone === '' && cells.every((cell) => cellText(cell) === '')) return;
    // A first line without a single digit is the columns' names.
    if (this.counts.total === 0 && !this.headerSkipped && cells.every((cell) => !/\d/.test(cellText(cell)))) {
      this.headerSkipped = true;
      return;
    }
    if (this.counts.total >= DISTRIBUTION_FILE_MAX_ROWS) {
      this.truncated = true;
      return;
    }
    this.counts.total += 1;
    let phone: string | null = null;
    let problem: RowProblem | null = null;
    if (rawPhone === '') problem = 'noPhone';
    else {
      phone = normalizeListPhone(rawPhone, this.country);
      if (phone === null) problem = 'invalidPhone';
      else if (this.seen.has(phone)) problem = 'duplicate';
      else this.seen.add(phone);
    }
    this.counts[problem ?? 'valid'] += 1;
    this.rows.push({ line: this.line, name, rawPhone, phone, problem });
  }

  result(extra: Pick<ParsedList, 'delimiter' | 'encoding'>): ParsedList {
    return { rows: this.rows, counts: this.counts, headerSkipped: this.headerSkipped, truncated: this.truncated, ...extra };
  }
}

function cellText(cell: unknown): string {
  // A spreadsheet keeps a phone as a number (79161234567) as often as as text.
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Rows of CSV text read in chunks of about this many characters, each classified before the next is read. */
const CHUNK_CHARS = 48 * 1024;

/** Reads CSV text (already decoded) into classified rows. */
export function parseCsvText(text: string, delimiter: Delimiter, options: ParseOptions): Promise<{ list: RowClassifier; delimiter: string }> {
  const classifier = new RowClassifier(options.country);
  return new Promise((resolve, reject) => {
    let detected: string = delimiter === 'auto' ? ',' : delimiter;
    let read = 0;
    Papa.parse<string[]>(text, {
      delimiter: delimiter === 'auto' ? '' : delimiter,
      delimitersToGuess: [',', ';', '\t', '|'],
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        if (options.signal?.aborted) {
          parser.abort();
          reject(new DOMException('Aborted', 'AbortError'));
          return;
        }
        detected = results.meta.delimiter || detected;
        for (const row of results.data) classifier.add(row);
        read = Math.min(text.length, results.meta.cursor || read + CHUNK_CHARS);
        options.onProgress?.(text.length === 0 ? 1 : read / text.length);
        // Give the page back between chunks: a long list never blocks it for long.
        parser.pause();
        void nextTask().then(() => parser.resume());
      },
      complete() {
        options.onProgress?.(1);
        resolve({ list: classifier, delimiter: detected });
      },
    });
  });
}

/** Reads the rows of a spreadsheet (already read into cells) in slices, giving the page back between them. */
export async function classifyCells(cells: ReadonlyArray<ReadonlyArray<unknown>>, options: ParseOptions): Promise<RowClassifier> {
  const classifier = new RowClassifier(options.country);
  const slice = 2000;
  for (let start = 0; start < cells.length; start += slice) {
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    for (const row of cells.slice(start, start + slice)) classifier.add(row);
    options.onProgress?.(Math.min(1, (start + slice) / Math.max(cells.length, 1)));
    await nextTask();
  }
  options.onProgress?.(1);
  return classifier;
}

/** The file's kind by its name: an Excel workbook, or text (CSV, TXT). */
export function isSpreadsheet(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName);
}

/** A CSV file's bytes into classified rows. */
export async function parseCsvBytes(bytes: Uint8Array, choice: { delimiter: Delimiter; encoding: Encoding }, options: ParseOptions): Promise<ParsedList> {
  const decoded = decodeBytes(bytes, choice.encoding);
  const { list, delimiter } = await parseCsvText(decoded.text.replace(/^\uFEFF/, ''), choice.delimiter, options);
  return list.result({ delimiter, encoding: decoded.encoding });
}

/** Marks the rows whose phone the account's blacklist holds (the API's answer): they will be skipped. */
export function markBlacklisted(list: ParsedList, blacklisted: ReadonlySet<string>): ParsedList {
  if (blacklisted.size === 0) return list;
  const counts = { ...list.counts };
  const rows = list.rows.map((row) => {
    if (row.problem !== null || row.phone === null || !blacklisted.has(row.phone)) return row;
    if (!list.packed) {
      counts.valid -= 1;
      counts.blacklisted += 1;
    }
    return { ...row, problem: 'blacklisted' as const };
  });
  // A packed list's preview holds some rows only: its counts come from every phone that goes up.
  if (list.packed) {
    const hits = unpack(list.packed.phones).filter((phone) => blacklisted.has(phone)).length;
    counts.valid -= hits;
    counts.blacklisted += hits;
  }
  return { ...list, rows, counts };
}

/** Between the packed names and phones: no cell of a list holds it. */
const PACK_SEPARATOR = '\u0000';
const unpack = (joined: string) => joined.split(PACK_SEPARATOR);

/** The rows the mailing goes to: each valid phone once, blacklisted ones too (the engine skips them, with the reason). */
export function uploadRows(list: ParsedList): Array<{ name: string; phone: string }> {
  if (list.packed) {
    const names = unpack(list.packed.names);
    return unpack(list.packed.phones).map((phone, index) => ({ name: names[index] ?? '', phone }));
  }
  return list.rows.flatMap((row) => (row.phone !== null && (row.problem === null || row.problem === 'blacklisted') ? [{ name: row.name, phone: row.phone }] : []));
}

/** Rows of each kind (valid, not) the preview lists at most: the counts cover them all. */
export const PREVIEW_ROWS = 50;

/**
 * What of a read list the page needs: every row when it can be sent in one mailing (at most 2,000); the
 * preview's rows and the rows that go up, packed, when it can be split into at most
 * DISTRIBUTION_SPLIT_MAX_PARTS mailings; else the preview's rows and the counts (such a list is refused).
 * A worker answers this, so 50,000 row objects are never copied back to the page, one long task.
 */
export function forThePage(list: ParsedList): ParsedList {
  const sendable = list.counts.valid + list.counts.blacklisted;
  if (sendable <= DISTRIBUTION_MAX_RECIPIENTS) return list;
  let valid = 0;
  let other = 0;
  const rows = list.rows.filter((row) => (row.problem === null ? valid++ < PREVIEW_ROWS : other++ < PREVIEW_ROWS));
  if (sendable > DISTRIBUTION_MAX_RECIPIENTS * DISTRIBUTION_SPLIT_MAX_PARTS) return { ...list, rows };
  const up = uploadRows(list);
  return { ...list, rows, packed: { names: up.map((row) => row.name).join(PACK_SEPARATOR), phones: up.map((row) => row.phone).join(PACK_SEPARATOR) } };
}
