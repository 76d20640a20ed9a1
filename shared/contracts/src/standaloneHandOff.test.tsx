import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@cabinet/api/core';
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

describe('a public view’s first load', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('asks for its data while its texts still load, and the view takes that answer without asking again', async () => {
    const requested: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ visit: 'at ten' }), { headers: { 'Content-Type': 'application/json' } });
    });
    // The view's catalogue answers only when the test says: the data must be asked for before that.
    let textsLoaded: () => void = () => undefined;
    const texts = new Promise<void>((resolve) => (textsLoaded = resolve));
    const screenCatalog = { names: ['visit'], ready: () => texts, isReady: () => false };
    const visitQuery = (api: ApiClient, token: string) => queryOptions({ queryKey: ['visit', token], queryFn: () => api.get(`visits/${token}`).json<{ visit: string }>() });
    function Visit() {
      const { api, route } = useRemoteProps();
      const visit = useQuery(visitQuery(api, route.params.token ?? ''));
      return <h1>{visit.data?.visit ?? 'loading'}</h1>;
    }
    const script = handedOverPage('/vn/t1');
    const started = startStandalone(
      {
        name: 'mf-widgets',
        screens: { visitNotify: Visit, ratingWidget: Visit, bookingWidget: Visit, iikoBookingWidget: Visit },
        screenCatalogs: { visitNotify: screenCatalog, ratingWidget: null, bookingWidget: null, iikoBookingWidget: null },
        preload: { visitNotify: async ({ api, queryClient, params }) => void queryClient.prefetchQuery(visitQuery(api, params.token ?? '')) },
      },
      ['visitNotify', 'ratingWidget', 'bookingWidget', 'iikoBookingWidget'],
      script,
    );
    await waitFor(() => expect(requested).toEqual(['http://api.host.test/visits/t1']));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    textsLoaded();
    await act(() => started);
    expect(await screen.findByRole('heading', { name: 'at ten' })).toBeInTheDocument();
    expect(requested).toEqual(['http://api.host.test/visits/t1']);
  });
});
