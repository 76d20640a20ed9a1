import { sanitizeMessage } from './sanitizeMessage';

describe('sanitizeMessage', () => {
  it('drops scripts, styles, images and handlers with their content', () => {
    const html =
      '<style>p { color: red }</style><p onclick="steal()">Hello<script>alert(1)</script> there</p><img src=x onerror="alert(2)"><iframe src="https://evil.example">x</iframe>';
    expect(sanitizeMessage(html, 'html')).toBe('Hello there');
  });

  it('keeps only the text of unsafe links, tables and unknown tags', () => {
    const html = '<p>Book <a href="javascript:alert(1)">here</a> or <font color="red">call</font> <table><tr><td>us</td></tr></table></p>';
    expect(sanitizeMessage(html, 'html')).toBe('Book here or call\nus');
  });

  it('keeps a link’s address: after its text, or alone when the text is the address (issue 21)', () => {
    const html =
      '<p>Book <a href="https://salon.example/book">online</a>, see <a href="https://salon.example/prices/">salon.example/prices</a> or write <a href="mailto:hi@salon.example">hi@salon.example</a></p>';
    expect(sanitizeMessage(html, 'html')).toBe('Book online (https://salon.example/book), see https://salon.example/prices/ or write hi@salon.example');
  });

  it('marks list items with a bullet, or their number in a numbered list', () => {
    const html = '<p>We offer:</p><ul><li>haircuts</li><li><b>colouring</b></li></ul><ol start="3"><li>book</li><li>come</li></ol>';
    expect(sanitizeMessage(html, 'html')).toBe('We offer:\n\n• haircuts\n• *colouring*\n3. book\n4. come');
  });

  it('turns bold, italic and strikethrough into WhatsApp marks, nested as written, outer spaces outside', () => {
    expect(sanitizeMessage('Hi <b>dear <i>Anna</i></b>, <em> soon </em><del>2000</del> 1500', 'html')).toBe('Hi *dear _Anna_*, _soon_ ~2000~ 1500');
    // The same format twice is marked once.
    expect(sanitizeMessage('<strong><b>twice</b></strong>', 'html')).toBe('*twice*');
  });

  it('reads the inline styles word processors paste, and Google Docs’ normal-weight wrapper is not bold', () => {
    const html =
      '<b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">Sale</span> <span style="font-style:italic">today</span> <span style="text-decoration:line-through">only</span></b>';
    expect(sanitizeMessage(html, 'html')).toBe('*Sale* _today_ ~only~');
  });

  it('keeps variable-marker spans as markers and the typed markers as they are', () => {
    const html = '<div>Hello, <span data-variable="clientName" style="background:#eee">Anna</span>! See you at {recordTime}</div><div><span data-variable="evil">x</span></div>';
    expect(sanitizeMessage(html, 'html')).toBe('Hello, {clientName}! See you at {recordTime}\nx');
  });

  it('keeps lines: blocks and breaks become line breaks, paragraphs leave one empty line', () => {
    const html = '<p>First</p>\n  <p>Second<br>line</p><div>Third</div><ul><li>one</li><li>two</li></ul>';
    expect(sanitizeMessage(html, 'html')).toBe('First\n\nSecond\nline\n\nThird\n• one\n• two');
  });

  it('leaves plain text as it is, without control characters or runs of empty lines', () => {
    expect(sanitizeMessage('Hello\r\n\r\n\r\n\r\n  *Anna*\u0007 {clientName}\u200B  ', 'text')).toBe('Hello\n\n  *Anna* {clientName}');
  });
});
