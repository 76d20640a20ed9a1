/**
 * The JavaScript a remote's public view fetches (gzip 9), standalone on the remote's own page and embedded on
 * another origin's page with the snippet: `tsx src/publicViewBytes.ts mf-widgets /ibw/x iikoBookingWidget widgetId=x`.
 * Serves the remote's dist as it is (no API needed: the view's code loads whatever the API answers).
 */
import http from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';
import { ROOT } from './workspace';

const [remote = 'mf-widgets', viewPath = '/ibw/x', viewId = 'iikoBookingWidget', ...params] = process.argv.slice(2);
const dist = path.join(ROOT, remote, 'dist');
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length));
  return size;
};

async function serve(port: number, handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}

async function main() {
  const remoteServer = await serve(47_311, (req, res) => {
    const url = (req.url ?? '/').split('?')[0] ?? '/';
    if (url === '/environment.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      return res.end(JSON.stringify({ apis: { main: 'http://127.0.0.1:47313/' } }));
    }
    const file = path.join(dist, url);
    const found = existsSync(file) && statSync(file).isFile() ? file : path.join(dist, 'standalone.html');
    res.writeHead(200, { 'content-type': found.endsWith('.js') ? 'text/javascript' : 'text/html', 'access-control-allow-origin': '*' });
    res.end(readFileSync(found));
  });
  const data = params.map((pair) => pair.split('=')).map(([key, value]) => `data-${key?.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`).join(' ');
  const siteServer = await serve(47_312, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><body><div data-cabinet-view="${viewId}" ${data} data-api="http://127.0.0.1:47313/"></div><script src="http://127.0.0.1:47311/standalone.js" async></script></body></html>`);
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const [figure, url] of [
      ['standalone', `http://127.0.0.1:47311${viewPath}`],
      ['embedded', 'http://127.0.0.1:47312/'],
    ] as const) {
      const page = await browser.newPage();
      const files: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      let total = 0;
      const rows = files.map((file) => {
        const size = sizeOf(path.join(dist, file));
        total += size;
        return `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`;
      });
      console.info(`${figure} ${viewPath}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} scripts\n${rows.join('\n')}`);
      await page.close();
    }
  } finally {
    await browser.close();
    remoteServer.close();
    siteServer.close();
  }
}

void main();
