import { fillPath } from '@cabinet/api/contract';
import { devClientLinksSchema, MESSAGES_PATHS, publicVisitSchema } from '@cabinet/api/messaging';
import { publicRatingPageSchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

describe('dev/client-links (development only; app.test.ts holds its absence in production)', () => {
  it('answers the sealed links a client’s messages carry, which open the visit and rating pages', async () => {
    const { token } = await registerUser(t.app, { email: 'links@example.com', language: 'en' });
    const response = await callAs(t.app, token)('POST', MESSAGES_PATHS.devClientLinks, { clientName: 'Ann Lee', phone: '+79161112233' });
    expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
    const links = devClientLinksSchema.parse(response.json());
    expect(new URL(links.reviewLink).pathname).toMatch(/^\/rv\/[A-Za-z0-9_-]+$/);
    expect(links.confirmLink).toMatch(/\/vn\/[A-Za-z0-9_-]{48}\?action=confirm$/);
    expect(links.cancelLink).toMatch(/\/vn\/[A-Za-z0-9_-]{48}\?action=cancel$/);

    const guest = callAs(t.app, null);
    const visit = publicVisitSchema.parse((await guest('GET', fillPath(MESSAGES_PATHS.publicVisit, { token: tokenOf(links.confirmLink) }))).json());
    expect(visit).toMatchObject({ businessName: 'Aurora Studio', masterName: 'Olga Smirnova', services: ['Haircut'], state: 'waiting' });
    expect(new Date(visit.startsAt).getTime()).toBeGreaterThan(Date.now());
    const page = publicRatingPageSchema.parse((await guest('GET', fillPath(WIDGETS_PATHS.publicRating, { token: tokenOf(links.reviewLink) }))).json());
    expect(page).toMatchObject({ businessName: 'Aurora Studio', masterName: 'Olga Smirnova', rating: null });

    // A second call books again on the same branch: one connection, new visits.
    const again = devClientLinksSchema.parse((await callAs(t.app, token)('POST', MESSAGES_PATHS.devClientLinks, {})).json());
    expect(again.confirmLink).not.toBe(links.confirmLink);
    expect((await t.db.query("select id from business_connections where external_id = 'dev-client-links'")).length).toBe(1);
  });

  it('is for a signed-in owner only', async () => {
    expect((await callAs(t.app, null)('POST', MESSAGES_PATHS.devClientLinks, {})).statusCode).toBe(401);
  });
});
