import { expect, test } from '@playwright/test';
import { DEMO, REMOTE_ORIGINS, host, signInWithTokens } from './support';

test('an unreachable remote shows the fallback in the layout, the rest works, and retry recovers it', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  // mf-insights (home) is down: its manifest cannot be fetched.
  const outage = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(`${REMOTE_ORIGINS['mf-insights']}/**`, outage);
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[cabinet] remote')) failures.push(message.text());
  });

  await page.goto(`${host('main')}/`);
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
  expect(failures.join('\n')).toContain('mf-insights');
  // The layout around it keeps working: the sidebar takes us to another remote's section.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Flows' }).click();
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();

  // The remote is back: retry loads it without reloading the page.
  await page.unroute(`${REMOTE_ORIGINS['mf-insights']}/**`, outage);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toHaveCount(0);
  expect(navigations).toEqual([]);
});
