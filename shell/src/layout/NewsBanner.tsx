import { lazy, Suspense } from 'react';
import { useNews } from '@cabinet/api/core';
import { useNewsLanguage } from './NewsItemBody';
import { carouselNews } from './newsImages';

// Its code loads only for a reader who has news with images.
const NewsCarousel = lazy(() => import('./NewsCarousel').then((module) => ({ default: module.NewsCarousel })));

/** The news with images above home's content (decision: home only, where a reader starts; not on every page). */
export function NewsBanner() {
  const { data } = useNews({ language: useNewsLanguage() });
  const items = carouselNews(data ?? []);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NewsCarousel items={items} />
    </Suspense>
  );
}
