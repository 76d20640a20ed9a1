import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Flex } from '@cabinet/design/core';
import { NEWS_BANNER_IMAGE_STYLE } from '@cabinet/design/overlays';
import type { NewsItem } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';
import { NewsLink, safeNewsLink } from './NewsItemBody';
import { safeNewsImage } from './newsImages';

/** Spec section 9: the carousel moves on by itself every 5,000 ms, and a swipe of 50 px turns it. */
export const CAROUSEL_AUTO_SWIPE_MS = 5000;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;
/** Spec section 9's mobile breakpoint: below it the mobile image is shown. */
const MOBILE_MEDIA = '(max-width: 991px)';

const messages = {
  region: /*i18n*/ { id: 'shell.news.carousel', message: 'Featured news' },
  slide: /*i18n*/ { id: 'shell.news.slide', message: '{number} of {count}' },
  previous: /*i18n*/ { id: 'shell.news.previous', message: 'Previous news' },
  next: /*i18n*/ { id: 'shell.news.next', message: 'Next news' },
  show: /*i18n*/ { id: 'shell.news.show', message: 'Show news {number}' },
  pause: /*i18n*/ { id: 'shell.news.pause', message: 'Pause' },
  play: /*i18n*/ { id: 'shell.news.play', message: 'Play' },
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * News items with images (spec section 3: mobile and desktop images) as a carousel. It stops while the pointer
 * or the keyboard is on it, when the visitor pauses it (WCAG 2.2.2) or asks the system for less motion.
 */
export function NewsCarousel({ items }: { items: NewsItem[] }) {
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [holding, setHolding] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = items.length;
  const current = Math.min(index, count - 1);
  const turn = (step: number) => setIndex((value) => (Math.min(value, count - 1) + step + count) % count);

  useEffect(() => {
    if (paused || holding || count < 2) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), CAROUSEL_AUTO_SWIPE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, holding, count, current]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= CAROUSEL_SWIPE_THRESHOLD_PX) turn(distance < 0 ? 1 : -1);
  };

  const item = items[current];
  if (!item) return null;
  const link = safeNewsLink(item.link);
  const desktop = safeNewsImage(item.desktopImage) ?? safeNewsImage(item.mobileImage);
  const mobile = safeNewsImage(item.mobileImage);
  const image = (
    <picture>
      {mobile && mobile !== desktop ? <source media={MOBILE_MEDIA} srcSet={mobile} /> : null}
      <img src={desktop ?? ''} alt={item.title} draggable={false} style={NEWS_BANNER_IMAGE_STYLE} />
    </picture>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t(messages.region)}
      style={{ marginBottom: 16 }}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHolding(false);
      }}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t(messages.slide, { number: current + 1, count })}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        style={{ touchAction: 'pan-y' }}
      >
        {link ? <NewsLink link={link}>{image}</NewsLink> : image}
      </div>
      {count > 1 ? (
        <Flex align="center" justify="center" gap={4} wrap style={{ marginTop: 4 }}>
          <Button type="text" size="small" aria-label={t(messages.previous)} onClick={() => turn(-1)}>
            <span aria-hidden>{'‹'}</span>
          </Button>
          {items.map((news, position) => (
            <Button
              key={news.id}
              type="text"
              size="small"
              aria-label={t(messages.show, { number: position + 1 })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => setIndex(position)}
            >
              <span aria-hidden>{position === current ? '●' : '○'}</span>
            </Button>
          ))}
          <Button type="text" size="small" aria-label={t(messages.next)} onClick={() => turn(1)}>
            <span aria-hidden>{'›'}</span>
          </Button>
          <Button type="link" size="small" onClick={() => setPaused((value) => !value)}>
            {paused ? t(messages.play) : t(messages.pause)}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}
