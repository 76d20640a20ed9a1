// @ts-check
/**
 * Prerendered first paint of the signed-out pages (issue 29): what the build writes and how a server picks it.
 *
 * After the production build, `node shared/build/bin/prerender.mjs` opens each page below on every local host
 * name in each locale in Chromium, with the API held unanswered, and keeps what the app drew: `#root`'s markup
 * and the `<style>` elements antd wrote. Each becomes a copy of the shell's index.html with that markup in a
 * `#prerendered` element beside an empty, hidden `#root` (shell/dist/prerender/). The shell renders into `#root`
 * unseen and swaps the two once its first screen has drawn the same landmark (shell/src/prerender/takeover.ts).
 * docs/performance.md says why this is a swap and not hydrateRoot.
 */
/** shared/i18n's languages and its browser-tag matching, for servers (a jest test holds the two equal). */
export const LOCALES = ['ru', 'en', 'pt-BR', 'uk-UA'];
/** @param {string} tag @returns {string | undefined} */
export function matchLocale(tag) {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  if (language === 'ru' || language === 'be' || language === 'kk') return 'ru';
  if (language === 'en') return 'en';
  if (language === 'pt') return 'pt-BR';
  if (language === 'uk') return 'uk-UA';
  return undefined;
}

/** Where the prerendered pages and their index live, inside the shell's dist folder. */
export const PRERENDER_DIR = 'prerender';
export const PRERENDER_MANIFEST = 'prerender/manifest.json';

/** The local names the servers answer for each brand (shell/src/hosts/hosts.ts holds the production ones too). */
export const LOCAL_HOSTNAMES = ['localhost', 'mirror.localhost', 'onboarding.localhost', 'mailing.localhost', 'mailing-plus.localhost', 'ai.localhost', 'dashboard.localhost', 'clinic.localhost', 'quality.localhost'];

/**
 * The signed-out pages. `query`: what the page is opened with while prerendering, so it draws the state a real
 * visit shows first (a confirmation link carries its code: "checking…", not "the link is incomplete").
 * @type {readonly { path: string; query?: string }[]}
 */
export const PRERENDER_PAGES = [
  { path: '/account/login' },
  { path: '/account/register' },
  { path: '/account/forgot-password' },
  { path: '/account/reset-password' },
  { path: '/account/confirmemail', query: '?userId=0&code=0' },
  { path: '/demo' },
];

/** The shell's cookie that mirrors the page's language (localStorage is not sent with a request). */
export const LOCALE_COOKIE = 'cabinet.locale';

/**
 * @typedef {{ hostname: string; locale: string; path: string; file: string }} PrerenderEntry
 *   locale: the language the request asks for (its cookie, else Accept-Language); file: relative to the shell's dist.
 * @typedef {{ pages: PrerenderEntry[] }} PrerenderManifest
 */

/** A page's path as the route table matches it: case-insensitive, no trailing slash. @param {string} pathname */
export function normalPath(pathname) {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed.toLowerCase();
}

/** @param {string} hostname @param {string} locale @param {string} pathname */
export function prerenderedFileOf(hostname, locale, pathname) {
  return `${PRERENDER_DIR}/${hostname}/${locale}${normalPath(pathname)}.html`;
}

/**
 * The language a request asks for, as the shell decides it before any choice is stored: its cookie (the
 * language the page had last time), else the first of Accept-Language that is one of ours, else English.
 * @param {{ cookie?: string | undefined; acceptLanguage?: string | undefined }} request
 */
export function requestedLocale({ cookie, acceptLanguage }) {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    const locale = value ? LOCALES.find((candidate) => candidate === decodeURIComponent(value)) : undefined;
    if (name === LOCALE_COOKIE && locale) return locale;
  }
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * The prerendered page for a request, or null (then the plain index.html).
 * @param {PrerenderManifest} manifest
 * @param {{ hostname: string; pathname: string; cookie?: string | undefined; acceptLanguage?: string | undefined }} request
 * @returns {string | null}
 */
export function pickPrerendered(manifest, request) {
  const locale = requestedLocale(request);
  const path = normalPath(request.pathname);
  return manifest.pages.find((page) => page.hostname === request.hostname && page.locale === locale && page.path === path)?.file ?? null;
}

const ESCAPES = /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' });
/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The shell's index.html with a page's prerendered markup: antd's styles in the head, the markup in
 * `#prerendered`, `#root` empty and hidden until the app has drawn the same screen.
 * @param {string} indexHtml
 * @param {{ lang: string; title: string; styles: string[]; markup: string; ready: string }} snapshot
 *   ready: the CSS selector of the landmark the app must draw before it takes the page over.
 */
export function assemblePage(indexHtml, { lang, title, styles, markup, ready }) {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const css = styles.map((text) => `<style data-prerendered>${text.replace(/<\/style/gi, '<\\/style')}</style>`).join('');
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${css}</head>`)
    .replace('<div id="root"></div>', () => `<div id="prerendered" data-ready="${escapeHtml(ready)}">${markup}</div><div id="root" hidden></div>`);
}

/**
 * Runs in the page (Chromium) on the drawn screen before it is kept: without scripts nothing may be sent, so
 * every button is disabled and a submit button says the page is still loading (links still work); a form posts (never a GET that would put
 * a password in the address) to the page itself. Returns the landmark the app must draw again before the swap.
 * Self-contained: Playwright sends its source to the page.
 * @param {{ root: Element; loadingLabel: string }} args
 * @returns {string}
 */
export function prepareForFirstPaint({ root, loadingLabel }) {
  for (const form of Array.from(root.querySelectorAll('form'))) {
    form.setAttribute('method', 'post');
    form.setAttribute('action', '');
  }
  // Every button and select needs the app (a click before it took over would be lost): disabled until then.
  for (const control of Array.from(root.querySelectorAll('button, select'))) control.setAttribute('disabled', '');
  for (const button of Array.from(root.querySelectorAll('button[type="submit"], form button:not([type])'))) {
    // antd puts a button's label in its last child <span> (an icon has its own); keep the icon, replace the words.
    const spans = button.querySelectorAll(':scope > span:not(.ant-btn-icon)');
    const label = spans.length > 0 ? spans[spans.length - 1] : button;
    if (label) label.textContent = loadingLabel;
  }
  // The field the app focused is focused by the browser itself on the first paint.
  const focused = root.ownerDocument.activeElement;
  if (focused && focused !== root && root.contains(focused)) focused.setAttribute('autofocus', '');
  // The app's screen sits in the remote's parcel; the shell draws its own loading state before it.
  const scope = root.querySelector('.remote') ? '.remote ' : '';
  if (root.querySelector('form')) return `${scope}form`;
  if (root.querySelector('h1')) return `${scope}h1`;
  return ['h2', 'h3', '[role="status"]'].map((selector) => scope + selector).join(', ');
}

/**
 * A message's text in a lingui .po catalogue (the shell's), or null when it is missing or empty.
 * @param {string} po
 * @param {string} id
 */
export function poMessage(po, id) {
  const at = po.indexOf(`msgid ${JSON.stringify(id)}\n`);
  if (at < 0) return null;
  const match = /msgstr ("(?:[^"\\]|\\.)*")/.exec(po.slice(at));
  const text = match?.[1] ? JSON.parse(match[1]) : '';
  return typeof text === 'string' && text !== '' ? text : null;
}
