/**
 * A signed-in visit of a page with the layout shows its frame at once, not a blank page (issue 21): drawn by
 * the entry script before the bootstrap downloads, since the CSP allows no inline script in index.html.
 * React replaces it with the real layout; its styles are index.html's `.boot*` rules.
 */
const BARE_PATHS = /^\/(account|accounts\/connect|il|to|rv|404|widget|demo|publicpayments|ai-chat)(\/|$)/i;

export function drawBootFrame(root: HTMLElement | null, path: string, signedIn: boolean): void {
  if (!root || !signedIn) return;
  // A signed-out page prerendered for everyone (src/prerender): a signed-in visitor is sent on, not shown it.
  if (root.hidden) {
    document.getElementById('prerendered')?.remove();
    root.hidden = false;
  }
  if (BARE_PATHS.test(path)) return;
  let bars = '<div class="boot-bar boot-title"></div>';
  for (let i = 0; i < 6; i += 1) bars += `<div class="boot-bar" style="width:${96 - ((i * 13) % 30)}%"></div>`;
  root.innerHTML = `<div class="boot" aria-busy="true"><div class="boot-side"></div><div><div class="boot-header"></div><div class="boot-main">${bars}</div></div></div>`;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem('cabinet.token');
  } catch {
    return null; // storage refused: the app draws itself
  }
}

drawBootFrame(document.getElementById('root'), location.pathname, storedToken() !== null);
