import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createApiClient, createMemoryTokenStore } from '@cabinet/api/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import { useDescribeError } from './apiErrors';
import './plain/catalog';

const NO_CODES = {};

/** Shows how a failed call is described to the user. */
function Described({ failure }: { failure: () => Promise<unknown> }) {
  const describe = useDescribeError(NO_CODES);
  const [message, setMessage] = useState('');
  useEffect(() => {
    void failure().catch(async (error: unknown) => setMessage((await describe(error)).message));
  }, [failure, describe]);
  return <p>{message}</p>;
}

const call = (fetchImpl: typeof fetch) => () =>
  createApiClient({ baseUrl: 'http://api.test', clientHost: 'http://localhost', tokens: createMemoryTokenStore(), onSessionExpired: () => undefined, fetch: fetchImpl, timeoutMs: 50 }).patch('x');

describe('useDescribeError without an answer', () => {
  afterEach(() => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true }));

  it('says the user is offline, that nothing was saved and what to do', async () => {
    await activateLocale('ru');
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    render(
      <I18nProvider i18n={i18n}>
        <Described failure={call(() => Promise.reject(new TypeError('Failed to fetch')))} />
      </I18nProvider>,
    );
    expect(await screen.findByText(/^Нет соединения с интернетом, поэтому ничего не сохранено/)).toBeInTheDocument();
  });

  it('says the server did not answer in time', async () => {
    await activateLocale('en');
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    render(
      <I18nProvider i18n={i18n}>
        <Described failure={call((input, init) => hanging(input, { ...init, signal: input instanceof Request ? input.signal : init?.signal }))} />
      </I18nProvider>,
    );
    expect(await screen.findByText(/^The server did not answer in time/)).toBeInTheDocument();
  });
});
