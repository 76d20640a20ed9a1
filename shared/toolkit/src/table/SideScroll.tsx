import { useRef, type ReactNode } from 'react';
import { useScrollsSideways } from '../list/narrow';

/**
 * A box for what must keep its grid on a phone (a heat map, a table of figures by column): wider than the
 * screen, it scrolls sideways inside itself, so the page never does and nothing around it leaves the screen.
 * While it scrolls it takes keyboard focus and `label` as its name, so the keyboard can scroll it too
 * (axe: scrollable-region-focusable).
 */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <div ref={box} style={{ overflowX: 'auto', maxWidth: '100%' }} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
