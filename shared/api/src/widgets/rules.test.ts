import { checkMapLink, defaultRoutingMode, ratingOutcome } from './rules';

describe('ratingOutcome', () => {
  it('offers the maps only from the minimal rating, in the spec’s mode', () => {
    const widget = { minimalRating: 4, routingMode: 'minimalRating' as const };
    expect([1, 3, 4, 5].map((rating) => ratingOutcome(widget, rating))).toEqual([
      { tone: 'negative', showMaps: false, notifyOwner: true },
      { tone: 'negative', showMaps: false, notifyOwner: true },
      { tone: 'positive', showMaps: true, notifyOwner: false },
      { tone: 'positive', showMaps: true, notifyOwner: false },
    ]);
  });

  it('offers the maps to every client in the compliant mode, and still alerts the owner below the minimal rating', () => {
    const widget = { minimalRating: 4, routingMode: 'allMaps' as const };
    expect(ratingOutcome(widget, 2)).toEqual({ tone: 'negative', showMaps: true, notifyOwner: true });
    expect(ratingOutcome(widget, 5)).toEqual({ tone: 'positive', showMaps: true, notifyOwner: false });
  });
});

it('defaults to the compliant mode outside Russia, Belarus and Kazakhstan, the United States included', () => {
  expect([1, 3, 8].map(defaultRoutingMode)).toEqual(['minimalRating', 'minimalRating', 'minimalRating']);
  expect([0, 4, 55, 321].map(defaultRoutingMode)).toEqual(['allMaps', 'allMaps', 'allMaps', 'allMaps']);
});

it('takes a blank map link as none and refuses anything but a web address', () => {
  expect([null, '', '  ', 'https://2gis.ru/moscow/firm/1', 'http://maps.example.com/x'].map(checkMapLink)).toEqual([null, null, null, null, null]);
  expect(['maps', 'javascript:alert(1)', 'ftp://maps.example.com', 'https://localhost/'].map(checkMapLink)).toEqual(['url.invalid', 'url.invalid', 'url.invalid', 'url.invalid']);
});
