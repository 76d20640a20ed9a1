import { z } from 'zod';
import type { DomainModule } from '../../platform/DomainModule';
import { route, type Route } from '../../platform/http/route';
import { hang } from '../../platform/standIns/behaviours';
import { PAGES_STAND_IN_PATH, STAND_IN_PAGES } from '../knowledge/demoPages';

/*
 * The stand-in web site of development and tests (issue 33, conventions: outside systems): the pages an
 * assistant's knowledge base fetches by URL, mounted by the development API at `{api}/stand-ins/web/...`
 * (never in production) and on a test's own stand-in server. Besides the demo businesses' pages it answers
 * every error path of the page fetcher on command, by address: a 404, a page that never answers, one over the
 * size limit, one that is not HTML, and a redirect.
 */

/** An HTML page over the fetcher's 2 MB limit. */
const LARGE_PAGE = `<!doctype html><html><body>${'<p>All work and no play makes Jack a dull boy.</p>'.repeat(60_000)}</body></html>`;

export function createPagesStandIn(options: { prefix?: string; hangMs?: number } = {}): Route[] {
  const prefix = options.prefix ?? PAGES_STAND_IN_PATH;
  const hangMs = options.hangMs ?? 30_000;
  return [
    route({
      method: 'GET',
      path: `${prefix}/:page`,
      access: 'guest',
      summary: 'Web pages stand-in: a page by its name, or an error path (missing, slow, large, image.png, moved)',
      params: z.object({ page: z.string() }),
      responses: { 200: { description: 'The page (text/html)' } },
      async handler({ params, reply }) {
        const name = params().page;
        switch (name) {
          case 'slow':
            await hang(reply.raw, hangMs);
            return reply.code(504).type('text/plain').send('Gave up');
          case 'large':
            return reply.type('text/html; charset=utf-8').send(LARGE_PAGE);
          case 'image.png':
            return reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
          case 'moved':
            return reply.code(302).header('location', 'lotus-parking').send();
          default: {
            const found = STAND_IN_PAGES[name];
            if (!found) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><h1>Not found</h1>');
            return reply.type('text/html; charset=utf-8').send(found.html);
          }
        }
      },
    }),
  ];
}

/** The stand-in web site on the development API (never in production). */
export const pagesStandInDomain: DomainModule = {
  name: 'pagesStandIn',
  migrations: [],
  developmentOnly: true,
  routes: () => createPagesStandIn(),
};
