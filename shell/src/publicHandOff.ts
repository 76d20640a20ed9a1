/**
 * A message's link to a client (review, visit confirmation) opens on the business's cabinet host, on a phone.
 * Those pages are mf-widgets' public views: the entry hands them to the remote's standalone build, which draws
 * them without any cabinet code (issue 32: a public view's first load ≤ 100 KB gzip; through the shell's
 * bootstrap it was 211 KB). Servers give these paths `public.html`, index.html without the bootstrap's
 * preloads (shared/build/serve.mjs, docs/deploy.md); any other page still hands them off, only heavier.
 * Kept in step with mf-widgets' public views of shared/contracts/src/remotes.mjs by publicHandOff.test.ts.
 */
export const HANDED_OFF_REMOTE = 'mf-widgets';
export const HANDED_OFF_PATH = /^\/(?:vn|rv|bw|ibw)\/[^/]+\/?$/i;

/** The container `startStandalone` draws a remote's page view into (shared/contracts standalone.tsx). */
const STANDALONE_CONTAINER = 'cabinet-standalone';

interface HandOffTarget {
  standaloneUrl: string;
  api: string;
}

/** Where the remote's standalone build and the API are, from the environment file (a published version's folder holds its standalone.js). */
export function handOffTarget(environment: unknown): HandOffTarget | null {
  if (typeof environment !== 'object' || environment === null || !('remotes' in environment) || !('apis' in environment)) return null;
  const { remotes, apis } = environment;
  const remote: unknown = typeof remotes === 'object' && remotes !== null ? Reflect.get(remotes, HANDED_OFF_REMOTE) : null;
  const entry: unknown = typeof remote === 'object' && remote !== null ? Reflect.get(remote, 'entry') : null;
  const api: unknown = typeof apis === 'object' && apis !== null ? Reflect.get(apis, 'main') : null;
  if (typeof entry !== 'string' || typeof api !== 'string') return null;
  try {
    return { standaloneUrl: new URL('standalone.js', entry).href, api };
  } catch {
    return null;
  }
}

/**
 * Loads the remote's standalone page in place of the app. Whatever fails (the environment, the script) falls
 * back to `start`, the shell drawing the same view itself: the client sees the page either way.
 */
export async function handOff(environment: Promise<Response>, start: () => void, doc: Document = document): Promise<void> {
  let target: HandOffTarget | null = null;
  try {
    // A clone: the shell's bootstrap reads the same answer when it has to take over.
    const response = (await environment).clone();
    target = response.ok ? handOffTarget(await response.json()) : null;
  } catch {
    target = null;
  }
  const root = doc.getElementById('root');
  if (!target || !root) {
    start();
    return;
  }
  const page = doc.createElement('div');
  page.id = STANDALONE_CONTAINER;
  root.hidden = true;
  root.before(page);
  const script = doc.createElement('script');
  script.src = target.standaloneUrl;
  script.dataset.api = target.api;
  script.addEventListener('error', () => {
    page.remove();
    script.remove();
    root.hidden = false;
    start();
  });
  doc.body.append(script);
}
