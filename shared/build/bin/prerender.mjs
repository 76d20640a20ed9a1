#!/usr/bin/env node
// @ts-check
/**
 * The build's last step: prerenders the signed-out pages for every local host and locale into
 * shell/dist/prerender (see ../prerender.mjs). Needs every app built. Serves them on PORT_OFFSET + 20
 * (PRERENDER_PORT_OFFSET to choose: clear of the base ports and the journeys' fixture remote) without the API:
 * its requests are held unanswered, so each page is kept
 * as a first visit draws it before any answer.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { headlessChromium } from '../chromium.mjs';
import { portOf } from '../ports.mjs';
import {
  LOCALES,
  LOCAL_HOSTNAMES,
  PRERENDER_MANIFEST,
  PRERENDER_PAGES,
  assemblePage,
  normalPath,
  poMessage,
  prepareForFirstPaint,
  prerenderedFileOf,
} from '../prerender.mjs';
import { startPlatform } from '../serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const LOADING_MESSAGE = 'shell.prerender.loading';
const CHROMIUM = headlessChromium();
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const offset = process.env.PRERENDER_PORT_OFFSET ?? String(Number(process.env.PORT_OFFSET ?? 0) + 20);
/** @type {Record<string, string | undefined>} */
const env = { ...process.env, PORT_OFFSET: offset, API_URL: `http://localhost:${portOf('api', { PORT_OFFSET: offset })}/` };
const shellPort = portOf('shell', env);
const apiOrigin = `http://localhost:${portOf('api', env)}`;

/** The loading label of a locale, from the shell's catalogue; the build fails on a missing translation. */
function loadingLabel(/** @type {string} */ locale) {
  const text = poMessage(readFileSync(path.join(ROOT, 'shell/src/locales', `${locale}.po`), 'utf8'), LOADING_MESSAGE);
  if (!text) throw new Error(`shell/src/locales/${locale}.po has no ${LOADING_MESSAGE}`);
  return text;
}

const started = Date.now();
const indexHtml = readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
const platform = await startPlatform({ env, api: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, `--explicitly-allowed-ports=${shellPort}`] });
/** @type {import('../prerender.mjs').PrerenderManifest} */
const manifest = { pages: [] };
try {
  /** @type {{ hostname: string; locale: string }[]} */
  const jobs = LOCAL_HOSTNAMES.flatMap((hostname) => LOCALES.map((locale) => ({ hostname, locale })));
  // Three at a time: a page mostly waits on its scripts, and the machine that builds runs everything else too.
  const workers = Array.from({ length: 3 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await prerenderHost(job.hostname, job.locale);
  });
  await Promise.all(workers);
  writeFileSync(path.join(SHELL_DIST, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  console.info(`prerendered ${manifest.pages.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
  await platform.stop();
}

/**
 * One host in one browser language (a first visit: nothing stored), every page in turn.
 * @param {string} hostname
 * @param {string} locale
 */
async function prerenderHost(hostname, locale) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  // The API never answers: each page is kept as drawn before its first answer ("opening the demo…").
  await context.route(`${apiOrigin}/**`, () => undefined);
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    for (const { path: pagePath, query = '' } of PRERENDER_PAGES) {
      await page.goto(`http://${hostname}:${shellPort}${pagePath}${query}`);
      // Drawn: the remote's screen has text (not the shell's grey rows, nor the remote's spinner while its
      // catalogue loads) and no text or element has changed for 0.3 s.
      await page.waitForFunction(() => Boolean(document.querySelector('#root .remote')?.textContent?.trim()), undefined, { timeout: 60_000 });
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            let timer = setTimeout(resolve, 300);
            // Text and elements only: a spinner's attributes keep changing while a request is held.
            new MutationObserver(() => {
              clearTimeout(timer);
              timer = setTimeout(resolve, 300);
            }).observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
      );
      if (errors.length > 0) throw new Error(`${hostname}${pagePath} (${locale}): ${errors.join('; ')}`);
      const drawnLocale = await page.evaluate(() => document.documentElement.lang);
      const label = loadingLabel(LOCALES.includes(drawnLocale) ? drawnLocale : locale);
      const root = await page.$('#root');
      if (!root) throw new Error('no #root');
      const ready = await page.evaluate(prepareForFirstPaint, { root, loadingLabel: label });
      const snapshot = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        markup: document.getElementById('root')?.innerHTML ?? '',
        styles: Array.from(document.head.querySelectorAll('style'), (style) => style.textContent ?? '').filter(Boolean),
      }));
      // index.html's own <style> is kept by the page already: only what the app added.
      const ownStyles = new Set([...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]));
      const html = assemblePage(indexHtml, { ...snapshot, ready, styles: snapshot.styles.filter((text) => !ownStyles.has(text)) });
      // A host that fixes its language draws it whatever the browser asks: its page is written once per language drawn.
      const file = prerenderedFileOf(hostname, snapshot.lang || locale, pagePath);
      mkdirSync(path.dirname(path.join(SHELL_DIST, file)), { recursive: true });
      writeFileSync(path.join(SHELL_DIST, file), html);
      manifest.pages.push({ hostname, locale, path: normalPath(pagePath), file });
    }
  } finally {
    await context.close();
  }
}
