import { contentSecurityPolicy, securityHeaders } from '../securityHeaders.mjs';

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
