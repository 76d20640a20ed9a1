import { render, screen } from '@testing-library/react';
import { BRAND_COLORS, DesignProvider } from '@cabinet/design/core';
import { I18nProvider, activateLocale, i18n } from '@cabinet/i18n';
import '../catalog';
import { TutorialVideoBody, videoReachable } from './TutorialVideo';

const URL = 'https://video.example/embed/start';

async function renderBody(check: (url: string) => Promise<boolean>, locale: 'en' | 'ru' = 'en') {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale={locale}>
        <TutorialVideoBody url={URL} title="How to get started" check={check} />
      </DesignProvider>
    </I18nProvider>,
  );
}

describe('the tutorial video', () => {
  it('shows the video, with a link to it, when its service answers', async () => {
    await renderBody(() => Promise.resolve(true));
    expect(await screen.findByTitle('How to get started')).toHaveAttribute('src', URL);
    expect(screen.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute('href', URL);
  });

  it('shows no broken frame when the service is unreachable: it says so and links to the video', async () => {
    await renderBody(() => Promise.resolve(false), 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('Видео сейчас нельзя показать здесь');
    expect(screen.queryByTitle('How to get started')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть видео в новой вкладке' })).toHaveAttribute('target', '_blank');
  });

  it('counts a network failure or no answer in time as unreachable', async () => {
    expect(await videoReachable(URL, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
    const never: typeof fetch = (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await videoReachable(URL, never, 10)).toBe(false);
    expect(await videoReachable(URL, () => Promise.resolve(new Response(null, { status: 200 })))).toBe(true);
  });
});
