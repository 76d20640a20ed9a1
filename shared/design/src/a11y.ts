/**
 * Fixes antd's defaults cannot express as tokens. Injected once per page by
 * the first DesignProvider: the password eye icon is a 14 px target, WCAG 2.2
 * asks for 24 px; a link inside a sentence must be told apart without colour
 * (WCAG 1.4.1), while standalone links and buttons stay plain.
 */
const GLOBAL_FIXES = `
.ant-typography a.ant-typography, .ant-checkbox-label a.ant-typography, p a { text-decoration: underline; }
.ant-input-affix-wrapper .ant-input-suffix .ant-input-password-icon { padding: 6px; margin: -6px -6px -6px 0; }
.ant-form-item-explain-error { font-weight: 500; }
`;

let injected = false;
const injectedInto = new WeakSet<ShadowRoot>();

/** The same fixes inside a shadow root (an embedded view), where the page's head does not reach. */
export function injectGlobalFixesInto(root: ShadowRoot): void {
  if (injectedInto.has(root)) return;
  injectedInto.add(root);
  const style = document.createElement('style');
  style.dataset.cabinet = 'design-fixes';
  style.textContent = GLOBAL_FIXES;
  root.appendChild(style);
}

export function injectGlobalFixes(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.cabinet = 'design-fixes';
  style.textContent = GLOBAL_FIXES;
  document.head.appendChild(style);
}
