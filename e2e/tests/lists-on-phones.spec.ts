import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { API, DEMO, host, signInWithTokens } from './support';

/*
 * Issue 36: on a 390 px phone the recipients table, the message logs and the subscriptions table hid
 * Status, Reason and the row's actions behind a sideways scroll. Lists show each row as a card there
 * (the toolkit's PagedTable), so every action of every row lies on the screen.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function demoGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`${API}/${path}`, { headers: { Authorization: `Bearer ${token}` }, params });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** What lies beyond the screen's right edge: the page's sideways scroll, and each list's own. */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    for (const table of document.querySelectorAll('table')) {
      const name = table.getAttribute('aria-label') ?? 'a table';
      for (let box = table.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'auto' && box.scrollWidth > box.clientWidth + 1) {
          found.push(`${name} scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
          break;
        }
      }
      for (const control of table.querySelectorAll('button, a[href], [role="button"], dd')) {
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth + 0.5)) found.push(`${name}: "${control.textContent?.trim()}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      }
    }
    return found;
  });
}

test('every list keeps its rows’ fields and actions on a 390 px screen', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  const mailings = await demoGet<{ items: { id: string }[] }>(request, token, 'api/v1/Distributions', { pageSize: '50' });
  let mailingId: string | undefined;
  for (const mailing of mailings.items) {
    const recipients = await demoGet<{ total: number }>(request, token, `api/v1/Distributions/${mailing.id}/Recipients`);
    if (recipients.total > 0) {
      mailingId = mailing.id;
      break;
    }
  }
  expect(mailingId, 'a demo mailing with recipients').toBeDefined();
  const flows = await demoGet<{ items: { id: string; title: string }[] }>(request, token, 'api/v1/Workflows', { pageSize: '50' });
  const reminder = flows.items.find((flow) => flow.title === 'Reminder a day before');
  expect(reminder, 'the demo’s day-before reminder').toBeDefined();

  const lists = [
    { path: `/distributions/${mailingId}/stats`, field: 'Status' },
    { path: '/insights/message-logs/', field: 'Status' },
    { path: `/flows/edit/${reminder?.id}/messages`, field: 'Status' },
    { path: '/payments/subscriptions', field: null },
  ];
  const problems: string[] = [];
  for (const list of lists) {
    await page.goto(`${host('main')}${list.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (list.field) {
      // A row arrived, as a card: its fields are terms beside their values (offScreen checks where they lie).
      await expect(page.getByRole('table').getByRole('term').filter({ hasText: list.field }).first()).toBeVisible();
    }
    problems.push(...(await offScreen(page)).map((problem) => `${list.path}: ${problem}`));
  }
  // In Russian the list filters' options are the widest: a widget's ratings filter by rating and by period.
  const widgets = await demoGet<{ kind: string; id: string }[]>(request, token, 'api/v1/Widgets');
  const review = widgets.find((widget) => widget.kind === 'review');
  expect(review, 'a demo review widget').toBeDefined();
  await page.evaluate(() => localStorage.setItem('cabinet.locale', 'ru'));
  const ratings = `/widgets/reviews/rating/${review?.id}`;
  await page.goto(`${host('main')}${ratings}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await offScreen(page)).map((problem) => `${ratings} (ru): ${problem}`));
  expect(problems).toEqual([]);
});

test('charts keep their text at 11 px or more on a 390 px screen, with a value axis', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/insights?period=month`);
  const charts = page.getByRole('figure');
  await expect(charts.first().getByRole('img')).toBeVisible();
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('figure svg')].flatMap((svg) => {
      if (!(svg instanceof SVGSVGElement)) return [];
      // On screen a text is its font size times the SVG's scale (its drawn width over its viewBox's).
      const scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || svg.getBoundingClientRect().width);
      return [...svg.querySelectorAll('text')].map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale);
    }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  // The messages-by-day chart reads its values off an axis that starts at 0.
  await expect(charts.first().getByRole('img')).toBeVisible();
  expect(await page.locator('figure svg text').filter({ hasText: /^0$/ }).count()).toBeGreaterThan(0);
  expect(await offScreen(page)).toEqual([]);
});
