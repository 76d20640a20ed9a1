import { useEffect, useRef } from 'react';
import { RouteLink, useRoute, useSearchParam } from '@cabinet/contracts';
import { Alert, PageHeading, Surface, useDescribeError, Waiting } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { useAmoCallbackMutation } from '../../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../../booking/bookingMessages';
import { amoMessages as messages } from '../amoMessages';

/**
 * /accounts/amo/connect: where amoCRM sends the owner back with code, referer and state; the API exchanges
 * them once. Missing ones are spec section 8's "amo missing connection parameters".
 */
export function AmoConnectScreen() {
  const route = useRoute();
  const t = useTranslate();
  const code = useSearchParam('code');
  const referer = useSearchParam('referer');
  const state = useSearchParam('state');
  const failure = useInlineFailure(useDescribeError(SYSTEM_ACCOUNT_ERRORS));
  const callback = useAmoCallbackMutation({ onError: failure.onError });
  const sent = useRef(false);
  const { mutate } = callback;
  useEffect(() => {
    // Once: the code is single-use, a second exchange would be refused.
    if (sent.current) return;
    sent.current = true;
    mutate({ code, referer, state });
  }, [mutate, code, referer, state]);

  return (
    <>
      <PageHeading title={route.title} />
      <Surface style={{ maxWidth: 620 }}>
        {failure.alert}
        {callback.isSuccess ? (
          <Alert type="success" role="status" showIcon title={t(messages.connected, { subdomain: callback.data.subdomain })} style={{ marginBottom: 16 }} />
        ) : null}
        {callback.isPending ? <Waiting label={t(messages.connecting)} /> : <RouteLink to="accounts.amo">{t(messages.back)}</RouteLink>}
      </Surface>
    </>
  );
}
