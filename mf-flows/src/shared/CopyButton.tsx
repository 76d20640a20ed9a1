import { Button, toast } from '@cabinet/design/core';
import { Tooltip } from '@cabinet/design/overlays';

/** Two overlapping sheets: the usual "copy" mark (no such icon in the design's set, and one inline path is lighter). */
function CopyMark() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
    </svg>
  );
}

/**
 * Copies `text` and says so in a toast (or that the browser refused). Its tooltip is the design's, which hides
 * by itself 2.5 s after a tap on a phone (spec section 9); antd's `copyable` kept its tooltip open there until
 * the next tap elsewhere (issue 36, item 22).
 */
export function CopyButton({ text, label, copied, failed }: { text: string; label: string; copied: string; failed: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={<CopyMark />} aria-label={label} onClick={() => void copy()} />
    </Tooltip>
  );
}
