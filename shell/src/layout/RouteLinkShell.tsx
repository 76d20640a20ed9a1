import type { MouseEvent, ReactNode } from 'react';
import { Typography } from '@cabinet/design';
import type { RouteId } from '@cabinet/contracts';
import { useShell } from '../ShellContext';

/** A link by route id inside the shell; plain text where the host does not have the route. */
export function RouteLinkShell({ to, children }: { to: RouteId; children: ReactNode }) {
  const { links } = useShell();
  const href = links.href(to);
  if (!href) return <>{children}</>;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    links.navigate(to);
  };
  return (
    <Typography.Link href={href} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}
