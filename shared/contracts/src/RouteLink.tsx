import type { MouseEvent, ReactNode } from 'react';
import { TextLink } from '@cabinet/design/plain';
import type { RouteId, RouteParams } from './routes';
import { useLinks } from './RemoteContext';

/**
 * A link to any route by id. Where the host does not have the route the
 * children render as plain text, so no remote shows a link into a void.
 */
export function RouteLink({ to, params, search, children }: { to: RouteId; params?: RouteParams; search?: string; children: ReactNode }) {
  const links = useLinks();
  const href = links.href(to, params, { search });
  if (!href) return <>{children}</>;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    links.navigate(to, params, { search });
  };
  return (
    <TextLink href={href} onClick={onClick}>
      {children}
    </TextLink>
  );
}
