import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, DEMO, host, sidewaysScroll, signInWithTokens, SUPER_ADMIN, visitInShell } from './support';

/*
 * What the walk of every /admin screen found (issue 31), held: each check here is one an admin tripped over.
 */

/** Every e-mail on the main part whose lines break anywhere but after its "@" or a dot, with the letter before the break. */
function emailsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const found: string[] = [];
    for (const element of document.querySelectorAll('main a')) {
      const text = (element.textContent ?? '').trim();
      if (!EMAIL.test(text)) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let top: number | null = null;
      let before = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = node.textContent ?? '';
        for (let index = 0; index < data.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top !== null && rect.top > top + 2 && before !== '@' && before !== '.') found.push(`${text} after "${before}"`);
          top = rect.top;
          before = data[index] ?? '';
        }
      }
    }
    return found;
  });
}

test('at 1024 px, in Russian, Ukrainian and Portuguese, the back office’s e-mails wrap only after “@” or a dot, and its lists do not scroll sideways', async ({ page, request }) => {
  // "exam|ple.com" broke mid-word in the users list, every payment, new clients and the instances' owners; the promo
  // codes, the instances, the accidents and the outgoing volume scrolled sideways (nine, seven and ten columns).
  test.setTimeout(240_000);
  await signInWithTokens(page, request, ADMIN);
  const routes = ['/admin/users', '/admin/pays', '/admin/newClients', '/admin/instances', '/admin/promocodes', '/admin/accidents', '/admin/outgoing'];
  const findings: string[] = [];
  await page.setViewportSize({ width: 1024, height: 900 });
  for (const locale of ['ru', 'uk-UA', 'pt-BR'] as const) {
    await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
    await page.goto(`${host('main')}${routes[0]}`);
    for (const route of routes) {
      if (route !== routes[0]) await visitInShell(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      findings.push(...(await emailsBrokenMidWord(page)).map((what) => `${locale} ${route}: e-mail ${what}`));
      await expect.poll(() => sidewaysScroll(page), { message: `${locale} ${route} scrolls sideways` }).toEqual([]);
    }
  }
  expect(findings).toEqual([]);
});

test('on a 390 px phone, in Ukrainian, a company’s status fits the screen: its facts’ terms wrap rather than push the page sideways', async ({ page, request }) => {
  await signInWithTokens(page, request, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('cabinet.locale', 'uk-UA'));
  await page.goto(`${host('main')}/admin/users?search=${encodeURIComponent(DEMO.email)}`);
  await page.getByRole('link', { name: DEMO.email }).click();
  const company = page.getByRole('region', { name: 'Компанії в системі запису' }).getByRole('link').first();
  await company.click();
  await expect(page).toHaveURL(/\/admin\/status\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main dl').first()).toBeVisible();
  await expect.poll(() => sidewaysScroll(page)).toEqual([]);
});

test('at 1024 px, in Ukrainian and Portuguese, the super-admin’s news list does not scroll sideways', async ({ page, request }) => {
  // Eight columns scrolled 133 px in uk-UA and 45 px in pt-BR: the type sits under the title, the order under the placement.
  await signInWithTokens(page, request, SUPER_ADMIN);
  await page.setViewportSize({ width: 1024, height: 900 });
  for (const locale of ['uk-UA', 'pt-BR'] as const) {
    await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
    await page.goto(`${host('main')}/admin/news`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    await expect.poll(() => sidewaysScroll(page), { message: locale }).toEqual([]);
  }
});
