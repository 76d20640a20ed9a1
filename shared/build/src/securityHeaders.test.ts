import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, FRAME_ORIGINS_PATH, frameOriginsLookup, frameOriginsUrl, frameableHeaders, frameableViewOf, securityHeaders } from '../securityHeaders.mjs';

const deployment = {
  environment: {
    remotes: {
      'mf-auth': { entry: 'https://auth.cdn.example/mf-manifest.json' },
      'mf-flows': { entry: 'https://flows.cdn.example/v/1.2.3/mf-manifest.json' },
    },
    apis: { main: 'https://api.example/', regional: 'https://api.eu.example/' },
  },
  environmentOrigin: 'https://cdn.example',
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the static servers’ security headers', () => {
  it('allow scripts from the shell, the remotes, the environment and the support chat only, and no framing', () => {
    const policy = directives(contentSecurityPolicy({ SUPPORT_CHAT_ORIGIN: 'https://chat.example/widget.js' }, deployment));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://auth.cdn.example', 'https://flows.cdn.example', 'https://cdn.example', 'https://chat.example']);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://api.example', 'https://api.eu.example', 'https://flows.cdn.example']));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // A remote's worker starts from a blob: that imports its script (the script itself is held by script-src).
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    // antd's CSS-in-JS writes <style> elements: inline styles, never inline scripts.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('trusts loopback origins in development only (the remote override)', () => {
    expect(contentSecurityPolicy({}, deployment)).not.toContain('localhost');
    expect(directives(contentSecurityPolicy({ API_MODE: 'development' }, deployment)).get('script-src')).toContain('http://localhost:*');
  });

  it('send Referrer-Policy, nosniff and X-Frame-Options beside the policy', () => {
    expect(securityHeaders({}, deployment)).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('a public widget view’s frame-ancestors (issue 32)', () => {
  const every = securityHeaders({}, deployment);
  const SITE = 'https://salon.example';
  const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  const url = (kind: string, token: string) => `https://api.example/public/widgets/${kind}/${token}/frame-origins`;

  async function headersFor(pathname: string, lookup: (kind: string, token: string) => Promise<string[]>): Promise<Record<string, string>> {
    const view = frameableViewOf(pathname);
    return view ? frameableHeaders(every, await lookup(view.kind, view.token)) : every;
  }

  it('lets only the widget’s listed origins frame its view, without X-Frame-Options', async () => {
    const fetch = answer(200, { allowedOrigins: [SITE, 'https://other.example/path'] });
    const headers = await headersFor('/bw/w1', frameOriginsLookup({ url, fetch }));
    expect(fetch).toHaveBeenCalledWith('https://api.example/public/widgets/booking/w1/frame-origins', expect.anything());
    expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual([SITE, 'https://other.example']);
    expect(headers['X-Frame-Options']).toBeUndefined();
    // The rest of the policy is every page's.
    expect(directives(headers['Content-Security-Policy'] ?? '').get('script-src')).toEqual(directives(every['Content-Security-Policy'] ?? '').get('script-src'));
  });

  it('keeps \'none\' for a widget with no listed origin, an unknown token and an API that is down', async () => {
    const none = (headers: Record<string, string>) => {
      expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['X-Frame-Options']).toBe('DENY');
    };
    none(await headersFor('/rv/t1', frameOriginsLookup({ url, fetch: answer(200, { allowedOrigins: [] }) })));
    none(await headersFor('/vn/unknown', frameOriginsLookup({ url, fetch: answer(404, { code: 'WIDGET_NOT_FOUND' }) })));
    none(await headersFor('/ibw/w1', frameOriginsLookup({ url, fetch: jest.fn(async () => Promise.reject(new TypeError('fetch failed'))) })));
    // An origin that would break out of the directive is not an origin.
    none(await headersFor('/bw/w1', frameOriginsLookup({ url, fetch: answer(200, { allowedOrigins: ["'self'", '*', 'javascript:alert(1)'] }) })));
  });

  it('frames no other page, and asks the API about none', async () => {
    const fetch = answer(200, { allowedOrigins: [SITE] });
    for (const pathname of ['/', '/widgets/', '/account/login', '/bw', '/bw/w1/extra', '/il/x']) {
      expect(await headersFor(pathname, frameOriginsLookup({ url, fetch }))).toEqual(every);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the API once per widget while the answer is fresh', async () => {
    let clock = 0;
    const fetch = answer(200, { allowedOrigins: [SITE] });
    const lookup = frameOriginsLookup({ url, fetch, ttlMs: 1000, now: () => clock });
    await lookup('booking', 'w1');
    clock = 999;
    await lookup('booking', 'w1');
    expect(fetch).toHaveBeenCalledTimes(1);
    clock = 1000;
    await lookup('booking', 'w1');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the API’s public read, the path @cabinet/api/widgets names', () => {
    const contract = readFileSync(path.resolve(__dirname, '../../api/src/widgets/embedding.ts'), 'utf8');
    expect(contract).toContain(`frameOrigins: '${FRAME_ORIGINS_PATH}'`);
    expect(frameOriginsUrl('http://127.0.0.1:3500')('rating', 'a/b c')).toBe('http://127.0.0.1:3500/api/v1/Widgets/Public/FrameOrigins/rating/a%2Fb%20c');
    expect(frameOriginsUrl('https://api.example/v/')('booking', 'w1')).toBe('https://api.example/v/api/v1/Widgets/Public/FrameOrigins/booking/w1');
  });

  it('takes a path that is not valid percent-encoding for a page like any other', () => {
    expect(frameableViewOf('/rv/%E0%A4%A')).toBeNull();
    expect(frameableViewOf('/vn/abc%20d')).toEqual({ kind: 'visit', token: 'abc d' });
  });
});
