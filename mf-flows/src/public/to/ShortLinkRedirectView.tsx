import { useCallback, useEffect, useRef, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import { checkUrl } from '@cabinet/api/flows';
import { Alert, AuthCard, Button, Typography, Waiting } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useClickShortLinkMutation } from '../../api/shortLinks';

const messages = {
  title: /*i18n*/ { id: 'flows.redirect.title', message: 'Opening the link' },
  waiting: /*i18n*/ { id: 'flows.redirect.waiting', message: 'Taking you to the page…' },
  notFoundTitle: /*i18n*/ { id: 'flows.redirect.notFound.title', message: 'Link not found' },
  notFound: /*i18n*/ { id: 'flows.redirect.notFound', message: 'Page not found' },
  notFoundBody: /*i18n*/ { id: 'flows.redirect.notFound.body', message: 'This short link does not exist or has been deleted by its owner.' },
  home: /*i18n*/ { id: 'flows.redirect.home', message: 'Go to the home page' },
  failed: /*i18n*/ { id: 'flows.redirect.failed', message: 'Something went wrong. Try again.' },
  retry: /*i18n*/ { id: 'flows.redirect.retry', message: 'Try again' },
};

type State = { kind: 'waiting' } | { kind: 'notFound' } | { kind: 'failed' };

/** Leaves the page for the link's address; replacing the location keeps the redirect page out of history. */
function replaceLocation(url: string): void {
  window.location.replace(url);
}

/**
 * The public /to/{encodedId}/ page: counts the click with the API, then replaces the location with the link's
 * address. An unknown code shows a not-found message with a link home. It needs no session and no layout.
 */
export function ShortLinkRedirectView({
  encodedId,
  brandName,
  homeHref,
  redirect = replaceLocation,
}: {
  encodedId: string;
  brandName: string;
  homeHref: string;
  /** Where the page goes; replaced in tests, where jsdom cannot navigate. */
  redirect?: (url: string) => void;
}) {
  const t = useTranslate();
  const { mutateAsync: click } = useClickShortLinkMutation();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  // One click per visit: React's development double effect must not count it twice.
  const clickedFor = useRef<string | null>(null);

  const follow = useCallback(async () => {
    setState({ kind: 'waiting' });
    try {
      const url = await click(encodedId);
      // The API accepts only http(s) addresses; anything else is not followed.
      if (checkUrl(url) === null) redirect(url);
      else setState({ kind: 'notFound' });
    } catch (error) {
      const body = await readApiError(error);
      setState({ kind: body?.code === 'SHORT_LINK_NOT_FOUND' || encodedId === '' ? 'notFound' : 'failed' });
    }
  }, [click, encodedId, redirect]);

  useEffect(() => {
    if (clickedFor.current === encodedId) return;
    clickedFor.current = encodedId;
    void follow();
  }, [encodedId, follow]);

  if (state.kind === 'notFound') {
    return (
      <AuthCard title={t(messages.notFound)} brandName={brandName}>
        <Result
          status="404"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t(messages.notFoundTitle)}</h2>}
          subTitle={t(messages.notFoundBody)}
          extra={
            <Typography.Link href={homeHref} strong>
              {t(messages.home)}
            </Typography.Link>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(messages.title)} brandName={brandName}>
      {state.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(messages.failed)}
          action={<Button onClick={() => void follow()}>{t(messages.retry)}</Button>}
        />
      ) : (
        <Waiting label={t(messages.waiting)} />
      )}
    </AuthCard>
  );
}
