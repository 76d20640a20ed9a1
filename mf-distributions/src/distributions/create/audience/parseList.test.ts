import { decodeBytes, forThePage, markBlacklisted, parseCsvBytes, uploadRows, classifyCells, type ParsedList } from './parseList';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1251 bytes of Russian text, as Excel saves a CSV on a Russian Windows. */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    return code;
  }));
}
const options = { country: 'RU' as const };

describe('reading a number list', () => {
  it('strips a byte order mark and skips the header line', async () => {
    const list = await parseCsvBytes(utf8('\uFEFFИмя,Телефон\nАнна,+79161234501\nБорис,+79161234502\n'), { delimiter: 'auto', encoding: 'auto' }, options);
    expect(list.headerSkipped).toBe(true);
    expect(list.encoding).toBe('utf-8');
    expect(list.rows.map((row) => [row.line, row.name, row.phone])).toEqual([
      [2, 'Анна', '+79161234501'],
      [3, 'Борис', '+79161234502'],
    ]);
  });

  it('guesses the semicolon of a Russian Excel export, or takes the delimiter the user picks', async () => {
    const text = 'Анна;8 (916) 123-45-01\nБорис;79161234502\nВера;9161234503\n';
    const guessed = await parseCsvBytes(utf8(text), { delimiter: 'auto', encoding: 'auto' }, options);
    expect(guessed.delimiter).toBe(';');
    expect(guessed.rows.map((row) => row.phone)).toEqual(['+79161234501', '+79161234502', '+79161234503']);
    const tabs = await parseCsvBytes(utf8('Анна\t+79161234501\nБорис\t+79161234502\n'), { delimiter: '\t', encoding: 'auto' }, options);
    expect(tabs.rows.map((row) => row.name)).toEqual(['Анна', 'Борис']);
    // The wrong delimiter leaves the phone column empty: every row says so.
    const wrong = await parseCsvBytes(utf8(text), { delimiter: ',', encoding: 'auto' }, options);
    expect(wrong.counts.noPhone).toBe(3);
  });

  it('reads Windows-1251 when the bytes are not UTF-8, or when told', async () => {
    const bytes = cp1251('Анна;+79161234501\nБорис;+79161234502\n');
    const auto = await parseCsvBytes(bytes, { delimiter: 'auto', encoding: 'auto' }, options);
    expect(auto.encoding).toBe('windows-1251');
    expect(auto.rows.map((row) => row.name)).toEqual(['Анна', 'Борис']);
    expect(decodeBytes(cp1251('Вера'), 'windows-1251').text).toBe('Вера');
  });

  it('gives each invalid row its reason and counts each', async () => {
    const text = ['Анна,+79161234501', 'Без телефона,', 'Короткий,12345', 'Анна снова,8 916 123 45 01', 'Борис,+79161234502', ',+79161234503'].join('\r\n');
    const list = await parseCsvBytes(utf8(text), { delimiter: 'auto', encoding: 'auto' }, options);
    expect(list.rows.map((row) => [row.line, row.problem])).toEqual([
      [1, null],
      [2, 'noPhone'],
      [3, 'invalidPhone'],
      [4, 'duplicate'],
      [5, null],
      [6, null],
    ]);
    expect(list.counts).toEqual({ total: 6, valid: 3, noPhone: 1, invalidPhone: 1, duplicate: 1, blacklisted: 0 });
    const marked = markBlacklisted(list, new Set(['+79161234502']));
    expect(marked.counts).toMatchObject({ valid: 2, blacklisted: 1 });
    expect(marked.rows[4]?.problem).toBe('blacklisted');
    // Blacklisted rows go up (the engine logs their skip); the others do not.
    expect(uploadRows(marked).map((row) => row.phone)).toEqual(['+79161234501', '+79161234502', '+79161234503']);
  });

  it('reads a spreadsheet’s cells, a phone stored as a number included', async () => {
    const list = await classifyCells([['Name', 'Phone'], ['Анна', 79161234501], [null, '+7 916 123-45-02'], ['Борис', null]], options);
    const parsed = list.result({ delimiter: null, encoding: null });
    expect(parsed.rows.map((row) => [row.phone, row.problem])).toEqual([
      ['+79161234501', null],
      ['+79161234502', null],
      [null, 'noPhone'],
    ]);
  });

  it('reads 50,000 rows in chunks, telling its progress', async () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => `Client ${index},+7916${String(1_000_000 + index)}`).join('\n');
    const progress: number[] = [];
    const list = await parseCsvBytes(utf8(lines), { delimiter: 'auto', encoding: 'auto' }, { ...options, onProgress: (share) => progress.push(share) });
    expect(list.counts.valid).toBe(50_000);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('what of a read list goes back to the page', () => {
  const listOf = (valid: number): ParsedList => ({
    rows: Array.from({ length: valid + 60 }, (_, index) => ({
      line: index + 1,
      name: '',
      rawPhone: String(index),
      phone: index < valid ? `+7916${String(index).padStart(7, '0')}` : null,
      problem: index < valid ? null : 'invalidPhone',
    })),
    counts: { total: valid + 60, valid, noPhone: 0, invalidPhone: 60, duplicate: 0, blacklisted: 0 },
    delimiter: ';',
    encoding: 'utf-8',
    headerSkipped: false,
    truncated: false,
  });

  it('keeps every row of a list one mailing can take', () => {
    expect(forThePage(listOf(2000)).rows).toHaveLength(2060);
  });

  it('packs the rows that go up of a list that can be split into at most 10 mailings, beside the preview’s rows', () => {
    const page = forThePage(listOf(20_000));
    expect(page.rows).toHaveLength(100);
    const up = uploadRows(page);
    expect(up).toHaveLength(20_000);
    expect(up[19_999]).toEqual({ name: '', phone: '+79160019999' });
    // The blacklist's answer counts over every packed phone, not only the preview's.
    const marked = markBlacklisted(page, new Set(['+79160000000', '+79160019999']));
    expect(marked.counts).toMatchObject({ valid: 19_998, blacklisted: 2 });
    expect(marked.rows[0]?.problem).toBe('blacklisted');
    expect(uploadRows(marked)).toHaveLength(20_000);
  });

  it('keeps only the preview’s rows of a longer one, with its counts', () => {
    const page = forThePage(listOf(20_001));
    expect(page.rows).toHaveLength(100);
    expect(page.packed).toBeUndefined();
    expect(page.counts.valid).toBe(20_001);
  });
});
