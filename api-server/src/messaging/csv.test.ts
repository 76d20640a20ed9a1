import { CSV_DELIMITERS, csvDelimiterFor, csvField, csvLine, parseCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, semicolons, quotes and line breaks, doubling the quotes', () => {
    expect(csvLine(['Anna, Maria', 'say "yes"', 'two\nlines', 'Manicure; Pedicure', 'plain'])).toBe('"Anna, Maria","say ""yes""","two\nlines","Manicure; Pedicure",plain\r\n');
  });

  it.each(CSV_DELIMITERS)('writes with %s as the delimiter, every awkward field read back whole', (delimiter) => {
    const values = ['Anna, Maria', 'a; b', 'say "yes"', 'two\r\nlines', '=cmd', ''];
    const line = csvLine(values, delimiter);
    expect(parseCsv(line, delimiter)).toEqual([['Anna, Maria', 'a; b', 'say "yes"', 'two\r\nlines', "'=cmd", '']]);
  });

  it('leaves empty values empty', () => {
    expect(csvLine([null, '', 'x'])).toBe(',,x\r\n');
    expect(csvLine([null, '', 'x'], ';')).toBe(';;x\r\n');
  });

  it('keeps phones and numbers as they are but defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('+79001234567')).toBe('+79001234567');
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1 call me')).toBe("'+1 call me");
    expect(csvField('\n=1+1')).toBe('"\'\n=1+1"');
    expect(csvField('＝1+1')).toBe("'＝1+1");
    // A formula after a delimiter is a field of its own: quoted, and its start defused.
    expect(csvField('=1;=2')).toBe('"\'=1;=2"');
  });

  it.each([
    ['ru', ';'],
    ['uk-UA', ';'],
    ['pt-BR', ';'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', ';'],
    ['en', ','],
    ['en-US,en;q=0.9,ru;q=0.8', ','],
    ['en;q=0.2, pt-BR;q=0.9', ';'],
    ['*', ','],
    ['', ','],
    [undefined, ','],
    ['not a language!', ','],
    ['ru;q=0, en', ','],
  ] as const)('picks the delimiter of Accept-Language %p: %s', (header, delimiter) => {
    expect(csvDelimiterFor(header)).toBe(delimiter);
  });
});
