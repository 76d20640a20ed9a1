/*
 * Which build of the public views a page needs (standalone.ts): the booking views are drawn with the plain
 * design alone and come in a build rendered by preact (plainStandaloneViews.tsx, about 60 KB gzip lighter);
 * the others need antd, so React. Kept apart from both builds: the entry reads it before loading either.
 */

/** The views plainStandaloneViews.tsx renders. */
export const PLAIN_VIEWS = ['bookingWidget', 'iikoBookingWidget'] as const;

/** Their standalone pages' paths (routes: /bw/{widgetId}, /ibw/{widgetId}). */
const PLAIN_PATH = /^\/i?bw\/[^/]+\/?$/i;

const isPlainView = (id: string | undefined) => PLAIN_VIEWS.some((view) => view === id);

/**
 * Whether the page shows plain views only: every `[data-cabinet-view]` container names one (embedded), or,
 * with no container, the remote's own page is at one's path.
 */
export function showsOnlyPlainViews(page: Pick<Document, 'querySelectorAll'>, pathname: string): boolean {
  const containers = [...page.querySelectorAll<HTMLElement>('[data-cabinet-view]')].filter((element) => !element.shadowRoot);
  if (containers.length > 0) return containers.every((element) => isPlainView(element.dataset.cabinetView));
  return PLAIN_PATH.test(pathname);
}
