import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientProvider, createApiClient, createMemoryTokenStore, type NewsItem } from '@cabinet/api/core';
import { BRAND_COLORS, DesignProvider } from '@cabinet/design/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { NotificationBell } from './NotificationBell';

const news = (id: string, title: string, link: string | null = null): NewsItem => ({
  id,
  title,
  description: `About ${title.toLowerCase()}`,
  link,
  language: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  type: 'Info',
  crmTypes: [],
  mobileImage: null,
  desktopImage: null,
  clientTypes: [],
  isSidebarNews: false,
  orderNumber: 1,
});

async function renderBell(items: NewsItem[], locale: 'en' | 'ru' = 'en') {
  await activateLocale(locale);
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    clientHost: 'http://localhost:3000',
    tokens: createMemoryTokenStore(),
    onSessionExpired: () => undefined,
    fetch: (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).search);
      return Promise.resolve(Response.json(items));
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={api}>
        <I18nProvider i18n={i18n}>
          <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale={locale}>
            <NotificationBell />
          </DesignProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { asked };
}

describe('the notification bell', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts the news not opened yet, lists them when opened, and then counts none', async () => {
    await renderBell([news('1', 'New tariffs'), news('2', 'Telegram bots')]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['November 20, 2026New tariffsAbout new tariffs', 'November 20, 2026Telegram botsAbout telegram bots']);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    await renderBell([]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it("asks for the news of the page's language, dates them its way, and opens a cabinet page in the same tab", async () => {
    const { asked } = await renderBell([news('1', 'Скидки', '/payments'), news('2', 'Блог', 'https://blog.example/post')], 'ru');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Уведомления/ }));
    expect(asked).toContain('?language=ru');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByText('20 ноября 2026 г.')).toHaveLength(2);
    const [cabinet, external] = within(list).getAllByRole('link');
    expect(cabinet).toHaveAttribute('href', '/payments');
    expect(cabinet).not.toHaveAttribute('target');
    expect(external).toHaveAttribute('href', 'https://blog.example/post');
    expect(external).toHaveAttribute('target', '_blank');
  });
});
