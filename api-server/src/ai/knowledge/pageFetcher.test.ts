import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { htmlToText } from './htmlText';
import { isNonPublicAddress } from '../../platform/net/publicAddress';
import { PageFetchError, pageFetcher } from './pageFetcher';
import { STAND_IN_PAGES } from './demoPages';
import { createPagesStandIn } from '../standIns/pages';

let site: StandInServer;
beforeAll(async () => {
  site = await startStandInServer(createPagesStandIn({ hangMs: 5_000 }));
});
afterAll(async () => {
  await site.close();
});
const at = (page: string) => `${site.url}/stand-ins/web/${page}`;

/** Development's fetcher (the stand-in site is on 127.0.0.1). */
const development = pageFetcher({ allowPrivate: true, timeoutMs: 5_000 });

/** The refusal's kind (what the screen says) and its detail. */
async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PageFetchError)) throw new Error(`Expected a PageFetchError, got ${String(error)}`);
  return [error.kind, error.message];
}

it('knows the private, local and link-local ranges, IPv4 and IPv6, and lets public addresses through', () => {
  for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd12:3456::1', 'fe80::1', '::ffff:192.168.0.1', '::ffff:127.0.0.1']) {
    expect([address, isNonPublicAddress(address)]).toEqual([address, true]);
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([address, isNonPublicAddress(address)]).toEqual([address, false]);
});

it('in production refuses a host resolving to a private or local address, at the check and at the fetch, and never connects', async () => {
  const resolved: Record<string, string[]> = { 'intranet.example': ['10.0.0.7'], 'mixed.example': ['93.184.216.34', '127.0.0.1'], 'shop.example': ['93.184.216.34'] };
  const production = pageFetcher({ allowPrivate: false, resolve: (host) => Promise.resolve(resolved[host] ?? ['127.0.0.1']) });
  expect(await production.check('http://localhost:3100/')).toBe('url.private');
  expect(await production.check('https://intranet.example/wiki')).toBe('url.private');
  expect(await production.check('https://mixed.example/')).toBe('url.private');
  expect(await production.check('http://169.254.169.254/latest/meta-data')).toBe('url.private');
  expect(await production.check('http://[::1]/')).toBe('url.private');
  expect(await production.check('ftp://shop.example/')).toBe('url.invalid');
  expect(await production.check('https://shop.example/prices')).toBeNull();
  // The stand-in site itself is on 127.0.0.1: production will not read it.
  expect(await refusal(production.fetch(at('lotus-parking')))).toEqual(['pageRefused', 'The address 127.0.0.1 is in a private or local network']);
  expect(await refusal(production.fetch('http://intranet.example/'))).toEqual(['pageRefused', 'The address intranet.example is in a private or local network']);
});

it('reads an HTML page, following a redirect, and its readable text without navigation or scripts', async () => {
  const page = await development.fetch(at('moved'));
  expect(page.url).toBe(at('lotus-parking'));
  expect(page.contentType).toMatch(/^text\/html/);
  const { title, text } = htmlToText(page.html);
  expect(title).toBe('Parking and gift cards — Lotus salon');
  expect(text).toBe('Parking and gift cards\n\nParking is free for our guests behind the salon, for up to two hours.\n\nGift cards of any amount from $20 are valid for six months.');

  const salon = htmlToText(STAND_IN_PAGES['salon-aurora-about']?.html ?? '');
  expect(salon.text).not.toMatch(/Главная|Подписаться|analytics|font-family/);
  expect(salon.text).toContain('Окрашивание — только профессиональные красители L\'Oréal Professionnel и Wella.');
});

it('ends a missing page, a slow one, one over the size limit and one that is not HTML with a reason', async () => {
  expect(await refusal(development.fetch(at('missing')))).toEqual(['pageStatus', 'The page answered 404 Not Found']);
  expect(await refusal(pageFetcher({ allowPrivate: true, timeoutMs: 300 }).fetch(at('slow')))).toEqual(['pageTimeout', 'The page did not answer within 300 ms']);
  expect(await refusal(development.fetch(at('large')))).toEqual(['pageTooLarge', 'The page is larger than 2 MB']);
  expect(await refusal(pageFetcher({ allowPrivate: true, maxBytes: 100 }).fetch(at('lotus-parking')))).toEqual(['pageTooLarge', 'The page is larger than 100 bytes']);
  expect(await refusal(development.fetch(at('image.png')))).toEqual(['pageNotHtml', 'The address is not an HTML page (image/png)']);
  expect(await refusal(development.fetch('http://127.0.0.1:1/'))).toEqual(['fetchFailed', expect.stringMatching(/^The page could not be read: /)]);
});
