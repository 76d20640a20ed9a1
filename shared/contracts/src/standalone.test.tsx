import { act, screen } from '@testing-library/react';
import { screenCatalogs, useTranslate, type Locale } from '@cabinet/i18n';
import { mountStandaloneView } from './standalone';

const title = { id: 'standalone-test.title', message: 'You are unsubscribed' };
const RU = 'Вы отписаны';

function OptOut() {
  const t = useTranslate();
  return <h1>{t(title)}</h1>;
}

describe('a public view on its own page', () => {
  it('loads its screen catalogue before it renders, so its first paint is in the visitor\'s language', async () => {
    const pending: Array<() => void> = [];
    const release = () => pending.forEach((resolve) => resolve());
    const requested: Locale[] = [];
    // The catalogue chunk arrives only when the test says: nothing may render in English before it.
    const catalogs = screenCatalogs('standalone-test', (_folder, locale) => {
      requested.push(locale);
      return new Promise((resolve) => {
        pending.push(() => resolve({ messages: { [title.id]: RU } }));
      });
    });
    const element = document.createElement('div');
    document.body.append(element);
    const mounting = mountStandaloneView(
      { name: 'mf-flows', screens: { ignorePhone: OptOut, shortLinkRedirect: OptOut }, screenCatalogs: { ignorePhone: catalogs('public/il'), shortLinkRedirect: null } },
      { id: 'ignorePhone', params: { encUserGuid: 'abc' } },
      { element },
      { apiBaseUrl: 'http://api.test/', locale: 'ru' },
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading')).toBeNull();
    release();
    const unmount = await act(() => mounting);
    expect(await screen.findByRole('heading', { name: RU })).toBeInTheDocument();
    expect(requested).toContain('ru');
    act(() => unmount());
  });
});
