import { expect, test, type Page } from './fixtures';
import { DEMO, cabinetPaths, host, signInWithTokens, visitInShell } from './support';

/**
 * Issue 36's sweep: every page a user reaches by links on the main host (the host with every built domain),
 * at 390 px. Each page keeps its actions on the screen (no sideways scroll, no button or link beyond the
 * screen's edge, also inside a list that scrolls on its own) and no icon lends its name to a control. The
 * other hosts' own pages are swept for sideways scroll by shell-ux.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(240_000);

/** A page in the running shell, once its skeletons have given way to content. */
async function visit(page: Page, path: string): Promise<void> {
  await visitInShell(page, path);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** What on the page breaks the rules above, described for the failure message. */
function problemsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`scrolls sideways by ${sideways} px`);
    const main = document.querySelector('main');
    for (const control of main ? Array.from(main.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]')) : []) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[aria-hidden="true"], [hidden], .ant-tabs-nav-operations')) continue;
      const style = window.getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        problems.push(`"${name.slice(0, 40)}" lies off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
    }
    // antd names an icon by its file name (<span role="img" aria-label="home" class="anticon anticon-home">):
    // read out, that name leaks into its control's ("home Home"). An icon its author named is no leak.
    for (const icon of Array.from(document.querySelectorAll('.anticon[role="img"]:not([aria-hidden="true"])'))) {
      const label = icon.getAttribute('aria-label');
      if (icon.closest('[aria-hidden="true"]') || !label || !icon.classList.contains(`anticon-${label}`)) continue;
      problems.push(`icon "${label}" is named`);
    }
    return problems;
  });
}

test('every page reachable on the main host keeps its actions on a 390 px screen and no icon names a control', async ({ page, request }) => {
  const origin = host('main');
  await signInWithTokens(page, request, DEMO, origin);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The sidebar's links are in the menu drawer on a phone.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const start = await cabinetPaths(page, origin);
  await page.keyboard.press('Escape');

  const seen = new Set<string>();
  const queue = [...new Set(['/', ...start])];
  const found: string[] = [];
  // Two levels: the sidebar's pages, then the pages their content links to (a list's rows, a section's tabs).
  for (let level = 0; level < 2; level += 1) {
    const next: string[] = [];
    for (const path of queue) {
      if (seen.has(path) || /\/(logout|account\/login)/i.test(path)) continue;
      seen.add(path);
      await visit(page, path);
      for (const problem of await problemsOnPage(page)) found.push(`${path}: ${problem}`);
      if (level === 0) next.push(...(await cabinetPaths(page, origin)));
    }
    queue.splice(0, queue.length, ...new Set(next));
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(found).toEqual([]);
});
