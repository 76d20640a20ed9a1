import { useEffect, useState } from 'react';
import { Tooltip as AntTooltip, type TooltipProps } from 'antd';

/** Spec section 9: on phones a tooltip hides by itself after 2.5 s. */
export const MOBILE_TOOLTIP_MS = 2500;

/** A device that cannot hover (a phone): a tapped tooltip would otherwise stay until the next tap elsewhere. */
function cannotHover(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}

/**
 * A tooltip's open state that closes by itself MOBILE_TOOLTIP_MS after it opens on a device that cannot hover:
 * for the tooltips antd draws itself (an ellipsis's), which take `open` and `onOpenChange` but are not this one.
 */
export function useTooltipOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || !cannotHover()) return;
    const timer = window.setTimeout(() => setOpen(false), MOBILE_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return [open, setOpen];
}

/** antd's Tooltip, closed by itself MOBILE_TOOLTIP_MS after it opens on a device that cannot hover. */
export function Tooltip({ onOpenChange, ...props }: Omit<TooltipProps, 'open'>) {
  const [open, setOpen] = useTooltipOpen();
  return (
    <AntTooltip
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
