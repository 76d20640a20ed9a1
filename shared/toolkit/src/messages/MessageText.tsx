import type { CSSProperties } from 'react';
import { Typography } from '@cabinet/design/core';
import { useTooltipOpen } from '@cabinet/design/overlays';

/**
 * A message's text in a list, clamped to `rows` lines and whole in antd's ellipsis tooltip when clamped.
 * On a phone that tooltip hides by itself after 2.5 s, as the design's Tooltip does (spec section 9); left
 * to antd, it stayed open until the next tap elsewhere (issue 36 item 22).
 */
export function MessageText({ text, rows = 2, style }: { text: string; rows?: number; style?: CSSProperties }) {
  const [open, setOpen] = useTooltipOpen();
  return (
    <Typography.Paragraph ellipsis={{ rows, tooltip: { title: text, open, onOpenChange: setOpen } }} style={{ margin: 0, ...style }}>
      {text}
    </Typography.Paragraph>
  );
}
