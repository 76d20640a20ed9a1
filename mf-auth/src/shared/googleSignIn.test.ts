import { createGoogleRequest, readGoogleAnswer } from './googleSignIn';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('Google sign-in', () => {
  it('asks for an ID token back at the callback, with a state it remembers', () => {
    const storage = memoryStorage();
    const url = new URL(createGoogleRequest({ authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'abc' }, 'https://cabinet.example/account/google/callback', storage));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('client_id')).toBe('abc');
    expect(url.searchParams.get('redirect_uri')).toBe('https://cabinet.example/account/google/callback');
    const state = url.searchParams.get('state') ?? '';
    expect(readGoogleAnswer(`#id_token=jwt&state=${state}`, storage)).toEqual({ kind: 'token', idToken: 'jwt' });
  });

  it('refuses an answer with another state, and a state used twice', () => {
    const storage = memoryStorage();
    const url = new URL(createGoogleRequest({ authorizeUrl: 'https://id.example/auth', clientId: 'abc' }, 'https://c.example/cb', storage));
    expect(readGoogleAnswer('#id_token=jwt&state=forged', storage)).toEqual({ kind: 'refused' });
    expect(readGoogleAnswer(`#id_token=jwt&state=${url.searchParams.get('state')}`, storage)).toEqual({ kind: 'refused' });
  });

  it('refuses an answer without a token', () => {
    const storage = memoryStorage();
    const url = new URL(createGoogleRequest({ authorizeUrl: 'https://id.example/auth', clientId: 'abc' }, 'https://c.example/cb', storage));
    expect(readGoogleAnswer(`#error=access_denied&state=${url.searchParams.get('state')}`, storage)).toEqual({ kind: 'refused' });
  });
});
