import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { portOf } from '@cabinet/build/ports';
import { REMOTES, type RemoteName } from '@cabinet/contracts';
import { newContext, navigateInApp, recordScripts, settle, settleRendered, shellOrigin, trackRequests, type Tokens } from './browser';
import { HOSTS, mainRouteOf, routeOf, tourOf, type HostConfig, type TourStop } from './routes';
import { countedFiles, type Sizes } from './guard';
import { appOfUrl, distOf, distRoot, filesOfGroups, groupsLoaded, readChunkGraph, sizeOf, type Bytes, type GroupSet } from './workspace';

/** What one byte figure is made of: the chunk groups loaded (and, for a remote's visit, those already there). */
export interface ByteFigure {
  bytes: Bytes;
  groups: GroupSet;
  /** Groups the page had before (a remote's first visit counts only what it adds). */
  before?: GroupSet;
  files: number;
  /** The built files counted (absolute paths), for telling what a figure is made of. */
  counted: string[];
}

export interface Problem {
  figure: string;
  problem: string;
}

/** Loaded files by app, as dist-relative names. */
type Loaded = Map<string, Set<string>>;

function loadedFiles(urls: readonly string[]): Loaded {
  const loaded: Loaded = new Map();
  for (const url of urls) {
    const app = appOfUrl(url);
    if (!app) continue;
    const files = loaded.get(app) ?? new Set<string>();
    files.add(decodeURIComponent(new URL(url).pathname).replace(/^\//, ''));
    loaded.set(app, files);
  }
  return loaded;
}

function groupSetOf(loaded: Loaded): GroupSet {
  return Object.fromEntries([...loaded].map(([app, files]) => [app, groupsLoaded(app, files)]));
}


const isSharedGroup = (group: string) => group.startsWith('provide:') || group.startsWith('consume:');

/**
 * Failures of sharing on one page: a URL fetched twice, or one shared library's code fetched from two
 * apps (two instances: two Reacts, two antd style caches).
 */
function sharingProblems(figure: string, urls: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const url of urls) {
    if (seen.has(url)) problems.push({ figure, problem: `${url} fetched more than once` });
    seen.add(url);
  }
  const providers = new Map<string, Set<string>>();
  for (const [app, files] of loadedFiles(urls)) {
    for (const chunk of readChunkGraph(app)) {
      if (!files.has(chunk.file)) continue;
      // A chunk the app's own code also needs is not purely a library's copy.
      if (!chunk.groups.every(isSharedGroup)) continue;
      for (const group of chunk.groups) {
        const library = group.slice(group.indexOf(':') + 1);
        const apps = providers.get(library) ?? new Set<string>();
        apps.add(app);
        providers.set(library, apps);
      }
    }
  }
  for (const [library, apps] of providers) {
    if (apps.size > 1) problems.push({ figure, problem: `${library} loaded from ${[...apps].join(' and ')}: two instances` });
  }
  return problems;
}

/** The built files behind fetched script URLs (scripts of other origins, the API's, are not the apps' bytes). */
function builtFiles(urls: readonly string[]): string[] {
  return [...loadedFiles(urls)].flatMap(([app, files]) => [...files].map((file) => path.join(distOf(app), file)));
}

/**
 * A figure counts every script the page fetched (less those it had before, for a remote's visit), file by
 * file; the chunk groups are kept as a record of what it was made of, not as what is counted.
 */
async function figureOf(figure: string, urls: readonly string[], problems: Problem[], beforeUrls?: readonly string[], options: { recordedGroups: boolean } = { recordedGroups: true }): Promise<ByteFigure> {
  problems.push(...sharingProblems(figure, urls));
  const groups = groupSetOf(loadedFiles(urls));
  const before = beforeUrls ? groupSetOf(loadedFiles(beforeUrls)) : undefined;
  const counted = countedFiles(builtFiles(urls), beforeUrls ? builtFiles(beforeUrls) : []);
  // A loaded file outside every fully loaded group would be missing from the recorded groups.
  const covered = new Set(filesOfGroups(groups));
  // standalone.js is its own compilation, outside the federated build's recorded chunk graph.
  for (const [app, files] of options.recordedGroups ? loadedFiles(urls) : []) {
    for (const file of files) {
      if (!covered.has(path.join(distOf(app), file))) problems.push({ figure, problem: `${app}/${file} loaded outside any complete chunk group (the recorded groups miss it)` });
    }
  }
  return { bytes: await sizeOf(counted), files: counted.length, counted, groups, ...(before ? { before } : {}) };
}

/** `work` on every item, at most `limit` at once; the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function waitForHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).first().waitFor({ state: 'visible', timeout: 60_000 });
}

/**
 * A tour stop's screen has drawn its title before the quiet wait starts: on a loaded machine a parsed chunk
 * can run longer than the quiet window, and the stop's later chunks would go uncounted. A stop whose screen
 * never shows the title nor an alert is measured after the wait's end.
 */
async function stopDrawn(page: Page, stop: TourStop): Promise<void> {
  // A record the tour's made-up id does not name draws an alert in place of its title: drawn too.
  const drawn = page.getByRole('heading', { level: 1, name: stop.title }).first().or(page.locator('.remote [role="alert"]').first());
  await drawn.first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
}

function first(hosts: readonly HostConfig[]): HostConfig {
  const host = hosts[0];
  if (!host) throw new Error('No hosts in the shell');
  return host;
}

export const MAIN: HostConfig = HOSTS.find((host) => host.id === 'main') ?? first(HOSTS);

export interface RemoteVisit {
  remote: RemoteName;
  host: string;
  from: TourStop;
  to: TourStop;
}

/** Each remote's first visit: from the host's home (from /ideas for the remote that owns home) to its main route. */
export function remoteVisits(): RemoteVisit[] {
  const visits: RemoteVisit[] = [];
  const covered = new Set<string>();
  for (const host of HOSTS) {
    const homeOwner = routeOf(host, 'home').owner;
    for (const remote of host.remotes) {
      if (covered.has(remote)) continue;
      const to = mainRouteOf(host, remote, remote === 'mf-admin' ? { status: 'authenticated', roles: ['admin'] } : undefined);
      if (!to) continue;
      covered.add(remote);
      visits.push({ remote, host: hostnameOf(host), from: routeOf(host, remote === homeOwner ? 'ideas' : 'home'), to });
    }
  }
  return visits;
}

export function hostnameOf(host: HostConfig): string {
  return host.hostnames.find((name) => name.endsWith('.localhost') || name === 'localhost') ?? 'localhost';
}

/** The remote whose public views are figures of the guard: what a client's phone loads (issue 32). */
const PUBLIC_VIEW_REMOTE: RemoteName = 'mf-widgets';

export interface PublicView {
  /** `public:/rv`: the view's path prefix. */
  key: string;
  /** The page a client opens, its parameter made up (the view draws its not-found state). */
  url: string;
}

/**
 * The views a message's link opens (review request, visit confirmation): the links point at the business's
 * cabinet host (api-server messaging/links.ts), which hands the page to the remote's standalone build
 * (shell/src/publicHandOff.ts). The booking widgets are linked and embedded from the remote's own origin.
 */
const MESSAGE_LINK_VIEWS: readonly string[] = ['/vn/:token', '/rv/:token'];

/** mf-widgets' public views (/vn, /rv, /bw, /ibw), each a first load of the page a client opens. */
export function publicViews(): PublicView[] {
  const remote = REMOTES.find((entry) => entry.name === PUBLIC_VIEW_REMOTE);
  const paths: string[] = remote && 'publicViews' in remote ? Object.values(remote.publicViews) : [];
  return paths.map((viewPath) => ({
    key: `public:${viewPath.replace(/\/:.*$/, '')}`,
    url: `${MESSAGE_LINK_VIEWS.includes(viewPath) ? shellOrigin() : `http://localhost:${portOf(PUBLIC_VIEW_REMOTE)}`}${viewPath.replace(/:[A-Za-z]+/g, 'x')}`,
  }));
}

/** What the guard's figures are read from (the bench's results have no public views). */
type Figures = Pick<ByteResults, 'login' | 'home' | 'remotes' | 'tours'> & Partial<Pick<ByteResults, 'publicViews'>>;

export interface ByteResults {
  login: ByteFigure;
  home: ByteFigure;
  remotes: Record<string, ByteFigure & { route: string }>;
  tours: Record<string, ByteFigure & { routes: number }>;
  /** By budget key (`public:/rv`); empty unless asked for. */
  publicViews: Record<string, ByteFigure>;
  problems: Problem[];
}

export async function measureBytes(browser: Browser, accounts: { user: Tokens; admin: Tokens }, options: { tours: boolean; tourConcurrency?: number; publicViews?: boolean }): Promise<ByteResults> {
  const problems: Problem[] = [];
  let phaseStarted = Date.now();
  const phase = (name: string) => {
    console.info(`  ${name}: ${Math.round((Date.now() - phaseStarted) / 1000)} s`);
    phaseStarted = Date.now();
  };

  const loginContext = await newContext(browser);
  const loginPage = await loginContext.newPage();
  const loginScripts = recordScripts(loginPage);
  const loginTracker = trackRequests(loginPage);
  await loginPage.goto(`${shellOrigin()}/account/login`);
  await waitForHeading(loginPage, 'Sign in');
  await settle(loginTracker);
  const login = await figureOf('login', loginScripts, problems);
  await loginContext.close();

  const homeContext = await newContext(browser, { tokens: accounts.user });
  const homePage = await homeContext.newPage();
  const homeScripts = recordScripts(homePage);
  const homeTracker = trackRequests(homePage);
  await homePage.goto(`${shellOrigin()}/`);
  await waitForHeading(homePage, routeOf(MAIN, 'home').title);
  await settle(homeTracker);
  const home = await figureOf('home', homeScripts, problems);
  await homeContext.close();
  phase('login and home');

  const remotes: ByteResults['remotes'] = {};
  for (const visit of remoteVisits()) {
    const context = await newContext(browser, { tokens: visit.remote === 'mf-admin' ? accounts.admin : accounts.user });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const tracker = trackRequests(page);
    await page.goto(`${shellOrigin(visit.host)}${visit.from.path}`);
    await waitForHeading(page, visit.from.title);
    await settle(tracker);
    const before = [...scripts];
    await navigateInApp(page, visit.to.path);
    await waitForHeading(page, visit.to.title);
    await settle(tracker);
    remotes[visit.remote] = { ...(await figureOf(`first visit of ${visit.remote}`, scripts, problems, before)), route: visit.to.path };
    await context.close();
  }
  phase('each remote\'s first visit');

  const views: ByteResults['publicViews'] = {};
  if (options.publicViews) {
    // A first load with nothing cached, no session: as a client's phone opens the link or the embedding page.
    for (const view of publicViews()) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const scripts = recordScripts(page);
      const tracker = trackRequests(page);
      await page.goto(view.url);
      await settleRendered(page, tracker, 500);
      views[view.key] = await figureOf(`public view ${view.key.slice('public:'.length)}`, scripts, problems, undefined, { recordedGroups: false });
      await context.close();
    }
    phase('the public views');
  }

  const tours: ByteResults['tours'] = {};
  if (options.tours) {
    // Tours run side by side (most of a stop is waiting on the network and the API), in the hosts' order.
    const measured = await inParallel(HOSTS, options.tourConcurrency ?? 3, async (host) => {
      const stops = tourOf(host);
      const [first, ...rest] = stops;
      if (!first) return null;
      const context = await newContext(browser, { tokens: accounts.user });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      const tracker = trackRequests(page);
      const tourStarted = Date.now();
      await page.goto(`${shellOrigin(hostnameOf(host))}${first.path}`);
      await stopDrawn(page, first);
      await settleRendered(page, tracker);
      for (const next of rest) {
        const stopStarted = Date.now();
        await navigateInApp(page, next.path);
        await stopDrawn(page, next);
        await settleRendered(page, tracker);
        if (Date.now() - stopStarted > 3000) console.info(`  slow stop: ${host.id} ${next.path} ${Date.now() - stopStarted} ms`);
      }
      console.info(`  tour of ${host.id}: ${stops.length} routes in ${Math.round((Date.now() - tourStarted) / 1000)} s`);
      const figure = { ...(await figureOf(`tour of ${host.id}`, scripts, problems)), routes: stops.length };
      await context.close();
      return figure;
    });
    HOSTS.forEach((host, index) => {
      const figure = measured[index];
      if (figure) tours[host.id] = figure;
    });
    phase('the tours');
  }
  return { login, home, remotes, tours, publicViews: views, problems };
}

/** The guard's figures by budget key: login, home, `remote:<name>`, `tour:<host>`, `public:<view>`. */
export function figuresByKey(results: Figures): Record<string, ByteFigure> {
  return {
    login: results.login,
    home: results.home,
    ...Object.fromEntries(Object.entries(results.remotes).map(([remote, figure]) => [`remote:${remote}`, figure])),
    ...Object.fromEntries(Object.entries(results.tours).map(([host, figure]) => [`tour:${host}`, figure])),
    ...(results.publicViews ?? {}),
  };
}

/** Each figure's files, biggest first, gzip bytes each: where a figure's bytes went when it grows. */
export async function figureFiles(results: Figures): Promise<Record<string, { file: string; gzip: number }[]>> {
  const entries = await Promise.all(
    Object.entries(figuresByKey(results)).map(async ([key, figure]) => {
      const files = await Promise.all(figure.counted.map(async (file) => ({ file: path.relative(distRoot(), file), gzip: (await sizeOf([file])).gzip })));
      return [key, files.sort((a, b) => b.gzip - a.gzip)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function figureSizes(results: Figures): Record<string, Sizes> {
  return Object.fromEntries(Object.entries(figuresByKey(results)).map(([key, figure]) => [key, { gzip: figure.bytes.gzip, br: figure.bytes.br }]));
}
