/**
 * A prerendered signed-out page (shared/build/prerender.mjs) arrives as `#prerendered`, drawn with antd's
 * styles before any script, beside an empty hidden `#root`. The app renders into `#root` unseen; once it has
 * drawn the page's landmark (`data-ready`: its form, else its heading) the two swap in one frame, carrying over
 * what the visitor typed and where the cursor was. A swap, not hydrateRoot: see docs/performance.md.
 */

/**
 * The label of a prerendered page's submit buttons until the app takes over. The build reads its translations
 * from the shell's catalogue (shared/build/bin/prerender.mjs); no script draws it.
 */
export const PAGE_LOADING = /*i18n*/ { id: 'shell.prerender.loading', message: 'The page is loading…' };

/** Past this the app's own page is shown whatever it draws (its loading state, or a failure). */
const TAKEOVER_LIMIT_MS = 15_000;

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Typed text and ticks move into the app's fields of the same id, through the events React listens to. */
function carryOver(from: HTMLElement, to: HTMLElement): void {
  for (const field of Array.from(from.querySelectorAll('input[id]'))) {
    if (!(field instanceof HTMLInputElement)) continue;
    const target = to.querySelector(`#${CSS.escape(field.id)}`);
    if (!(target instanceof HTMLInputElement)) continue;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== target.checked) target.click();
    } else if (field.value !== '' && target.value === '' && valueSetter) {
      valueSetter.call(target, field.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  const focused = document.activeElement;
  const focusId = focused instanceof HTMLElement && from.contains(focused) ? focused.id : '';
  const target = focusId ? to.querySelector(`#${CSS.escape(focusId)}`) : null;
  if (target instanceof HTMLElement) target.focus();
}

/** Shows the app's page and forgets the prerendered one and its styles. */
export function dropPrerendered(root: HTMLElement, carry = false): void {
  const prerendered = document.getElementById('prerendered');
  root.hidden = false;
  if (!prerendered) return;
  if (carry) carryOver(prerendered, root);
  prerendered.remove();
  for (const style of Array.from(document.querySelectorAll('style[data-prerendered]'))) style.remove();
}

/**
 * Call before the app's first render into `root`: swaps the prerendered page for the app's once the app has
 * drawn the same landmark, or shows a failure (an alert) at once. Does nothing on a page that was not prerendered.
 */
export function takeOverPrerendered(root: HTMLElement, limitMs = TAKEOVER_LIMIT_MS): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  const landmark = prerendered.dataset.ready || 'form';
  const observer = new MutationObserver(() => {
    if (root.querySelector(landmark) || root.querySelector('[role="alert"]')) swap();
  });
  const timer = setTimeout(() => swap(), limitMs);
  function swap(): void {
    observer.disconnect();
    clearTimeout(timer);
    dropPrerendered(root, true);
  }
  observer.observe(root, { childList: true, subtree: true });
}
