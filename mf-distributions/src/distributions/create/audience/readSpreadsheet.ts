import { classifyCells, type ParsedList, type ParseOptions } from './parseList';

/**
 * An Excel workbook's first sheet as classified rows. The spreadsheet reader is loaded here, on first
 * use, so only the audience step of a user who picks an .xlsx file downloads it.
 */
export async function readSpreadsheet(file: File, options: ParseOptions): Promise<ParsedList> {
  options.onProgress?.(0);
  const { readSheet } = await import('read-excel-file/browser');
  const cells = await readSheet(file);
  const classifier = await classifyCells(cells, options);
  return classifier.result({ delimiter: null, encoding: null });
}
