import { MAP_KINDS, MAP_LINK_FIELDS, ratingOutcome, RATING_MAX, type MapKind, type ReviewRoutingMode } from '@cabinet/api/widgets';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/*
 * What a client sees on a Review widget's page (the spec's RatingWidget), written in the widget's language:
 * the editor's preview draws it inside that language's catalogue, the public page (`/rv/{token}`) in the page's.
 */

const messages = {
  question: /*i18n*/ { id: 'widgets.client.question', message: 'How was your visit?' },
  stars: /*i18n*/ { id: 'widgets.client.stars', message: 'Your rating' },
  star: /*i18n*/ { id: 'widgets.client.star', message: '{rating} of {max}' },
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

const STARS = Array.from({ length: RATING_MAX }, (_unused, index) => index + 1);

/**
 * What follows a rating on the page, and what the page always says: the widget's text for the rating's tone,
 * the map links it leads to (each click reported through `onMapClick`), the answer phone and the footer.
 * The editor's preview draws it under its stars, the public page under its form.
 */
export function RatingOutcome({ widget, rating, onMapClick }: { widget: RatingCardWidget; rating: number | null; onMapClick?: (map: MapKind) => void }) {
  const t = useTranslate();
  const outcome = rating === null ? null : ratingOutcome(widget, rating);
  const maps = MAP_KINDS.flatMap((map) => {
    const href = widget[MAP_LINK_FIELDS[map]];
    return href ? [{ map, href }] : [];
  });
  return (
    <>
      {outcome ? (
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>{outcome.tone === 'positive' ? widget.positiveText : widget.negativeText}</Typography.Paragraph>
      ) : null}
      {outcome?.showMaps && maps.length > 0 ? (
        <Flex vertical gap={8}>
          <Typography.Text>{t(messages.mapsIntro)}</Typography.Text>
          {maps.map(({ map, href }) => (
            <Button key={map} href={href} target="_blank" rel="noopener noreferrer" onClick={() => onMapClick?.(map)} block>
              {t(MAP_NAMES[map])}
            </Button>
          ))}
        </Flex>
      ) : null}
      {widget.answerPhone ? <Typography.Text>{t(messages.call, { phone: widget.answerPhone })}</Typography.Text> : null}
      {widget.footerText ? <Typography.Text type="secondary">{widget.footerText}</Typography.Text> : null}
    </>
  );
}

/** The rating page as the editor previews it: five stars, then what the rating leads to (RatingOutcome). */
export function RatingCard({ widget, rating, onRate }: { widget: RatingCardWidget; rating: number | null; onRate: (rating: number) => void }) {
  const t = useTranslate();
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{t(messages.question)}</Typography.Text>
      <Flex gap={4} role="group" aria-label={t(messages.stars)} wrap>
        {STARS.map((star) => (
          <Button
            key={star}
            aria-label={t(messages.star, { rating: star, max: RATING_MAX })}
            aria-pressed={rating === star}
            type={rating !== null && star <= rating ? 'primary' : 'default'}
            onClick={() => onRate(star)}
            style={{ minWidth: 44, minHeight: 44, fontSize: 20 }}
          >
            <span aria-hidden>{'★'}</span>
          </Button>
        ))}
      </Flex>
      <RatingOutcome widget={widget} rating={rating} />
    </Flex>
  );
}
