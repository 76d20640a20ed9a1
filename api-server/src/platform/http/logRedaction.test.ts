import { redactUrl } from './logRedaction';

describe('the access log’s addresses', () => {
  it('hide the opt-out token in the path', () => {
    expect(redactUrl('/api/v1/IgnorePhones/Public/AbC-123_xyz')).toBe('/api/v1/IgnorePhones/Public/[redacted]');
    expect(redactUrl('/api/v1/ignorephones/public/AbC?x=1')).toBe('/api/v1/ignorephones/public/[redacted]?x=1');
  });

  it('hide codes, tokens and signatures in the query, and keep the rest', () => {
    expect(redactUrl('/account/reset-password?email=a%40b.c&code=s3cret')).toBe('/account/reset-password?email=a%40b.c&code=[redacted]');
    expect(redactUrl('/webhook?hub.verify_token=abc&hub.challenge=42&page=2')).toBe('/webhook?hub.verify_token=[redacted]&hub.challenge=42&page=2');
    expect(redactUrl('/api/v1/Flows?page=2&search=spring')).toBe('/api/v1/Flows?page=2&search=spring');
  });
});
