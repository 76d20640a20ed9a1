import { csvField, csvLine } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvLine(['Anna, Maria', 'say "yes"', 'two\nlines', 'plain'])).toBe('"Anna, Maria","say ""yes""","two\nlines",plain\r\n');
  });

  it('leaves empty values empty', () => {
    expect(csvLine([null, '', 'x'])).toBe(',,x\r\n');
  });

  it('keeps phones and numbers as they are but defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('+79001234567')).toBe('+79001234567');
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1 call me')).toBe("'+1 call me");
  });
});
