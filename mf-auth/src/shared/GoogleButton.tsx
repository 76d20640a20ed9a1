import type { GoogleSignIn } from '@cabinet/contracts';
import { PlainButton } from '@cabinet/design/plain';
import { GoogleOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { CALLBACK_PATH, createGoogleRequest } from './googleSignIn';

const label = /*i18n*/ { id: 'auth.google.button', message: 'Sign in with Google' };

/** Drawn with the plain primitives: it is on the sign-in page, which loads no antd. Starts Google's sign-in (or the local stand-in): the answer comes back to /account/google/callback. */
export function GoogleButton({ signIn }: { signIn: GoogleSignIn }) {
  const t = useTranslate();
  return (
    <PlainButton
      block
      icon={<GoogleOutlined aria-hidden />}
      onClick={() => {
        window.location.assign(createGoogleRequest(signIn, `${window.location.origin}${CALLBACK_PATH}`, window.sessionStorage));
      }}
    >
      {t(label)}
    </PlainButton>
  );
}
