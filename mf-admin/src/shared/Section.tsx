import type { CSSProperties, ReactNode } from 'react';
import { Surface, Typography } from '@cabinet/design/core';

/** A titled part of a back-office page (a user's profile, payments, audit trail, …). */
export function Section({ title, style, children }: { title: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <Surface style={style}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Surface>
  );
}
