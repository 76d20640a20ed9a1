import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientProvider, createApiClient, createMemoryTokenStore, type NewsItem } from '@cabinet/api/core';
import { BRAND_COLORS, DesignProvider } from '@cabinet/design/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import { NotificationBell } from './NotificationBell';

const news = (id: string, title: string): NewsItem => ({
  id,
  title,
  description: `About ${title.toLowerCase()}`,
  link: null,
  type: 'Info',
  crmTypes: [],
  mobileImage: null,
  desktopImage: null,
  clientTypes: [],
  isSidebarNews: false,
  orderNumber: 1,
});

async function renderBell(items: NewsItem[]) {
  await activateLocale('en');
  const api = createApiClient({
    baseUrl: 'http://api.test',
    clientHost: 'http://localhost:3000',
    tokens: createMemoryTokenStore(),
    onSessionExpired: () => undefined,
    fetch: () => Promise.resolve(Response.json(items)),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={api}>
        <I18nProvider i18n={i18n}>
          <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale="en">
            <NotificationBell />
          </DesignProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('the notification bell', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts the news not opened yet, lists them when opened, and then counts none', async () => {
    await renderBell([news('1', 'New tariffs'), news('2', 'Telegram bots')]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['New tariffsAbout new tariffs', 'Telegram botsAbout telegram bots']);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    await renderBell([]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
