import { applyFormat, insertText, previewSegments, unknownVariables } from './messageText';

describe('message text', () => {
  it('inserts at the cursor, replacing the selection', () => {
    expect(insertText('Hello !', 6, 6, '{clientName}')).toEqual({ text: 'Hello {clientName}!', selectionStart: 18, selectionEnd: 18 });
    expect(insertText('Hello you!', 6, 9, '{clientName}')).toMatchObject({ text: 'Hello {clientName}!' });
  });

  it('wraps the selection in a format, its spaces outside, or opens an empty pair at the cursor', () => {
    expect(applyFormat('Big sale today', 3, 9, 'bold')).toEqual({ text: 'Big *sale* today', selectionStart: 5, selectionEnd: 9 });
    expect(applyFormat('Hi ', 3, 3, 'italic')).toEqual({ text: 'Hi __', selectionStart: 4, selectionEnd: 4 });
    expect(applyFormat('old 2000 new', 4, 8, 'strike').text).toBe('old ~2000~ new');
  });

  it('splits a text into formatted runs and variables as the messenger draws it', () => {
    expect(previewSegments('Hi *{clientName}*, _see ~you~_ 2*3')).toEqual([
      { text: 'Hi ', bold: false, italic: false, strike: false },
      { text: '{clientName}', bold: true, italic: false, strike: false, variable: 'clientName' },
      { text: ', ', bold: false, italic: false, strike: false },
      { text: 'see ', bold: false, italic: true, strike: false },
      { text: 'you', bold: false, italic: true, strike: true },
      { text: ' 2*3', bold: false, italic: false, strike: false },
    ]);
    // A mark next to a space, or across a line break, is a plain character.
    expect(previewSegments('* not bold*\n*no\nbold*').every((segment) => !segment.bold)).toBe(true);
  });

  it('names the unknown variables once each', () => {
    expect(unknownVariables('{clientName} {clientNmae} {foo} {foo}')).toEqual(['clientNmae', 'foo']);
  });
});
