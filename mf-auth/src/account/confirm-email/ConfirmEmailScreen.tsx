import { useEffect, useState } from 'react';
import { RouteLink, useHost, useSearchParam, useSession } from '@cabinet/contracts';
import { AuthCard, Waiting } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useConfirmEmailMutation } from '../../api/signIn';
import { useDescribeAuthError } from '../../shared/errors';

const messages = {
  title: /*i18n*/ { id: 'auth.confirm.title', message: 'Email confirmation' },
  checking: /*i18n*/ { id: 'auth.confirm.checking', message: 'Confirming your email…' },
  successTitle: /*i18n*/ { id: 'auth.confirm.success.title', message: 'Your email is confirmed' },
  successBody: /*i18n*/ { id: 'auth.confirm.success.body', message: 'Thank you! Reports and important notices will come to this address.' },
  failureTitle: /*i18n*/ { id: 'auth.confirm.failure.title', message: 'The email could not be confirmed' },
  incomplete: /*i18n*/ { id: 'auth.confirm.incomplete', message: 'The link is incomplete. Open it again from the email, whole.' },
  toCabinet: /*i18n*/ { id: 'auth.confirm.toCabinet', message: 'Go to the cabinet' },
  toLogin: /*i18n*/ { id: 'auth.confirm.toLogin', message: 'Go to sign in' },
};

/** /Account/ConfirmEmail?userId=…&code=…: confirms at once, then shows success or the failure screen with the server's message. */
export function ConfirmEmailScreen() {
  const t = useTranslate();
  const host = useHost();
  const session = useSession();
  const describe = useDescribeAuthError();
  const userId = useSearchParam('userId');
  const code = useSearchParam('code');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmEmailMutation({
    onError: async (error) => setFailure((await describe(error)).message),
  });
  const { mutate } = confirm;

  useEffect(() => {
    if (userId && code) mutate({ userId, code });
  }, [userId, code, mutate]);

  const next =
    session.status === 'authenticated' ? <RouteLink to="home">{t(messages.toCabinet)}</RouteLink> : <RouteLink to="account.login">{t(messages.toLogin)}</RouteLink>;

  let body;
  if (!userId || !code) {
    body = <Result status="error" title={t(messages.failureTitle)} subTitle={t(messages.incomplete)} extra={next} />;
  } else if (confirm.isSuccess) {
    body = <Result status="success" title={t(messages.successTitle)} subTitle={t(messages.successBody)} extra={next} />;
  } else if (failure) {
    body = <Result status="error" title={t(messages.failureTitle)} subTitle={failure} extra={next} />;
  } else {
    body = (
      <Waiting label={t(messages.checking)} />
    );
  }
  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName}>
      {body}
    </AuthCard>
  );
}
