import { fillPath } from '@cabinet/api/contract';
import { flowOptionPageSchema, type FlowOptionKind, FLOW_OPTIONS_PATHS } from '@cabinet/api/flows';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let stranger: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  stranger = callAs(t.app, (await registerUser(t.app, { email: 'options.stranger@example.com' })).token);
});
afterAll(async () => {
  await t.close();
});

const options = async (call: ReturnType<typeof callAs>, kind: FlowOptionKind, query: Record<string, string> = {}) => {
  const response = await call('GET', fillPath(FLOW_OPTIONS_PATHS.list, { kind }), undefined, query);
  expect(response.statusCode).toBe(200);
  return flowOptionPageSchema.parse(response.json());
};

describe('GET FlowOptions/{kind}: what the flow filters and the chatbot form pick from', () => {
  it("offers the account's services by name with the booking system's id, one per id across branches", async () => {
    const page = await options(demo, 'services', { pageSize: '100' });
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.name)).toEqual(['Brow shaping', 'Colouring', 'Hair care programme', 'Manicure', 'Men’s haircut', 'Pedicure', 'Women’s haircut']);
    expect(page.items.find((item) => item.id === 'haircut')).toEqual({ id: 'haircut', name: 'Women’s haircut', detail: 'Aurora, Tverskaya · Aurora, Yekaterinburg' });
  });

  it('searches by name or id in any case, and pages', async () => {
    expect((await options(demo, 'services', { search: 'HAIR' })).items.map((item) => item.id)).toEqual(['care', 'mens-haircut', 'haircut']);
    const second = await options(demo, 'services', { page: '2', pageSize: '3' });
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.name)).toEqual(['Manicure', 'Men’s haircut', 'Pedicure']);
  });

  it('names exactly the ids asked for, and none that the account does not have', async () => {
    const page = await options(demo, 'categories', { ids: 'nails,abc' });
    expect(page.items).toEqual([{ id: 'nails', name: 'Nails' }]);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 2 });
    // An empty list of ids names none, rather than every option.
    expect(await options(demo, 'categories', { ids: '' })).toEqual({ items: [], total: 0, page: 1, pageSize: 1 });
  });

  it('offers masters with their branch, branches with their address, messenger accounts without SMS', async () => {
    const staff = await options(demo, 'staff', { search: 'Ольга' });
    expect(staff.items[0]).toMatchObject({ name: 'Ольга Смирнова', detail: 'Aurora, Tverskaya' });
    const branches = await options(demo, 'branches');
    expect(branches.items.map((item) => item.name)).toEqual(['Aurora, Tverskaya', 'Aurora, Yekaterinburg', 'Cafe Leto']);
    expect(branches.items[0]?.detail).toBe('Москва, ул. Тверская, 12');
    const instances = await options(demo, 'instances');
    expect(instances.items.map((item) => [item.name, item.channel])).toEqual([
      ['Salon WhatsApp', 'whatsapp'],
      ['WABA (Cloud API stand-in)', 'waba'],
    ]);
    expect((await options(demo, 'clientCategories')).items.map((item) => item.id)).toEqual(['regular', 'vip']);
  });

  it("names the demo chatbot's messenger account and branch (its ids resolve)", async () => {
    const [bot] = await t.db.query<{ instance_id: string; company_id: string }>(`select instance_id, company_id from booking_chatbots where name = 'Visit confirmation'`);
    expect((await options(demo, 'instances', { ids: bot?.instance_id ?? '' })).items.map((item) => item.name)).toEqual(['Salon WhatsApp']);
    expect((await options(demo, 'branches', { ids: bot?.company_id ?? '' })).items.map((item) => item.name)).toEqual(['Aurora, Tverskaya']);
  });

  it("shows another account none of the demo's data, and an unknown kind is 404", async () => {
    expect(await options(stranger, 'services')).toMatchObject({ items: [], total: 0 });
    expect((await demo('GET', fillPath(FLOW_OPTIONS_PATHS.list, { kind: 'clients' }))).statusCode).toBe(404);
    expect((await demo('GET', fillPath(FLOW_OPTIONS_PATHS.list, { kind: 'services' }), undefined, { pageSize: '101' })).statusCode).toBe(400);
  });
});
