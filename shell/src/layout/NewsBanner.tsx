import { useNews } from '@cabinet/api/core';
import { NewsCarousel } from './NewsCarousel';
import { useNewsLanguage } from './NewsItemBody';
import { carouselNews } from './newsImages';

/**
 * The news with images above home's content (decision: home only, where a reader starts; not on every page).
 * Part of the layout's chunk (1.3 KB gzip): a chunk of its own was one more request on home, counted as
 * mf-insights' bytes though it is the shell's.
 */
export function NewsBanner() {
  const { data } = useNews({ language: useNewsLanguage() });
  const items = carouselNews(data ?? []);
  if (items.length === 0) return null;
  return <NewsCarousel items={items} />;
}
