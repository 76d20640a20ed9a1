import { expect, test, type Page } from '@playwright/test';
import { API, DEMO, HOST_NAMES, host } from './support';

/**
 * Issue 29: the signed-out pages arrive prerendered (shared/build/prerender.mjs), so they paint before any
 * script; the app then takes the page over without a console error or a layout shift.
 */
const PAGES = [
  { path: '/account/login', form: true },
  { path: '/account/register', form: true },
  { path: '/account/forgot-password', form: true },
  { path: '/account/reset-password', form: true },
  { path: '/Account/ConfirmEmail?userId=0&code=0', form: false },
  { path: '/demo', form: false },
] as const;

const LOCALES = [
  { browser: 'en-US', lang: 'en', loading: 'The page is loading…' },
  { browser: 'ru-RU', lang: 'ru', loading: 'Страница загружается…' },
] as const;

/** Every layout shift of the page from its first paint (buffered), named by what moved, for the assertion. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const value = 'value' in entry ? Number(entry.value) : 0;
        const sources = 'sources' in entry && Array.isArray(entry.sources) ? entry.sources : [];
        const moved = sources.map((source: unknown) => {
          const node = source && typeof source === 'object' && 'node' in source ? source.node : null;
          return node instanceof Element ? node.outerHTML.slice(0, 120) : String(node);
        });
        shifts.push(`${value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.defineProperty(window, 'cabinetLayoutShifts', { get: () => shifts });
  });
}

for (const locale of LOCALES) {
  test.describe(`prerendered signed-out pages in ${locale.lang}`, () => {
    test.describe('with JavaScript disabled', () => {
      test.use({ javaScriptEnabled: false, locale: locale.browser });

      for (const { path, form } of PAGES) {
        test(`${path} shows its content, and its form sends nothing`, async ({ page }) => {
          await page.goto(`${host('main')}${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
          const content = page.locator('#prerendered');
          await expect(content).toBeVisible();
          await expect(content.getByRole('heading').first()).toBeVisible();
          if (form) {
            const submit = content.locator('button[type="submit"]');
            await expect(submit).toBeDisabled();
            await expect(submit).toHaveText(locale.loading);
            // Enter in a field does not submit a form whose submit button is disabled: nothing leaves the page.
            const requests: string[] = [];
            page.on('request', (request) => requests.push(request.url()));
            const field = content.locator('input:not([type="checkbox"]):not([type="hidden"])').first();
            await field.fill('owner@salon.example');
            await field.press('Enter');
            await expect(field).toHaveValue('owner@salon.example');
            expect(requests).toEqual([]);
          }
        });
      }
    });

    test.describe('with JavaScript', () => {
      test.use({ locale: locale.browser });

      for (const { path, form } of PAGES) {
        test(`${path} is taken over by the app without a console error or a layout shift`, async ({ page }) => {
          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));
          // The API holds its answers, as while prerendering: the page stays in the state it was prerendered in.
          await page.route(`${API}/**`, () => undefined);
          await watchLayoutShifts(page);
          await page.goto(`${host('main')}${path}`);
          await expect(page.locator('#prerendered')).toHaveCount(0);
          await expect(page.locator('#root')).toBeVisible();
          await expect(page.locator('#root').getByRole('heading').first()).toBeVisible();
          if (form) await expect(page.locator('#root button[type="submit"]')).toBeEnabled();
          // Half a second more for anything that would move after the swap.
          await page.waitForTimeout(500);
          // CLS 0: nothing moved at all.
          expect(await page.evaluate(() => Array.from(Reflect.get(window, 'cabinetLayoutShifts') ?? [], String))).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    });
  });
}

test.describe('the prerendered sign-in form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is labelled and styled before any script', async ({ page }) => {
    await page.goto(`${host('main')}/account/login`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // The plain stylesheet came with the page: the button is drawn by it, not in the browser's grey.
    const background = await page.locator('#prerendered button[type="submit"]').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test('what the visitor typed before the app took over stays, and signing in works', async ({ page }) => {
  // The app's scripts wait until the visitor has typed: the prerendered form takes the text.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${host('main')}/main.js`, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The page's load event waits for its scripts: this visit goes on once the HTML has arrived.
  await page.goto(`${host('main')}/account/login`, { waitUntil: 'commit' });
  await page.locator('#prerendered').getByLabel('Email').fill(DEMO.email);
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
});

for (const name of HOST_NAMES) {
  test(`signing in from the prerendered login works on the ${name} host`, async ({ page }) => {
    await page.goto(`${host(name)}/account/login`);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/account\/login/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}
