import { MAP_KINDS, MAP_LINK_FIELDS, ratingOutcome, type MapKind, type ReviewRoutingMode } from '@cabinet/api/widgets';
import { injectPlainStyles, Stack } from '@cabinet/design/plain';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/*
 * What follows a rating on a Review widget's page (the spec's RatingWidget), written in the widget's language:
 * the editor's preview draws it inside that language's catalogue, the public page (`/rv/{token}`) in the page's.
 * Drawn with `@cabinet/design/plain`'s stylesheet alone: the public page renders it with preact, without antd.
 */

const messages = {
  call: /*i18n*/ { id: 'widgets.client.call', message: 'Questions? Call us: {phone}' },
  mapsIntro: /*i18n*/ { id: 'widgets.client.mapsIntro', message: 'Share your review on a map:' },
};

const MAP_NAMES: Record<MapKind, MessageDescriptor> = {
  yandex: /*i18n*/ { id: 'widgets.client.map.yandex', message: 'Review on Yandex Maps' },
  twoGis: /*i18n*/ { id: 'widgets.client.map.twoGis', message: 'Review on 2GIS' },
  google: /*i18n*/ { id: 'widgets.client.map.google', message: 'Review on Google Maps' },
};

/** The parts of a Review widget its page shows. */
export interface RatingCardWidget {
  footerText: string;
  answerPhone: string | null;
  yandexMapLink: string | null;
  twoGisMapLink: string | null;
  googleMapLink: string | null;
  minimalRating: number;
  routingMode: ReviewRoutingMode;
  positiveText: string;
  negativeText: string;
}

const paragraph = { margin: 0 } as const;

/**
 * What follows a rating on the page, and what the page always says: the widget's text for the rating's tone,
 * the map links it leads to (each click reported through `onMapClick`), the answer phone and the footer.
 * The editor's preview draws it under its stars, the public page under its form.
 */
export function RatingOutcome({ widget, rating, onMapClick }: { widget: RatingCardWidget; rating: number | null; onMapClick?: (map: MapKind) => void }) {
  injectPlainStyles();
  const t = useTranslate();
  const outcome = rating === null ? null : ratingOutcome(widget, rating);
  const maps = MAP_KINDS.flatMap((map) => {
    const href = widget[MAP_LINK_FIELDS[map]];
    return href ? [{ map, href }] : [];
  });
  return (
    <>
      {outcome ? <p style={{ ...paragraph, whiteSpace: 'pre-line' }}>{outcome.tone === 'positive' ? widget.positiveText : widget.negativeText}</p> : null}
      {outcome?.showMaps && maps.length > 0 ? (
        <Stack>
          <p style={paragraph}>{t(messages.mapsIntro)}</p>
          {maps.map(({ map, href }) => (
            <a key={map} className="cab-btn" data-block href={href} target="_blank" rel="noopener noreferrer" onClick={() => onMapClick?.(map)} style={{ textDecoration: 'none' }}>
              {t(MAP_NAMES[map])}
            </a>
          ))}
        </Stack>
      ) : null}
      {widget.answerPhone ? <p style={paragraph}>{t(messages.call, { phone: widget.answerPhone })}</p> : null}
      {widget.footerText ? <p style={{ ...paragraph, color: 'rgba(0,0,0,.65)' }}>{widget.footerText}</p> : null}
    </>
  );
}
