import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderedFileOf, PRERENDER_MANIFEST } from '../prerender.mjs';
import { PUBLIC_PAGE } from '../publicPage.mjs';
import { handedOffViews, prerendered } from '../serve.mjs';

/** A shell dist with one prerendered page in two languages, served by the handler in front of "index.html". */
async function serveDist(compress: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'prerender-serve-'));
  const pages = ['en', 'ru'].map((locale) => ({ hostname: 'localhost', locale, path: '/account/login', file: prerenderedFileOf('localhost', locale, '/account/login') }));
  for (const page of pages) {
    mkdirSync(path.dirname(path.join(dist, page.file)), { recursive: true });
    writeFileSync(path.join(dist, page.file), `<html lang="${page.locale}">prerendered ${page.locale}</html>`);
  }
  writeFileSync(path.join(dist, PRERENDER_MANIFEST), JSON.stringify({ pages }));
  const server = http.createServer(
    prerendered(
      dist,
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('index.html');
      },
      compress,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the shell server’s prerendered pages', () => {
  it('answer a signed-out page in the language asked for, and everything else with index.html', async () => {
    const { url, close } = await serveDist(false);
    try {
      const russian = await fetch(`${url}/account/login`, { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
      expect(await russian.text()).toBe('<html lang="ru">prerendered ru</html>');
      expect(russian.headers.get('vary')).toContain('Accept-Language');
      expect(russian.headers.get('cache-control')).toBe('no-cache');
      const chosen = await fetch(`${url}/Account/Login?returnUrl=%2Fflows`, { headers: { 'Accept-Language': 'ru', Cookie: 'cabinet.locale=en' } });
      expect(await chosen.text()).toBe('<html lang="en">prerendered en</html>');
      expect(await (await fetch(`${url}/flows`)).text()).toBe('index.html');
      expect(await (await fetch(`${url}/account/login`, { method: 'POST' })).text()).toBe('index.html');
    } finally {
      await close();
    }
  });

  it('are sent compressed where the other text files are', async () => {
    const { url, close } = await serveDist(true);
    try {
      const response = await fetch(`${url}/account/login`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe('<html lang="en">prerendered en</html>');
    } finally {
      await close();
    }
  });
});

describe('the shell server’s page for a client’s review and visit links', () => {
  async function serve(withPublicPage: boolean): Promise<{ url: string; close: () => Promise<void> }> {
    const dist = mkdtempSync(path.join(tmpdir(), 'public-page-'));
    if (withPublicPage) writeFileSync(path.join(dist, PUBLIC_PAGE), 'public.html');
    const server = http.createServer(
      handedOffViews(dist, (req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(req.url === `/${PUBLIC_PAGE}` ? 'public.html' : `index.html for ${req.url ?? ''}`);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  it('is the public page for every public view of mf-widgets, and index.html for everything else', async () => {
    const { url, close } = await serve(true);
    try {
      for (const view of ['/rv/abc', '/vn/abc?action=cancel', '/bw/w1', '/IBW/w1/']) expect(await (await fetch(`${url}${view}`)).text()).toBe('public.html');
      for (const other of ['/rv', '/rv/a/b', '/il/abc', '/widgets/review', '/account/login']) expect(await (await fetch(`${url}${other}`)).text()).toBe(`index.html for ${other}`);
    } finally {
      await close();
    }
  });

  it('is index.html where the build has no public page', async () => {
    const { url, close } = await serve(false);
    try {
      expect(await (await fetch(`${url}/rv/abc`)).text()).toBe('index.html for /rv/abc');
    } finally {
      await close();
    }
  });
});
