import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/*
 * Small files of each knowledge-base type, built in the test (no binary fixtures in the repository): the
 * Office Open XML parts a real file has for its text, the BIFF8 and PowerPoint records the binary formats
 * keep text in, and a PDF written by pdf-lib.
 */

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function pdfOf(pages: readonly string[][]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  }
  return document.save();
}

export function docxOf(paragraphs: readonly string[]): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ),
    '_rels/.rels': strToU8(
      xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    ),
    'word/document.xml': strToU8(
      xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.map((text) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`,
      ),
    ),
  });
}

/** One sheet; each row's first cell a shared string, the second a number. */
export function xlsxOf(rows: ReadonlyArray<readonly [string, number]>): Uint8Array {
  const strings = rows.map(([text]) => `<si><t>${escapeXml(text)}</t></si>`).join('');
  const sheetRows = rows.map(([, value], index) => `<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>${index}</v></c><c r="B${index + 1}"><v>${value}</v></c></row>`).join('');
  return zipSync({
    'xl/sharedStrings.xml': strToU8(xml(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${rows.length}" uniqueCount="${rows.length}">${strings}</sst>`)),
    'xl/worksheets/sheet1.xml': strToU8(xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`)),
  });
}

export function pptxOf(slides: ReadonlyArray<readonly string[]>): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  slides.forEach((paragraphs, index) => {
    files[`ppt/slides/slide${index + 1}.xml`] = strToU8(
      xml(
        `<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs.map((text) => `<a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
      ),
    );
  });
  return zipSync(files);
}

function record(type: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + body.byteLength);
  const view = new DataView(out.buffer);
  view.setUint16(0, type, true);
  view.setUint16(2, body.byteLength, true);
  out.set(body, 4);
  return out;
}

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
};

function compound(stream: string, content: Uint8Array): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, stream, content);
  const written: unknown = CFB.write(container, { type: 'array' });
  if (!(written instanceof Uint8Array) && !Array.isArray(written)) throw new Error('cfb wrote no bytes');
  return Uint8Array.from(written);
}

/** An Excel 97–2003 workbook: one sheet, each row a label (in the shared strings, UTF-16) and a number. */
export function xlsOf(rows: ReadonlyArray<readonly [string, number]>): Uint8Array {
  const bof = record(0x0809, new Uint8Array(16));
  const eof = record(0x000a, new Uint8Array());
  const sst = concat([
    new Uint8Array(new Uint32Array([rows.length, rows.length]).buffer),
    ...rows.map(([text]) => {
      const head = new Uint8Array(3);
      new DataView(head.buffer).setUint16(0, text.length, true);
      head[2] = 1;
      const chars = new Uint8Array(text.length * 2);
      for (let index = 0; index < text.length; index += 1) new DataView(chars.buffer).setUint16(index * 2, text.charCodeAt(index), true);
      return concat([head, chars]);
    }),
  ]);
  const cells = rows.flatMap(([, value], row) => {
    const label = new DataView(new ArrayBuffer(10));
    label.setUint16(0, row, true);
    label.setUint32(6, row, true);
    const number = new DataView(new ArrayBuffer(14));
    number.setUint16(0, row, true);
    number.setUint16(2, 1, true);
    number.setFloat64(6, value, true);
    return [record(0x00fd, new Uint8Array(label.buffer)), record(0x0203, new Uint8Array(number.buffer))];
  });
  return compound('Workbook', concat([bof, record(0x00fc, sst), eof, bof, ...cells, eof]));
}

/** A PowerPoint 97–2003 file: a document container holding one text atom per line (UTF-16). */
export function pptOf(lines: readonly string[]): Uint8Array {
  const header = (versionAndInstance: number, type: number, length: number) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setUint16(0, versionAndInstance, true);
    view.setUint16(2, type, true);
    view.setUint32(4, length, true);
    return new Uint8Array(view.buffer);
  };
  const atoms = lines.map((line) => {
    const chars = new Uint8Array(line.length * 2);
    for (let index = 0; index < line.length; index += 1) new DataView(chars.buffer).setUint16(index * 2, line.charCodeAt(index), true);
    return concat([header(0, 0x0fa0, chars.byteLength), chars]);
  });
  const body = concat(atoms);
  return compound('PowerPoint Document', concat([header(0x000f, 0x03e8, body.byteLength), body]));
}
