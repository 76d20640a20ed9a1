import { safeNewsLink } from './NewsItemBody';

describe('a news item’s link', () => {
  it('keeps http(s) addresses and the cabinet’s own paths', () => {
    expect(safeNewsLink('https://salonnotify.example/blog')).toBe('https://salonnotify.example/blog');
    expect(safeNewsLink('/payments')).toBe('/payments');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example'])('drops %s', (link) => {
    expect(safeNewsLink(link)).toBeNull();
  });
});
