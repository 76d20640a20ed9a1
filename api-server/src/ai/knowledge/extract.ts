import CFB from 'cfb';
import { strFromU8, unzipSync, type Unzipped } from 'fflate';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { KnowledgeFailure, KnowledgeFileExtension } from '@cabinet/api/ai';

/*
 * Text out of the knowledge base's file types, on the server only (the browser never parses them). The
 * choice, measured and recorded in docs/architecture.md (AI assistants):
 * - PDF: Mozilla's pdf.js (`pdfjs-dist`, its legacy build for Node), text content page by page;
 * - DOCX: `mammoth`'s raw text; DOC (Word 97–2003): `word-extractor`;
 * - XLSX and PPTX: the Office Open XML parts read straight from the zip (`fflate`), cells row by row and
 *   slides in order (a spreadsheet library would add megabytes to read what a few lines read);
 * - XLS and PPT (the binary formats): the compound file opened with SheetJS `cfb`, then the records that
 *   hold text: BIFF8's shared strings, labels and numbers; PowerPoint's text atoms.
 */

/** The file is not what its name says, or cannot be read: its kind (the screen's words) and the detail in English. */
export class UnreadableFileError extends Error {
  constructor(
    readonly kind: KnowledgeFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46]; // %PDF

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Whether the bytes are of the container its extension says (checked at upload: a renamed file is refused). */
export function looksLike(extension: KnowledgeFileExtension, bytes: Uint8Array): boolean {
  if (extension === 'pdf') return startsWith(bytes, PDF_MAGIC);
  if (extension === 'docx' || extension === 'xlsx' || extension === 'pptx') return startsWith(bytes, ZIP_MAGIC);
  return startsWith(bytes, CFB_MAGIC);
}

/** The file's text: paragraphs (or rows, or slides) on lines of their own. */
export async function extractText(extension: KnowledgeFileExtension, bytes: Uint8Array): Promise<string> {
  if (!looksLike(extension, bytes)) throw new UnreadableFileError('fileFormat', `The file is not a ${extension.toUpperCase()} file`);
  try {
    switch (extension) {
      case 'pdf':
        return await pdfText(bytes);
      case 'docx':
        return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
      case 'doc':
        return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
      case 'xlsx':
        return xlsxText(unzip(bytes));
      case 'pptx':
        return pptxText(unzip(bytes));
      case 'xls':
        return xlsText(cfbStream(bytes, ['Workbook', 'Book']));
      case 'ppt':
        return pptText(cfbStream(bytes, ['PowerPoint Document']));
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('fileUnreadable', `The file could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes the buffer over. No fonts or eval: only the text layer is read.
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

function unzip(bytes: Uint8Array): Unzipped {
  return unzipSync(bytes);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? '';
  });
}

/** The text runs (`<t>` or `<a:t>`) inside an XML fragment, joined. */
const runsOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((match) => decodeXml(match[1] ?? '')).join('');

/** Parts numbered in their names (slide3.xml, sheet12.xml) in their numbers' order. */
function numbered(files: Unzipped, pattern: RegExp): string[] {
  return Object.keys(files)
    .filter((name) => pattern.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1] ?? 0) - Number(/(\d+)\.xml$/.exec(b)?.[1] ?? 0));
}

function xlsxText(files: Unzipped): string {
  const part = (name: string) => {
    const file = files[name];
    return file ? strFromU8(file) : '';
  };
  const shared = [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => runsOf(match[1] ?? '', 't'));
  const sheets = numbered(files, /^xl\/worksheets\/sheet\d+\.xml$/);
  if (sheets.length === 0) throw new UnreadableFileError('fileUnreadable', 'The workbook has no sheets');
  return sheets
    .map((name) =>
      [...part(name).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)]
        .map((row) =>
          [...(row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)]
            .map((cell) => {
              const attributes = cell[1] ?? '';
              const inner = cell[2] ?? '';
              const type = /\st="([^"]+)"/.exec(attributes)?.[1];
              if (type === 'inlineStr') return runsOf(inner, 't');
              const value = decodeXml(/<v>([^<]*)<\/v>/.exec(inner)?.[1] ?? '');
              return type === 's' ? (shared[Number(value)] ?? '') : value;
            })
            .filter((text) => text !== '')
            .join('\t'),
        )
        .filter((line) => line !== '')
        .join('\n'),
    )
    .join('\n\n');
}

function pptxText(files: Unzipped): string {
  const slides = numbered(files, /^ppt\/slides\/slide\d+\.xml$/);
  if (slides.length === 0) throw new UnreadableFileError('fileUnreadable', 'The presentation has no slides');
  return slides
    .map((name) => {
      const file = files[name];
      const xml = file ? strFromU8(file) : '';
      return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)]
        .map((paragraph) => runsOf(paragraph[1] ?? '', 'a:t'))
        .filter((line) => line.trim() !== '')
        .join('\n');
    })
    .join('\n\n');
}

function cfbStream(bytes: Uint8Array, names: readonly string[]): Uint8Array {
  const container = CFB.read(bytes, { type: 'buffer' });
  for (const name of names) {
    const entry = CFB.find(container, name);
    if (entry?.content) return Uint8Array.from(entry.content);
  }
  throw new UnreadableFileError('fileUnreadable', `The file has no ${names[0] ?? ''} stream`);
}

/** PowerPoint 97–2003: the text atoms (TextCharsAtom UTF-16, TextBytesAtom 8-bit) in the document stream's record tree. */
export function pptText(stream: Uint8Array): string {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const lines: string[] = [];
  let offset = 0;
  while (offset + 8 <= stream.byteLength) {
    const versionAndInstance = view.getUint16(offset, true);
    const type = view.getUint16(offset + 2, true);
    const length = view.getUint32(offset + 4, true);
    const body = offset + 8;
    // A container's records follow its header: read into it.
    if ((versionAndInstance & 0x0f) === 0x0f) {
      offset = body;
      continue;
    }
    const end = Math.min(body + length, stream.byteLength);
    if (type === 0x0fa0) lines.push(new TextDecoder('utf-16le').decode(stream.subarray(body, end)));
    if (type === 0x0fa8) lines.push(new TextDecoder('latin1').decode(stream.subarray(body, end)));
    offset = body + length;
  }
  return lines.map((line) => line.replace(/\r|\v/g, '\n')).join('\n');
}

/**
 * Excel 97–2003 (BIFF8): the shared string table (SST, continued over CONTINUE records), then each sheet's
 * cells in order: LABELSST (a shared string), LABEL, NUMBER and RK (numbers); a row's cells on one line.
 */
export function xlsText(stream: Uint8Array): string {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const records: Array<{ type: number; data: Uint8Array }> = [];
  for (let offset = 0; offset + 4 <= stream.byteLength; ) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    records.push({ type, data: stream.subarray(offset + 4, Math.min(offset + 4 + length, stream.byteLength)) });
    offset += 4 + length;
  }
  const strings = sharedStringsOf(records);
  const sheets: Array<Map<number, string[]>> = [];
  let sheet: Map<number, string[]> | null = null;
  let sawGlobals = false;
  for (const { type, data } of records) {
    const cell = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (type === 0x0809) {
      // The first BOF opens the workbook's globals; each later one a sheet.
      if (sawGlobals) {
        sheet = new Map();
        sheets.push(sheet);
      }
      sawGlobals = true;
      continue;
    }
    if (!sheet || data.byteLength < 6) continue;
    const row = cell.getUint16(0, true);
    let text: string | null = null;
    if (type === 0x00fd && data.byteLength >= 10) text = strings[cell.getUint32(6, true)] ?? null;
    else if (type === 0x0203 && data.byteLength >= 14) text = numberText(cell.getFloat64(6, true));
    else if (type === 0x027e && data.byteLength >= 10) text = numberText(rkValue(cell.getUint32(6, true)));
    else if (type === 0x0204 && data.byteLength >= 9) text = readXlString(data, 6, cell.getUint16(6, true), true).text;
    if (text === null || text === '') continue;
    const cells = sheet.get(row) ?? [];
    cells.push(text);
    sheet.set(row, cells);
  }
  return sheets
    .map((rows) => [...rows.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells.join('\t')).join('\n'))
    .filter((text) => text !== '')
    .join('\n\n');
}

const numberText = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 1e9) / 1e9) : '');

function rkValue(rk: number): number {
  const scaled = (rk & 1) === 1;
  let value: number;
  if ((rk & 2) === 2) value = rk >> 2;
  else {
    const bytes = new DataView(new ArrayBuffer(8));
    bytes.setUint32(4, rk & 0xfffffffc, true);
    value = bytes.getFloat64(0, true);
  }
  return scaled ? value / 100 : value;
}

/** An XLUnicodeString: its character count (u16, given), a flags byte, then 8-bit or UTF-16 characters. */
function readXlString(data: Uint8Array, offset: number, _count: number, countIncluded: boolean): { text: string; end: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = countIncluded ? view.getUint16(offset, true) : _count;
  const flags = data[offset + 2] ?? 0;
  const start = offset + 3;
  const wide = (flags & 1) === 1;
  const end = start + count * (wide ? 2 : 1);
  return { text: new TextDecoder(wide ? 'utf-16le' : 'latin1').decode(data.subarray(start, end)), end };
}

/** The SST's strings. A string may run on into the next CONTINUE record, which then starts with a fresh flags byte. */
function sharedStringsOf(records: ReadonlyArray<{ type: number; data: Uint8Array }>): string[] {
  const index = records.findIndex((record) => record.type === 0x00fc);
  if (index < 0) return [];
  const chunks = [records[index]?.data ?? new Uint8Array()];
  for (let next = index + 1; records[next]?.type === 0x003c; next += 1) chunks.push(records[next]?.data ?? new Uint8Array());
  let chunk = 0;
  let position = 8; // total and unique counts
  const current = () => chunks[chunk] ?? new Uint8Array();
  const nextChunk = () => {
    chunk += 1;
    position = 0;
  };
  const byte = () => {
    if (position >= current().byteLength) nextChunk();
    const value = current()[position] ?? 0;
    position += 1;
    return value;
  };
  const u16 = () => byte() | (byte() << 8);
  const u32 = () => (u16() | (u16() << 16)) >>> 0;
  const first = chunks[0] ?? new Uint8Array();
  const unique = first.byteLength >= 8 ? new DataView(first.buffer, first.byteOffset, 8).getUint32(4, true) : 0;
  const strings: string[] = [];
  for (let n = 0; n < unique && chunk < chunks.length; n += 1) {
    const count = u16();
    let flags = byte();
    const runs = (flags & 0x08) === 0x08 ? u16() : 0;
    const extended = (flags & 0x04) === 0x04 ? u32() : 0;
    let text = '';
    for (let read = 0; read < count; read += 1) {
      if (position >= current().byteLength) {
        nextChunk();
        flags = (flags & ~1) | (byte() & 1);
      }
      if ((flags & 1) === 1) text += String.fromCharCode(byte() | (byte() << 8));
      else text += String.fromCharCode(byte());
    }
    // Formatting runs and extended data follow the characters: skipped.
    for (let skip = 0; skip < runs * 4 + extended; skip += 1) byte();
    strings.push(text);
  }
  return strings;
}
