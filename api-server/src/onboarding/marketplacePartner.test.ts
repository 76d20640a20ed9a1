import http from 'node:http';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { createMarketplacePartnerAdapter } from './marketplace';

/*
 * The production marketplace adapter against a local server speaking the partner API's contract (GET
 * /api/v1/company/{id}, POST /marketplace/partner/callback/redirect with the partner token).
 */
let t: TestApp;
let server: http.Server;
let baseUrl: string;
const calls: Array<{ method: string; url: string; auth: string | undefined; body: string }> = [];
let refuseInstall = false;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer partner-token') return void res.writeHead(401).end('{"success":false,"data":null,"meta":{"message":"Authentication needed."}}');
      const location = /^\/api\/v1\/company\/(7005\d\d)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && location) return void res.end(JSON.stringify({ success: true, data: { id: Number(location), title: 'Salon Iris' } }));
      if (req.method === 'GET') return void res.writeHead(404).end('{"success":false,"data":null,"meta":{"message":"Not found"}}');
      if (req.url === '/marketplace/partner/callback/redirect') return void res.writeHead(refuseInstall ? 422 : 200).end(refuseInstall ? '{"success":false}' : '{"success":true}');
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const adapter = () => createMarketplacePartnerAdapter({ yclients: { baseUrl, partnerToken: 'partner-token', applicationId: '42', timeoutMs: 2000 } });

async function userId(email: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`insert into users (email, password_hash, phone, country_id) values ($1, 'x', '+79000000000', 1) returning id`, [email]);
  return row?.id ?? '';
}

describe('the marketplace partner adapter', () => {
  it('reads the location, tells the marketplace the application is installed, and refuses a second registration', async () => {
    const market = adapter();
    expect(await market.findApplication(t.db, 'yclients', '700555')).toEqual({ companyId: '700555', companyName: 'Salon Iris', used: false });
    expect(await market.findApplication(t.db, 'yclients', '999')).toBeNull();
    expect(await market.findApplication(t.db, 'yclients', 'not-a-location')).toBeNull();
    expect(await market.findApplication(t.db, 'altegio', '700555')).toBeNull();
    expect(await market.markInstalled(t.db, 'yclients', '700555', await userId('market.one@example.com'), new Date())).toBe(true);
    const install = calls.find((call) => call.method === 'POST');
    expect(install).toMatchObject({ url: '/marketplace/partner/callback/redirect', auth: 'Bearer partner-token' });
    expect(JSON.parse(install?.body ?? '{}')).toEqual({ salon_id: 700555, application_id: 42 });
    expect(await market.findApplication(t.db, 'yclients', '700555')).toMatchObject({ used: true });
    expect(await market.markInstalled(t.db, 'yclients', '700555', await userId('market.two@example.com'), new Date())).toBe(false);
  });

  it('throws when the marketplace refuses the installation, so the registration rolls back and the location stays free', async () => {
    refuseInstall = true;
    const market = adapter();
    const id = await userId('market.three@example.com');
    await expect(t.db.transaction((tx) => market.markInstalled(tx, 'yclients', '700556', id, new Date()))).rejects.toThrow(/refused/);
    refuseInstall = false;
    expect(await market.findApplication(t.db, 'yclients', '700556')).toMatchObject({ used: false });
  });
});
