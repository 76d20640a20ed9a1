import type { ReactNode } from 'react';
import { PlainAlert, PlainButton, Skeleton } from '@cabinet/design/plain';
import type { LinkStatusTexts } from '@cabinet/toolkit/public-link';

/**
 * `linkStatus` of `@cabinet/toolkit/public-link` drawn with `@cabinet/design/plain` (the visit and review pages
 * render with preact, without antd): a link that opens nothing, a load that failed (with a retry), grey rows
 * while it loads; null once the data is there.
 */
export function plainLinkStatus(link: { invalid: boolean; isError: boolean; hasData: boolean; isFetching: boolean; refetch: () => unknown }, texts: LinkStatusTexts): ReactNode | null {
  if (link.invalid) {
    return <PlainAlert tone="warning" title={<h2 style={{ fontSize: 20, margin: 0 }}>{texts.tokenInvalid}</h2>} description={texts.tokenInvalidBody} />;
  }
  if (link.isError) {
    return (
      <PlainAlert
        tone="error"
        role="alert"
        title={texts.loadFailed}
        action={
          <PlainButton onClick={() => void link.refetch()} loading={link.isFetching}>
            {texts.retry}
          </PlainButton>
        }
      />
    );
  }
  if (!link.hasData) return <Skeleton label={texts.loading} />;
  return null;
}
