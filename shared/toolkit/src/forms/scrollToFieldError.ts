/**
 * The shell's header stays on top of the page (sticky, antd's 64 px) while it scrolls: a field scrolled to
 * the top edge would hide its label under it (issue 21, item 13). This leaves the header's height and a
 * little air above the field's label.
 */
export const STICKY_HEADER_OFFSET_PX = 64 + 16;

/**
 * Brings the first field marked in error inside `container` into view with its label below the sticky
 * header, and focuses its control, so a save refused by a field the user cannot see is never silent. The
 * field is the form item (label, control and message), found by the class antd marks it with.
 */
export function scrollToFieldError(container: HTMLElement | null): boolean {
  const item = container?.querySelector<HTMLElement>('.ant-form-item-has-error');
  if (!item) return false;
  // scroll-margin is what scrollIntoView leaves free above its target.
  item.style.scrollMarginTop = `${STICKY_HEADER_OFFSET_PX}px`;
  // jsdom has no scrolling at all.
  if ('scrollIntoView' in item) item.scrollIntoView({ block: 'start', behavior: 'smooth' });
  item.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [role="combobox"], [tabindex="0"]')?.focus({ preventScroll: true });
  return true;
}
