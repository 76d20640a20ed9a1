import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NewsItem } from '@cabinet/api/core';
import { BRAND_COLORS, DesignProvider } from '@cabinet/design/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { CAROUSEL_AUTO_SWIPE_MS, CAROUSEL_SWIPE_THRESHOLD_PX, NewsCarousel } from './NewsCarousel';
import { carouselNews, safeNewsImage } from './newsImages';

const news = (id: string, title: string, images: { mobile?: string; desktop?: string } = { mobile: `https://img.test/${id}-m.png`, desktop: `https://img.test/${id}-d.png` }): NewsItem => ({
  id,
  title,
  description: `About ${title}`,
  link: null,
  language: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  type: 'Info',
  crmTypes: [],
  mobileImage: images.mobile ?? null,
  desktopImage: images.desktop ?? null,
  clientTypes: [],
  isSidebarNews: false,
  orderNumber: 1,
});

async function renderCarousel(items: NewsItem[], locale: 'en' | 'ru' = 'en') {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale={locale}>
        <NewsCarousel items={items} />
      </DesignProvider>
    </I18nProvider>,
  );
}

const shownImage = () => screen.getByRole('group').querySelector('img');
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

// jsdom has no PointerEvent: fireEvent.pointerDown would carry no clientX without this stand-in.
class TestPointerEvent extends MouseEvent {}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

function swipe(distance: number) {
  const slide = screen.getByRole('group');
  fireEvent.pointerDown(slide, { clientX: 200 });
  fireEvent.pointerUp(slide, { clientX: 200 + distance });
}

describe('the news carousel (spec sections 3 and 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves on by itself every 5,000 ms and comes round again', async () => {
    await renderCarousel([news('1', 'Tariffs'), news('2', 'Reports'), news('3', 'Bots')]);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(shownImage()).toHaveAccessibleName('Tariffs');

    await wait(CAROUSEL_AUTO_SWIPE_MS - 100);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    await wait(100);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    await wait(CAROUSEL_AUTO_SWIPE_MS);
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    await wait(CAROUSEL_AUTO_SWIPE_MS);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('turns on a swipe of 50 px either way, not on a shorter one', async () => {
    await renderCarousel([news('1', 'Tariffs'), news('2', 'Reports'), news('3', 'Bots')]);
    swipe(-(CAROUSEL_SWIPE_THRESHOLD_PX - 1));
    expect(shownImage()).toHaveAccessibleName('Tariffs');
    swipe(-CAROUSEL_SWIPE_THRESHOLD_PX);
    expect(shownImage()).toHaveAccessibleName('Reports');
    swipe(CAROUSEL_SWIPE_THRESHOLD_PX + 10);
    expect(shownImage()).toHaveAccessibleName('Tariffs');
    swipe(CAROUSEL_SWIPE_THRESHOLD_PX);
    expect(shownImage()).toHaveAccessibleName('Bots');
  });

  it('stays where the visitor paused it, and the buttons still turn it', async () => {
    await renderCarousel([news('1', 'Tariffs'), news('2', 'Reports')]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await wait(CAROUSEL_AUTO_SWIPE_MS * 3);
    expect(shownImage()).toHaveAccessibleName('Tariffs');

    fireEvent.click(screen.getByRole('button', { name: 'Next news' }));
    expect(shownImage()).toHaveAccessibleName('Reports');
    fireEvent.click(screen.getByRole('button', { name: 'Show news 1' }));
    expect(shownImage()).toHaveAccessibleName('Tariffs');
    expect(screen.getByRole('button', { name: 'Show news 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the mobile image below 992 px and the desktop one above', async () => {
    await renderCarousel([news('1', 'Tariffs')]);
    const source = screen.getByRole('group').querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 991px)');
    expect(source).toHaveAttribute('srcset', 'https://img.test/1-m.png');
    expect(shownImage()).toHaveAttribute('src', 'https://img.test/1-d.png');
    // One item: nothing to turn.
    expect(screen.queryByRole('button', { name: 'Next news' })).not.toBeInTheDocument();
  });

  it('speaks the reader\'s language', async () => {
    await renderCarousel([news('1', 'Тарифы'), news('2', 'Отчёты')], 'ru');
    expect(screen.getByRole('region', { name: 'Главные новости' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 из 2' })).toBeInTheDocument();
  });
});

describe('which news the carousel draws', () => {
  it('takes only http(s) and inline images, and only items that have one', () => {
    expect(safeNewsImage('javascript:alert(1)')).toBeNull();
    expect(safeNewsImage('data:text/html,<script>')).toBeNull();
    expect(safeNewsImage('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    const items = [news('1', 'With', { desktop: 'https://img.test/a.png' }), news('2', 'Without', {}), news('3', 'Bad', { mobile: 'javascript:x' })];
    expect(carouselNews(items).map((item) => item.title)).toEqual(['With']);
  });
});
