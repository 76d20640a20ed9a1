import { Typography } from '@cabinet/design/core';
import { Layout } from '@cabinet/design/overlays';
import { useShell } from '../ShellContext';

/** Version shown in the footer (spec section 2). */
export const CABINET_VERSION = 'v2.0';

export function Footer() {
  const { host } = useShell();
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {host.brandName} · {CABINET_VERSION}
      </Typography.Text>
    </Layout.Footer>
  );
}
