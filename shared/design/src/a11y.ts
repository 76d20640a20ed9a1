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
  hideDecorativeIcons(root);
  const style = document.createElement('style');
  style.dataset.cabinet = 'design-fixes';
  style.textContent = GLOBAL_FIXES;
  root.appendChild(style);
}

export function injectGlobalFixes(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  hideDecorativeIcons(document.documentElement);
  const style = document.createElement('style');
  style.dataset.cabinet = 'design-fixes';
  style.textContent = GLOBAL_FIXES;
  document.head.appendChild(style);
}

/** antd's default name of an icon is its file name ("home", "close-circle"), which it also puts in the class. */
function namedByDefault(icon: Element): boolean {
  const label = icon.getAttribute('aria-label');
  return label !== null && icon.classList.contains(`anticon-${label}`);
}

/** What a person acts on: an icon alone in one of these is its name (antd's clear, close and remove icons included). */
const CONTROL = 'button, a, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [class*="-remove"], [class*="-close"], [class*="-clear"]';

/**
 * The icon is all a control shows and nothing else names it (antd's alert and tag close buttons, a select's
 * remove icon, the password eye, which antd makes clickable with a tabindex): hiding it would leave the
 * control nameless, so antd's name stays.
 */
function namesAControl(icon: Element): boolean {
  if (icon.hasAttribute('tabindex')) return true;
  const control = icon.parentElement?.closest(CONTROL);
  if (!control) return false;
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.hasAttribute('title')) return false;
  return (control.textContent ?? '').trim() === '';
}

/**
 * antd's pagination names its previous and next buttons only by the list item's `title` ("Previous Page", in
 * the page's language), which the button does not take: the button gets it as its name, so its icon ("left")
 * is decorative. The jump items ("Next 5 Pages") are list items the keyboard reaches by themselves; the link
 * inside, which no one focuses, is hidden with its icons.
 */
function namePaginationControl(icon: Element): void {
  const control = icon.closest('.ant-pagination-item-link');
  if (!control) return;
  if (control.tagName !== 'BUTTON') {
    control.setAttribute('aria-hidden', 'true');
    return;
  }
  const title = control.closest('li[title]')?.getAttribute('title');
  if (title && control.getAttribute('aria-label') !== title) control.setAttribute('aria-label', title);
}

function hideIconsIn(node: Node): void {
  if (!(node instanceof Element)) return;
  const icons = node.matches('.anticon[role="img"]') ? [node] : Array.from(node.querySelectorAll('.anticon[role="img"]'));
  for (const icon of icons) {
    if (!namedByDefault(icon)) continue;
    namePaginationControl(icon);
    const hidden = icon.getAttribute('aria-hidden') === 'true';
    const decorative = !namesAControl(icon);
    if (decorative && !hidden) icon.setAttribute('aria-hidden', 'true');
    else if (!decorative && hidden && icon.hasAttribute('data-decorative')) icon.removeAttribute('aria-hidden');
    if (decorative) icon.setAttribute('data-decorative', '');
  }
}

/**
 * antd draws every icon as `<span role="img" aria-label="home">`, and that English file name joins the
 * accessible name of the link or button it sits in ("home Home", "credit-card Payment") and is read out
 * inside alerts ("close-circle"). Every icon is decorative unless its author names it (an `aria-label` other
 * than antd's default) or it is all a control shows (namesAControl): the icons of antd's own components
 * included, which no prop reaches, so the page's icons are hidden as they are added, and looked at again when
 * what surrounds them changes. The observer's callback runs before the next paint.
 */
export function hideDecorativeIcons(root: Element | ShadowRoot): void {
  if (typeof MutationObserver === 'undefined') return;
  for (const element of root instanceof Element ? [root] : Array.from(root.children)) hideIconsIn(element);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') hideIconsIn(record.target);
      else {
        record.addedNodes.forEach(hideIconsIn);
        // Text added to or taken from a control changes whether its icon names it.
        const control = record.target instanceof Element ? record.target.closest(CONTROL) : null;
        if (control) hideIconsIn(control);
      }
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'title'] });
}
