import type { GoogleSignIn } from '@cabinet/contracts';
import { Button } from '@cabinet/design/core';
import { GoogleOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { CALLBACK_PATH, createGoogleRequest } from './googleSignIn';

const label = /*i18n*/ { id: 'auth.google.button', message: 'Sign in with Google' };

/** Starts Google's sign-in (or the local stand-in): the answer comes back to /account/google/callback. */
export function GoogleButton({ signIn }: { signIn: GoogleSignIn }) {
  const t = useTranslate();
  return (
    <Button
      block
      icon={<GoogleOutlined aria-hidden />}
      onClick={() => {
        window.location.assign(createGoogleRequest(signIn, `${window.location.origin}${CALLBACK_PATH}`, window.sessionStorage));
      }}
    >
      {t(label)}
    </Button>
  );
}
