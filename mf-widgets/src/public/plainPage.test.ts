import { matchPublicView } from '@cabinet/contracts';
import { PLAIN_VIEWS, showsOnlyPlainViews } from './plainPage';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document;
};

describe('showsOnlyPlainViews', () => {
  it('picks the plain build for the booking views’ own pages, and only for theirs', () => {
    for (const path of ['/bw/w1', '/ibw/w1', '/IBW/w1/']) {
      expect(showsOnlyPlainViews(page(''), path)).toBe(true);
      expect(matchPublicView(path, PLAIN_VIEWS)).not.toBeNull();
    }
    for (const path of ['/rv/t1', '/vn/t1', '/bw', '/bw/w1/x']) {
      expect(showsOnlyPlainViews(page(''), path)).toBe(false);
      expect(matchPublicView(path, PLAIN_VIEWS)).toBeNull();
    }
  });

  it('picks it for an embedding page only when every widget on it is a booking view', () => {
    const booking = '<div data-cabinet-view="bookingWidget"></div><div data-cabinet-view="iikoBookingWidget"></div>';
    expect(showsOnlyPlainViews(page(booking), '/')).toBe(true);
    expect(showsOnlyPlainViews(page(`${booking}<div data-cabinet-view="ratingWidget"></div>`), '/')).toBe(false);
  });
});
