import type { ReactNode } from 'react';
import { DesignOnDemand } from '@cabinet/design/plain';
import { useShell } from '../ShellContext';

/**
 * antd's provider in the host's brand and the page's language, around a part of the shell drawn with antd (the
 * signed-in layout, the shell's own pages, the unsaved-changes dialog). It loads antd when such a part first
 * renders (suspending until then), so the signed-out pages, drawn with the plain primitives, never do.
 */
export function WithDesign({ children }: { children: ReactNode }) {
  const { host, locale } = useShell();
  return (
    <DesignOnDemand brand={host.theme} locale={locale}>
      {children}
    </DesignOnDemand>
  );
}
