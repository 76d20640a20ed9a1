import { docxOf, pdfOf, pptOf, pptxOf, xlsOf, xlsxOf } from './fixtures';
import { extractText, looksLike, UnreadableFileError } from './extract';
import { PASSAGE_MAX, splitIntoPassages } from './split';
import { prefixQueryOf } from './search';

describe('extracting the text of each file type', () => {
  it('reads a PDF page by page', async () => {
    const text = await extractText('pdf', await pdfOf([['Opening hours', 'We are open from 10 to 20.'], ['Prices', 'A haircut costs 40 dollars.']]));
    expect(text).toContain('We are open from 10 to 20.');
    expect(text).toContain('A haircut costs 40 dollars.');
    expect(text.indexOf('Opening hours')).toBeLessThan(text.indexOf('Prices'));
  });

  it('reads a DOCX’s paragraphs', async () => {
    expect(await extractText('docx', docxOf(['Can I pay by card?', 'Yes, by card or in cash & by QR.']))).toBe('Can I pay by card?\n\nYes, by card or in cash & by QR.\n\n');
  });

  it('reads an XLSX row by row, shared strings and numbers', async () => {
    expect(await extractText('xlsx', xlsxOf([['Haircut', 40], ['Manicure «Люкс»', 25.5]]))).toBe('Haircut\t40\nManicure «Люкс»\t25.5');
  });

  it('reads a PPTX’s slides in order', async () => {
    const slides = Array.from({ length: 11 }, (_, index) => [`Slide ${index + 1}`]);
    const text = await extractText('pptx', pptxOf(slides));
    expect(text.split('\n\n')).toEqual(slides.map(([line]) => line));
  });

  it('reads an XLS (Excel 97–2003) through its shared strings and number cells', async () => {
    expect(await extractText('xls', xlsOf([['Стрижка', 1500], ['Окрашивание', 3200.5]]))).toBe('Стрижка\t1500\nОкрашивание\t3200.5');
  });

  it('reads a PPT (PowerPoint 97–2003) through its text atoms', async () => {
    expect(await extractText('ppt', pptOf(['Our masters', 'Anna: colour and cuts']))).toBe('Our masters\nAnna: colour and cuts');
  });

  it('refuses bytes that are not of the type the name says, and files it cannot read, with a reason', async () => {
    const pdf = await pdfOf([['x']]);
    expect(looksLike('pdf', pdf)).toBe(true);
    expect(looksLike('docx', pdf)).toBe(false);
    expect(looksLike('doc', docxOf(['x']))).toBe(false);
    await expect(extractText('doc', pdf)).rejects.toThrow(new UnreadableFileError('fileFormat', 'The file is not a DOC file'));
    await expect(extractText('doc', pdf)).rejects.toMatchObject({ kind: 'fileFormat' });
    await expect(extractText('pdf', new TextEncoder().encode('%PDF-1.7 broken'))).rejects.toThrow(/^The file could not be read/);
    await expect(extractText('xlsx', docxOf(['x']))).rejects.toThrow('The workbook has no sheets');
  });
});

describe('splitting text into passages', () => {
  it('joins short paragraphs up to the limit, each passage on one line', () => {
    expect(splitIntoPassages('Opening hours\nEvery day 10–20\n\n\nPrices:\n  Haircut   40\n\n---\n')).toEqual(['Opening hours / Every day 10–20 / Prices: / Haircut 40']);
  });

  it('cuts long text at sentence ends, and a sentence longer than the limit between words', () => {
    const sentence = 'A client may cancel a visit free of charge up to a day before it.';
    const passages = splitIntoPassages(Array.from({ length: 30 }, () => sentence).join(' '));
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(passage.endsWith('it.')).toBe(true);
    }
    const words = splitIntoPassages(Array.from({ length: 400 }, (_, index) => `word${index}`).join(' '));
    expect(words.every((passage) => passage.length <= PASSAGE_MAX && !passage.startsWith(' '))).toBe(true);
    expect(words.join(' ').split(' ')).toHaveLength(400);
  });
});

it('searches Ukrainian by word beginnings, with nothing but letters and digits in the query', () => {
  expect(prefixQueryOf('Скільки коштує стрижка? \'); drop table x; --')).toBe('скіль:* | кошт:* | стриж:* | drop:* | table:*');
  expect(prefixQueryOf('? !')).toBeNull();
});
