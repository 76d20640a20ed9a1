import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { registerUser } from '../../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const framedNowhere = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
};

describe("the API's own responses (issue 35)", () => {
  it('are never sniffed or framed: JSON, an error, the description and its page', async () => {
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/account/register', payload: { email: 'headers@example.com' } });
    framedNowhere(registered.headers);
    for (const url of ['/openapi.json', '/docs', '/api/v1/no-such-thing']) framedNowhere((await t.app.inject({ method: 'GET', url })).headers);
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    // The page keeps its own policy (it loads nothing) beside the framing rule.
    expect(docs.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect((await registerUser(t.app, { email: 'headers.two@example.com' })).token).toBeTruthy();
  });

  it("leaves the development stand-ins frameable, as the outside services they stand for are (a payment widget is framed)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/stand-ins/yookassa/no-such-widget' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
