import { RATING_MAX } from '@cabinet/api/widgets';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { RatingOutcome, type RatingCardWidget } from './RatingOutcome';

/*
 * What a client sees on a Review widget's page (the spec's RatingWidget), written in the widget's language:
 * the editor's preview draws it inside that language's catalogue, the public page (`/rv/{token}`) in the page's.
 */

const messages = {
  question: /*i18n*/ { id: 'widgets.client.question', message: 'How was your visit?' },
  stars: /*i18n*/ { id: 'widgets.client.stars', message: 'Your rating' },
  star: /*i18n*/ { id: 'widgets.client.star', message: '{rating} of {max}' },
};

const STARS = Array.from({ length: RATING_MAX }, (_unused, index) => index + 1);

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
