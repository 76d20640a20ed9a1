import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { useRemoteProps } from './RemoteContext';
import { startStandalone } from './standalone';

// Apart from standalone.test.tsx: its screen catalogue, registered for the page, would hold every other locale.
/** A cabinet host's page handed to a remote's standalone build at `url`: its container, and the script naming the API. */
function handedOverPage(url: string): HTMLScriptElement {
  window.history.replaceState(null, '', url);
  const page = document.createElement('div');
  page.id = 'cabinet-standalone';
  const script = document.createElement('script');
  script.dataset.api = 'http://api.host.test/';
  document.body.append(page, script);
  return script;
}

describe('a public view a cabinet host hands over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('calls the API its script names and asks no environment file for it', async () => {
    const requested: string[] = [];
    const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      requested.push(url);
      return new Response(JSON.stringify({ status: 'ok' }), { headers: { 'Content-Type': 'application/json' } });
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    function Pinging() {
      const { api, route } = useRemoteProps();
      void api.get('ping').catch(() => undefined);
      return <h1>{`${route.params.encUserGuid ?? ''} ${route.search}`}</h1>;
    }
    const script = handedOverPage('/il/abc?x=1');
    await act(() =>
      startStandalone({ name: 'mf-flows', screens: { ignorePhone: Pinging, shortLinkRedirect: Pinging }, screenCatalogs: { ignorePhone: null, shortLinkRedirect: null } }, ['ignorePhone', 'shortLinkRedirect'], script),
    );
    expect(await screen.findByRole('heading', { name: 'abc ?x=1' })).toBeInTheDocument();
    expect(requested).toContain('http://api.host.test/ping');
    expect(requested.some((url) => url.includes('environment.json'))).toBe(false);
  });
});

describe('a public view that switches to its business’s language', () => {
  it('formats what it shows in the new language too', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    function InWidgetLanguage() {
      const { locale, changeLocale } = useRemoteProps();
      useEffect(() => changeLocale('ru'), [changeLocale]);
      return <h1>{new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 29)))}</h1>;
    }
    const script = handedOverPage('/to/abc/');
    await act(() =>
      startStandalone({ name: 'mf-flows', screens: { ignorePhone: InWidgetLanguage, shortLinkRedirect: InWidgetLanguage }, screenCatalogs: { ignorePhone: null, shortLinkRedirect: null } }, ['ignorePhone', 'shortLinkRedirect'], script),
    );
    expect(await screen.findByRole('heading', { name: 'ноябрь' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });
});
