import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Below this width a list shows each row as a card: every column's title beside its value and the actions
 * last, so on a 390 px phone nothing (a status, a reason, a row's actions) sits off-screen behind a
 * sideways scroll. Measured on the list's own box, not the window: beside a sidebar a tablet is narrow too.
 */
export const CARD_LIST_MAX_WIDTH = 640;

/** Whether the element is narrower than the card breakpoint; false until measured (jsdom measures 0). */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number) => setNarrow(width > 0 && width < CARD_LIST_MAX_WIDTH);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}

/**
 * Whether the element's content is wider than the element (a wide table scrolling sideways in its box):
 * such a box takes keyboard focus and a name, so the keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
