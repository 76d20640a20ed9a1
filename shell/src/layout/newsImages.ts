import type { NewsItem } from '@cabinet/api/core';

/**
 * An image a news item may show: an http(s) address (the super-admin's) or an inline image (`data:image/…`,
 * the demo's, so the demo needs no image host). Anything else is not drawn.
 */
export function safeNewsImage(address: string | null): string | null {
  if (address === null) return null;
  return /^https?:\/\//i.test(address) || /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(address) ? address : null;
}

/** The items the carousel shows: those with an image it may draw, in the order the API gives. */
export function carouselNews(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => safeNewsImage(item.desktopImage) !== null || safeNewsImage(item.mobileImage) !== null);
}
