import { countryOfId } from '../draft';
import { classifyCells, DELIMITERS, ENCODINGS, forThePage, isSpreadsheet, parseCsvBytes, type Delimiter, type Encoding, type ParsedList } from './parseList';

/*
 * What the page and the list's worker (parse.worker.ts) say to each other: the file and the user's choices
 * go in; the share read, then the classified list (or why it failed) come back. Kept apart from the worker's
 * wiring so jest runs the same code the worker runs.
 */

export interface ListChoice {
  delimiter: Delimiter;
  encoding: Encoding;
}

export interface ParseRequest extends ListChoice {
  file: Blob;
  fileName: string;
  /** The account's country (its id): phones written nationally are read as this country's. */
  countryId: number;
}

export type ParseReply = { type: 'progress'; share: number } | { type: 'done'; list: ParsedList } | { type: 'failed'; message: string };

/** A spreadsheet's first sheet as rows of cells (the reader differs on the page and in a worker). */
export type SheetReader = (file: Blob) => Promise<ReadonlyArray<ReadonlyArray<unknown>>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message is a request this code sent (a worker answers nothing else). */
export function asParseRequest(data: unknown): ParseRequest | null {
  if (!isRecord(data) || !(data.file instanceof Blob) || typeof data.fileName !== 'string' || typeof data.countryId !== 'number') return null;
  const delimiter = DELIMITERS.find((each) => each === data.delimiter);
  const encoding = ENCODINGS.find((each) => each === data.encoding);
  if (delimiter === undefined || encoding === undefined) return null;
  return { file: data.file, fileName: data.fileName, countryId: data.countryId, delimiter, encoding };
}

/** Reads one file, telling `post` the share read as it goes, then the list or the failure. */
export async function runParse(request: ParseRequest, post: (reply: ParseReply) => void, readCells: SheetReader): Promise<void> {
  try {
    const options = { country: countryOfId(request.countryId), onProgress: (share: number) => post({ type: 'progress', share }) };
    let list: ParsedList;
    if (isSpreadsheet(request.fileName)) {
      options.onProgress(0);
      list = (await classifyCells(await readCells(request.file), options)).result({ delimiter: null, encoding: null });
    } else {
      list = await parseCsvBytes(new Uint8Array(await request.file.arrayBuffer()), request, options);
    }
    post({ type: 'done', list: forThePage(list) });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
