import { useEffect, useRef, useState } from 'react';
import { RouteLink, useHost, useLinks } from '@cabinet/contracts';
import { AuthCard, Waiting } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useExternalLoginMutation } from '../../../api/signIn';
import { useDescribeAuthError } from '../../../shared/errors';
import { readGoogleAnswer } from '../../../shared/googleSignIn';

const messages = {
  title: /*i18n*/ { id: 'auth.google.title', message: 'Signing in with Google' },
  waiting: /*i18n*/ { id: 'auth.google.waiting', message: 'Signing you in…' },
  failed: /*i18n*/ { id: 'auth.google.failed', message: 'Google sign-in did not work' },
  refused: /*i18n*/ { id: 'auth.google.refused', message: 'The answer from Google was missing or not for this page. Start the sign-in again.' },
  back: /*i18n*/ { id: 'auth.google.back', message: 'Back to sign in' },
};

/**
 * /account/google/callback: exchanges Google's ID token for the cabinet's
 * tokens. A new user starts with the quick start where the host has it.
 */
export function GoogleCallbackScreen() {
  const t = useTranslate();
  const host = useHost();
  const links = useLinks();
  const describe = useDescribeAuthError();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const { mutate: signIn } = useExternalLoginMutation({
    onSuccess: (result) => {
      const quickStart = result.isNewUser && host.features.quickStart && links.href('account.quickstart');
      links.navigate(quickStart ? 'account.quickstart' : 'home', undefined, { replace: true });
    },
    onError: async (error) => setFailure((await describe(error)).message),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = readGoogleAnswer(window.location.hash, window.sessionStorage);
    if (answer.kind === 'refused') {
      setFailure(t(messages.refused));
      return;
    }
    signIn({ provider: 'Google', idToken: answer.idToken, clientHost: window.location.origin });
  }, [signIn, t]);

  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName}>
      {failure ? (
        <Result status="error" title={t(messages.failed)} subTitle={failure} extra={<RouteLink to="account.login">{t(messages.back)}</RouteLink>} />
      ) : (
        <Waiting label={t(messages.waiting)} />
      )}
    </AuthCard>
  );
}
