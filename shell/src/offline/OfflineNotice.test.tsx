import { act, render, screen } from '@testing-library/react';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { OfflineNotice } from './OfflineNotice';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('OfflineNotice', () => {
  afterEach(() => goOffline(false));

  it('tells the user while the browser is offline, in their language, and goes when it is back', async () => {
    await activateLocale('uk-UA');
    render(
      <I18nProvider i18n={i18n}>
        <OfflineNotice />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Немає з’єднання з інтернетом');
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
