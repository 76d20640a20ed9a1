import type { ReactNode } from 'react';
import { Alert, Button, ContentSkeleton } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';

/** Each page's own words for the states every client link page goes through. */
export interface LinkStatusTexts {
  tokenInvalid: string;
  tokenInvalidBody: string;
  loadFailed: string;
  retry: string;
  loading: string;
}

/**
 * What a client's link page (opt-out, visit, review) shows until it has its data: a link that opens
 * nothing, a load that failed (with a retry), grey rows while it loads; null once the data is there.
 */
export function linkStatus(link: { invalid: boolean; isError: boolean; hasData: boolean; isFetching: boolean; refetch: () => unknown }, texts: LinkStatusTexts): ReactNode | null {
  if (link.invalid) {
    return <Result status="warning" title={<h2 style={{ fontSize: 20, margin: 0 }}>{texts.tokenInvalid}</h2>} subTitle={texts.tokenInvalidBody} />;
  }
  if (link.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={texts.loadFailed}
        action={
          <Button onClick={() => link.refetch()} loading={link.isFetching}>
            {texts.retry}
          </Button>
        }
      />
    );
  }
  if (!link.hasData) return <ContentSkeleton label={texts.loading} />;
  return null;
}
