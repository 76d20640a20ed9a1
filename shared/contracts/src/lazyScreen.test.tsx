import { act, configure, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { activateLocale, screenCatalogs, useTranslate, type CatalogModule, type Locale } from '@cabinet/i18n';
import { lazyScreen } from './defineRemote';
import { renderScreen } from './testing';

const TEXTS: Record<Locale, [title: string, greeting: CatalogModule['messages'][string]]> = {
  en: ['Your visits', ['Hello, ', ['name']]],
  ru: ['Ваши визиты', ['Здравствуйте, ', ['name']]],
  'pt-BR': ['Suas visitas', ['Olá, ', ['name']]],
  'uk-UA': ['Ваші візити', ['Вітаємо, ', ['name']]],
};

/**
 * A package with one lazy screen whose catalogue chunks load, or fail, as the test says. Each package has its
 * own ids: the page's one lingui instance keeps what earlier tests loaded.
 */
function screenWithCatalogue(pkg: string, failing: readonly Locale[]) {
  const title = { id: `${pkg}.title`, message: 'Your visits' };
  const greeting = { id: `${pkg}.greeting`, message: 'Hello, {name}' };
  function Visits() {
    const t = useTranslate();
    return (
      <main>
        <h1>{t(title)}</h1>
        <p>{t(greeting, { name: 'Ana' })}</p>
      </main>
    );
  }
  const requested: Locale[] = [];
  const catalogs = screenCatalogs(pkg, (_folder, locale) => {
    requested.push(locale);
    const [titleText, greetingText] = TEXTS[locale];
    return failing.includes(locale) ? Promise.reject(new Error(`ChunkLoadError: ${locale}`)) : Promise.resolve({ messages: { [title.id]: titleText, [greeting.id]: greetingText } });
  });
  const Lazy = lazyScreen(() => Promise.resolve({ Visits }), 'Visits', catalogs('visits'));
  // As the remote's root renders it: inside a Suspense boundary.
  const Screen = () => (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
  return { Screen, requested };
}

configure({ asyncUtilTimeout: 10_000 });

describe('lazyScreen with its catalogue', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('loads the screen\'s catalogue of the page\'s locale only, and renders in it', async () => {
    const { Screen, requested } = screenWithCatalogue('test-ru', []);
    await act(() => renderScreen(<Screen />, { route: 'flows', locale: 'ru' }));
    expect(await screen.findByRole('heading', { name: 'Ваши визиты' })).toBeInTheDocument();
    expect(screen.getByText('Здравствуйте, Ana')).toBeInTheDocument();
    expect(requested).toEqual(['ru']);
  });

  it('shows English, with its placeholders filled, when the locale\'s catalogue chunk fails to load', async () => {
    const { Screen } = screenWithCatalogue('test-fallback', ['uk-UA']);
    await act(() => renderScreen(<Screen />, { route: 'flows', locale: 'uk-UA' }));
    expect(await screen.findByRole('heading', { name: 'Your visits' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
  });

  it('shows the source messages, never ids, when no catalogue of the screen loads at all', async () => {
    const { Screen } = screenWithCatalogue('test-offline', ['pt-BR', 'en']);
    await act(() => renderScreen(<Screen />, { route: 'flows', locale: 'pt-BR' }));
    expect(await screen.findByRole('heading', { name: 'Your visits' })).toBeInTheDocument();
    expect(screen.queryByText(/test-offline/)).not.toBeInTheDocument();
  });

  it('loads a mounted screen\'s catalogue on a language switch', async () => {
    const { Screen, requested } = screenWithCatalogue('test-switch', []);
    await act(() => renderScreen(<Screen />, { route: 'flows', locale: 'en' }));
    expect(await screen.findByRole('heading', { name: 'Your visits' })).toBeInTheDocument();
    await act(() => activateLocale('pt-BR'));
    expect(await screen.findByRole('heading', { name: 'Suas visitas' })).toBeInTheDocument();
    expect(requested).toEqual(['en', 'pt-BR']);
  });

  it('loads the catalogues of the folders above the screen\'s, where its shared texts are, skipping folders without one', async () => {
    const requested: string[] = [];
    const catalogs = screenCatalogs('test-groups', (folder, locale) => {
      requested.push(`${folder}:${locale}`);
      if (folder === 'settings/users') return Promise.resolve({ messages: { 'test-groups.title': 'Пользователи' } });
      if (folder === 'settings') return Promise.resolve({ messages: { 'test-groups.save': 'Сохранить' } });
      return Promise.reject(Object.assign(new Error(`Cannot find module './${folder}/locales/${locale}'`), { code: 'MODULE_NOT_FOUND' }));
    });
    function Users() {
      const t = useTranslate();
      return (
        <main>
          <h1>{t({ id: 'test-groups.title', message: 'Users' })}</h1>
          <button type="button">{t({ id: 'test-groups.save', message: 'Save' })}</button>
        </main>
      );
    }
    const Lazy = lazyScreen(() => Promise.resolve({ Users }), 'Users', catalogs('settings/users'));
    await act(() => renderScreen(<Suspense fallback={null}><Lazy /></Suspense>, { route: 'flows', locale: 'ru' }));
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    expect(requested.sort()).toEqual(['settings/users:ru', 'settings:ru']);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
