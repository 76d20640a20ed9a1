import type { GoogleSignIn } from '@cabinet/contracts';

/** Registered with Google as the redirect URI; it is the route account.googleCallback. */
export const CALLBACK_PATH = '/account/google/callback';
const STATE_KEY = 'cabinet.googleState';

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The authorisation URL of an OpenID Connect implicit flow asking for an ID
 * token. The state is kept for this tab so the callback can refuse an answer
 * it did not ask for.
 */
export function createGoogleRequest(signIn: GoogleSignIn, redirectUri: string, storage: Pick<Storage, 'setItem'>): string {
  const state = randomToken();
  storage.setItem(STATE_KEY, state);
  const url = new URL(signIn.authorizeUrl);
  url.searchParams.set('client_id', signIn.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('nonce', randomToken());
  url.searchParams.set('state', state);
  return url.toString();
}

export type GoogleAnswer = { kind: 'token'; idToken: string } | { kind: 'refused' };

/** Reads the callback's fragment, accepting it only with the state this tab sent. */
export function readGoogleAnswer(hash: string, storage: Pick<Storage, 'getItem' | 'removeItem'>): GoogleAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  const idToken = params.get('id_token');
  if (!idToken || !expected || params.get('state') !== expected) return { kind: 'refused' };
  return { kind: 'token', idToken };
}
