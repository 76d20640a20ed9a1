import { createHmac } from 'node:crypto';
import { BUSINESS_PATHS, businessConnectionListSchema, businessConnectionSchema } from '@cabinet/api/business';
import { fillPath } from '@cabinet/api/contract';
import { insertConnection } from '../messaging/testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

let t: TestApp;
let owner: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let connectionId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const token = (await registerUser(t.app, { email: 'connections@example.com' })).token;
  owner = callAs(t.app, token);
  other = callAs(t.app, (await registerUser(t.app, { email: 'connections-other@example.com' })).token);
  connectionId = await insertConnection(t.db, userIdOf(token));
});
afterAll(async () => {
  await t.close();
});

const signed = (secret: string) => {
  const body = JSON.stringify({ company_id: 1, resource: 'client', resource_id: 7, status: 'update', data: { name: 'Анна', phone: '+79165550001' } });
  return t.app.inject({
    method: 'POST',
    url: '/' + fillPath(BUSINESS_PATHS.webhook, { integration: 'yclients', connectionId }),
    headers: { 'content-type': 'application/json', 'x-cabinet-signature': 'sha256=' + createHmac('sha256', secret).update(body).digest('hex') },
    payload: body,
  });
};

describe("the owner's connected systems", () => {
  it('lists each with the address its webhooks go to and the secret that signs them', async () => {
    const response = await owner('GET', BUSINESS_PATHS.connections);
    expect(response.statusCode).toBe(200);
    const [connection] = businessConnectionListSchema.parse(response.json());
    expect(connection).toMatchObject({ id: connectionId, integration: 'yclients' });
    expect(connection?.webhookUrl).toBe(`${t.config.publicUrl}/api/v1/Integrations/yclients/${connectionId}/Webhook`);
    expect((await signed(connection?.webhookSecret ?? '')).statusCode).toBe(200);
  });

  it("shows no one else's", async () => {
    expect((await other('GET', BUSINESS_PATHS.connections)).json()).toEqual([]);
    expect((await other('POST', fillPath(BUSINESS_PATHS.rotateSecret, { id: connectionId }))).statusCode).toBe(404);
  });

  it('replaces a secret: the old one stops working at once', async () => {
    const [before] = businessConnectionListSchema.parse((await owner('GET', BUSINESS_PATHS.connections)).json());
    const response = await owner('POST', fillPath(BUSINESS_PATHS.rotateSecret, { id: connectionId }));
    expect(response.statusCode).toBe(200);
    const after = businessConnectionSchema.parse(response.json());
    expect(after.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(after.webhookSecret).not.toBe(before?.webhookSecret);
    expect((await signed(before?.webhookSecret ?? '')).statusCode).toBe(401);
    expect((await signed(after.webhookSecret)).statusCode).toBe(200);
  });

  it('answers 404 for an id that is not a connection', async () => {
    expect((await owner('POST', fillPath(BUSINESS_PATHS.rotateSecret, { id: 'nope' }))).json()).toMatchObject({ code: 'CONNECTION_NOT_FOUND' });
  });
});
