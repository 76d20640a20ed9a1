import { DEFAULT_CHUNK_TIMEOUT_MS, parseEnvironment } from './environment';

describe('the environment file', () => {
  it('reads the remote registry, the APIs and Google sign-in', () => {
    const environment = parseEnvironment({
      remotes: {
        'mf-auth': 'https://cdn.example/mf-auth/1.2.0/mf-manifest.json',
        'mf-flows': { entry: 'https://cdn.example/mf-flows/2.0.0-ab12cd34/mf-manifest.json', version: '2.0.0-ab12cd34' },
        'mf-unknown': 'https://x',
        'mf-ai': 42,
      },
      apis: { main: 'https://api.example/', regional: 'https://api.example.kz/' },
      googleSignIn: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'abc' },
    });
    expect(environment).toEqual({
      remotes: {
        'mf-auth': { entry: 'https://cdn.example/mf-auth/1.2.0/mf-manifest.json', version: null },
        'mf-flows': { entry: 'https://cdn.example/mf-flows/2.0.0-ab12cd34/mf-manifest.json', version: '2.0.0-ab12cd34' },
      },
      apis: { main: 'https://api.example/', regional: 'https://api.example.kz/' },
      googleSignIn: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'abc' },
      chunkTimeoutMs: DEFAULT_CHUNK_TIMEOUT_MS,
      allowRemoteOverrides: false,
    });
  });

  it('keeps the chunk time-out of spec section 9 unless the environment sets one', () => {
    expect(DEFAULT_CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(parseEnvironment({ remotes: {}, apis: { main: 'a', regional: 'b' }, chunkTimeoutMs: 2000 }).chunkTimeoutMs).toBe(2000);
  });

  it('refuses a file that is not shaped as documented', () => {
    expect(() => parseEnvironment({ remotes: {} })).toThrow('expected { remotes, apis }');
    expect(() => parseEnvironment({ remotes: {}, apis: { main: 'a' } })).toThrow('apis.main and apis.regional');
  });
});
