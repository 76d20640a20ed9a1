import { asParseRequest, runParse, type ParseReply, type ParseRequest, type SheetReader } from './parseRequest';
import { readInWorker, readList, type ParseWorker } from './readList';
import { uploadRows } from './parseList';

/*
 * The worker's side runs in jest as it runs in the browser (runParse); the worker itself is stood in for by
 * an object that hands the request to runParse and its replies back as message events.
 */

const csv = (rows: number) => ['Name;Phone', ...Array.from({ length: rows }, (_, index) => `Client ${index};+7916${String(1_000_000 + index).padStart(7, '0')}`)].join('\n');
/** A file as the user picks it (jsdom's File cannot give its bytes: they are given here). */
function listFile(text: string): File {
  const file = new File([text], 'clients.csv', { type: 'text/csv' });
  const bytes = new TextEncoder().encode(text);
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(bytes.buffer) });
  return file;
}
const noSheets: SheetReader = () => Promise.reject(new Error('not a spreadsheet'));

class StandInWorker implements ParseWorker {
  terminated = false;
  private readonly listeners = { message: [] as Array<(event: MessageEvent<ParseReply>) => void>, error: [] as Array<(event: ErrorEvent) => void> };
  constructor(private readonly behaviour: 'parse' | 'broken' | 'silent' = 'parse') {}

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    const call = (event: Event) => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event));
    if (type === 'message') this.listeners.message.push((event) => call(event));
    if (type === 'error') this.listeners.error.push((event) => call(event));
  }

  postMessage(data: unknown): void {
    if (this.behaviour === 'broken') {
      setTimeout(() => this.listeners.error.forEach((listener) => listener(new ErrorEvent('error', { message: 'blocked by CSP', cancelable: true }))), 0);
      return;
    }
    const request = asParseRequest(data);
    if (!request || this.behaviour === 'silent') return;
    void runParse(request, (reply) => {
      if (!this.terminated) this.listeners.message.forEach((listener) => listener(new MessageEvent('message', { data: reply })));
    }, noSheets);
  }

  terminate(): void {
    this.terminated = true;
  }
}

// Where the browser has workers: one whose script cannot run (say a CSP without blob:).
let mockWorker: StandInWorker | null = null;
jest.mock('./startParseWorker', () => ({ startParseWorker: () => mockWorker }));

const request = (text: string): ParseRequest => ({ file: new Blob([text], { type: 'text/csv' }), fileName: 'clients.csv', countryId: 1, delimiter: 'auto', encoding: 'auto' });

describe('reading a list in a worker', () => {
  it('passes the share read on as it goes, answers the classified list and ends the worker', async () => {
    const worker = new StandInWorker();
    const shares: number[] = [];
    const list = await readInWorker(worker, request(csv(5000)), { onProgress: (share) => shares.push(share) });
    expect(list.counts).toMatchObject({ total: 5000, valid: 5000 });
    expect(list.headerSkipped).toBe(true);
    expect(list.rows[0]).toMatchObject({ line: 2, name: 'Client 0', phone: '+79161000000' });
    // More than a mailing can take but few enough to split: the preview's rows, and every row that goes up, packed.
    expect(list.rows).toHaveLength(50);
    expect(uploadRows(list)).toHaveLength(5000);
    // More than one chunk, growing, ending at the whole file.
    expect(shares.length).toBeGreaterThan(2);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBe(1);
    expect(worker.terminated).toBe(true);
  });

  it('is cancelled: the worker is ended and the reading refused as aborted', async () => {
    const worker = new StandInWorker('silent');
    const controller = new AbortController();
    const reading = readInWorker(worker, request(csv(10)), { signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('answers the failure of a file it cannot read', async () => {
    const worker = new StandInWorker();
    const bad: ParseRequest = { ...request(''), fileName: 'clients.xlsx' };
    await expect(readInWorker(worker, bad, {})).rejects.toThrow('not a spreadsheet');
    expect(worker.terminated).toBe(true);
  });

  it('refuses a message that is not its request', () => {
    expect(asParseRequest({ file: 'clients.csv', fileName: 'clients.csv', countryId: 1, delimiter: 'auto', encoding: 'auto' })).toBeNull();
    expect(asParseRequest({ ...request(''), delimiter: '#' })).toBeNull();
    expect(asParseRequest(request(''))).not.toBeNull();
  });
});

describe('reading a list where there is no worker (jsdom)', () => {
  it('reads it on the page, in slices, with the same result', async () => {
    expect(typeof Worker).toBe('undefined');
    const file = listFile(csv(3));
    const shares: number[] = [];
    const list = await readList(file, { delimiter: 'auto', encoding: 'auto' }, { country: 'RU', countryId: 1, onProgress: (share) => shares.push(share) });
    expect(list.rows.map((row) => row.phone)).toEqual(['+79161000000', '+79161000001', '+79161000002']);
    expect(shares.at(-1)).toBe(1);
  });
});

describe('reading a list where the worker cannot start', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Worker');
    mockWorker = null;
  });

  it('reads it on the page instead, and the user still gets the preview', async () => {
    Object.defineProperty(globalThis, 'Worker', { value: StandInWorker, configurable: true });
    mockWorker = new StandInWorker('broken');
    const file = listFile(csv(3));
    const list = await readList(file, { delimiter: 'auto', encoding: 'auto' }, { country: 'RU', countryId: 1 });
    expect(list.counts.valid).toBe(3);
    expect(mockWorker.terminated).toBe(true);
  });
});
