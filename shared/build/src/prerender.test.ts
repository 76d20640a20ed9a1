/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES as APP_LOCALES, LOCALE_STORAGE_KEY, matchLocale as appMatchLocale } from '../../i18n/src/locales';
import {
  LOCALES,
  LOCALE_COOKIE,
  PRERENDER_PAGES,
  assemblePage,
  matchLocale,
  pickPrerendered,
  poMessage,
  prepareForFirstPaint,
  prerenderedFileOf,
  type PrerenderManifest,
} from '../prerender.mjs';

const INDEX = '<!doctype html><html lang="en"><head><title>Cabinet</title><style>body{margin:0}</style></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const manifest: PrerenderManifest = {
  pages: [
    { hostname: 'localhost', locale: 'en', path: '/account/login', file: prerenderedFileOf('localhost', 'en', '/account/login') },
    { hostname: 'localhost', locale: 'ru', path: '/account/login', file: prerenderedFileOf('localhost', 'ru', '/account/login') },
    // A host that fixes its language draws English for a Russian browser too.
    { hostname: 'dashboard.localhost', locale: 'ru', path: '/account/login', file: prerenderedFileOf('dashboard.localhost', 'en', '/account/login') },
  ],
};

describe('the prerendered signed-out pages', () => {
  it('speak the languages of the apps and match browser tags as they do', () => {
    expect(LOCALES).toEqual([...APP_LOCALES]);
    expect(LOCALE_COOKIE).toBe(LOCALE_STORAGE_KEY);
    for (const tag of ['ru-RU', 'be', 'kk-KZ', 'en-GB', 'pt-PT', 'pt-BR', 'uk', 'uk-UA', 'de-DE', 'EN']) expect(matchLocale(tag)).toBe(appMatchLocale(tag));
  });

  it('cover every signed-out page of the issue', () => {
    expect(PRERENDER_PAGES.map((page) => page.path)).toEqual([
      '/account/login',
      '/account/register',
      '/account/forgot-password',
      '/account/reset-password',
      '/account/confirmemail',
      '/demo',
    ]);
  });

  it('are picked by host, by the language cookie first, then by the browser’s languages', () => {
    const pick = (request: { hostname?: string; pathname?: string; cookie?: string; acceptLanguage?: string }) =>
      pickPrerendered(manifest, { hostname: 'localhost', pathname: '/account/login', ...request });
    expect(pick({ acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' })).toBe('prerender/localhost/ru/account/login.html');
    expect(pick({ acceptLanguage: 'de-DE,en;q=0.5,ru;q=0.4' })).toBe('prerender/localhost/en/account/login.html');
    expect(pick({ acceptLanguage: 'en;q=0.2,ru;q=0.9' })).toBe('prerender/localhost/ru/account/login.html');
    expect(pick({ acceptLanguage: 'ru', cookie: 'other=1; cabinet.locale=en' })).toBe('prerender/localhost/en/account/login.html');
    // A cookie that names no language of ours is not a choice.
    expect(pick({ acceptLanguage: 'ru', cookie: 'cabinet.locale=xx' })).toBe('prerender/localhost/ru/account/login.html');
    expect(pick({})).toBe('prerender/localhost/en/account/login.html');
    expect(pick({ pathname: '/Account/Login/' })).toBe('prerender/localhost/en/account/login.html');
    expect(pick({ hostname: 'dashboard.localhost', acceptLanguage: 'ru' })).toBe('prerender/dashboard.localhost/en/account/login.html');
  });

  it('are not picked for another page, host or a language not prerendered', () => {
    expect(pickPrerendered(manifest, { hostname: 'localhost', pathname: '/flows' })).toBeNull();
    expect(pickPrerendered(manifest, { hostname: 'mirror.localhost', pathname: '/account/login' })).toBeNull();
    expect(pickPrerendered(manifest, { hostname: 'localhost', pathname: '/account/login', acceptLanguage: 'pt-BR' })).toBeNull();
  });

  it('put the markup beside an empty hidden #root, and the app’s styles, language and title in the head', () => {
    const html = assemblePage(INDEX, { lang: 'ru', title: 'Вход — Cabinet', styles: ['.a{color:red}', 'x</style><script>'], markup: '<form><input id="email"></form>', ready: '.remote form' });
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Вход — Cabinet</title>');
    expect(html).toContain('<style data-prerendered>.a{color:red}</style>');
    // A style's text never closes its element early.
    expect(html).not.toContain('x</style><script>');
    expect(html).toContain('<div id="prerendered" data-ready=".remote form"><form><input id="email"></form></div><div id="root" hidden></div>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(() => assemblePage('<html><body><div id="root">x</div></body></html>', { lang: 'en', title: '', styles: [], markup: '', ready: 'form' })).toThrow(/root/);
  });

  it('send nothing without scripts: buttons are disabled, the submit button says the page is loading, the form posts', () => {
    document.body.innerHTML = `<div id="root"><div class="remote remote-mf-auth"><form><input id="email" type="email"><input id="password" type="password">
      <button type="submit" class="ant-btn"><span class="ant-btn-icon"><span role="img">i</span></span><span>Sign in</span></button>
      <button type="button">Show password</button></form></div></div>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    document.getElementById('email')?.focus();
    const ready = prepareForFirstPaint({ root, loadingLabel: 'The page is loading…' });
    expect(ready).toBe('.remote form');
    const form = root.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const submit = root.querySelector('button[type="submit"]');
    if (!(submit instanceof HTMLButtonElement)) throw new Error('no submit button');
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('iThe page is loading…');
    // A button that needs the app is not a dead click before it takes over.
    const other = root.querySelector('button[type="button"]');
    expect(other instanceof HTMLButtonElement && other.disabled).toBe(true);
    expect(other?.textContent).toBe('Show password');
    expect(document.getElementById('email')?.hasAttribute('autofocus')).toBe(true);
  });

  it('wait for the heading of a page without a form', () => {
    document.body.innerHTML = '<div id="root"><div class="remote"><h1>Demo cabinet</h1><div role="status">Opening…</div></div></div>';
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    expect(prepareForFirstPaint({ root, loadingLabel: 'x' })).toBe('.remote h1');
  });

  it('take the loading label from the shell’s catalogue in every language', () => {
    for (const locale of LOCALES) {
      const po = readFileSync(path.join(__dirname, '../../../shell/src/locales', `${locale}.po`), 'utf8');
      expect(poMessage(po, 'shell.prerender.loading')).toEqual(expect.any(String));
    }
    expect(poMessage('msgid "a"\nmsgstr ""\n', 'a')).toBeNull();
    expect(poMessage('msgid "a"\nmsgstr "say \\"hi\\""\n', 'a')).toBe('say "hi"');
  });
});
