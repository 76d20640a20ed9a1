import { fillPath } from '@cabinet/api/contract';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import { publicRatingPageSchema, reviewWidgetSchema, widgetListSchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { createReviewTokens } from '../messaging/links';
import { insertClient, insertCompany, insertConnection, insertLogMessage, insertStaff, insertVisit } from '../messaging/testing';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

let t: TestApp;
const guest = () => callAs(t.app, null);
const reviewTokens = createReviewTokens(TEST_JWT_SECRET);
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const widgetFields: SaveReviewWidgetRequest = {
  name: 'Aurora',
  language: 'en',
  notifyPhone: '+351912000111',
  notifyEmail: 'alerts@aurora.example',
  googleMapLink: 'https://maps.google.com/?cid=42',
  twoGisMapLink: 'https://2gis.ru/moscow/firm/42',
  minimalRating: 4,
  routingMode: 'minimalRating',
  positiveText: 'Thank you!',
  negativeText: 'We are sorry.',
};

/** A Pro salon with one Review widget and a sent review request to Ann: its rating page's paths. */
async function salon(email: string, widget: Partial<SaveReviewWidgetRequest> = {}, language = 'en') {
  const token = (await registerUser(t.app, { email, language })).token;
  const userId = userIdOf(token);
  await t.db.query('update users set major_tariff = 1 where id = $1', [userId]);
  const owner = callAs(t.app, token);
  const created = reviewWidgetSchema.parse((await owner('POST', WIDGETS_PATHS.reviewWidgets, { ...widgetFields, ...widget })).json());
  const companyId = await insertCompany(t.db, userId, await insertConnection(t.db, userId), { name: 'Aurora', address: '1 Main St', timezone: 'Europe/Lisbon' });
  const staffId = await insertStaff(t.db, userId, companyId, 'Olga');
  const clientId = await insertClient(t.db, userId, companyId, { name: 'Ann', phone: '+351912345678' });
  const visitId = await insertVisit(t.db, userId, companyId, { clientId, staffId, startsAt: new Date(Date.now() - 3_600_000), serviceIds: [] });
  const messageId = await insertLogMessage(t.db, userId, { scheduledAt: new Date().toISOString(), visitId, clientName: 'Ann' });
  const linkToken = reviewTokens.seal(messageId);
  await t.db.query(`update messages set status = 'delivered', sent_at = now(), company_id = $2, client_id = $3, phone = '+351912345678', text = $4 where id = $1`, [
    messageId,
    companyId,
    clientId,
    `How was your visit? https://cabinet.example/rv/${linkToken}`,
  ]);
  return {
    owner,
    widgetId: created.id,
    page: fillPath(WIDGETS_PATHS.publicRating, { token: linkToken }),
    transitions: fillPath(WIDGETS_PATHS.publicTransition, { token: linkToken }),
  };
}

const alerts = async (email: string, phone: string) => ({
  mails: (await t.db.query<{ text: string }>('select text from outbox where to_email = $1', [email])).map((row) => row.text),
  texts: (await t.db.query<{ text: string }>('select text from phone_outbox where to_phone = $1', [phone])).map((row) => row.text),
});

it('shows the visit with the widget, alerts the owner once of a low rating, and counts each map click once', async () => {
  const s = await salon('rating-page@example.com');
  const shown = publicRatingPageSchema.parse((await guest()('GET', s.page)).json());
  expect(shown).toMatchObject({ businessName: 'Aurora', masterName: 'Olga', rating: null, language: 'en', widget: { minimalRating: 4, googleMapLink: 'https://maps.google.com/?cid=42' } });

  const low = await guest()('POST', s.page, { rating: 2, text: 'Waited 40 minutes' });
  expect(publicRatingPageSchema.parse(low.json())).toMatchObject({ rating: 2, text: 'Waited 40 minutes' });
  const alerted = await alerts('alerts@aurora.example', '+351912000111');
  expect(alerted.mails).toEqual([expect.stringMatching(/^Low rating 2\/5 from Ann \(\+351912345678\) for Aurora, Olga, .*“Waited 40 minutes”$/)]);
  expect(alerted.texts).toHaveLength(1);
  // Below the minimal rating the spec's mode offers no map, so no click counts.
  expect((await guest()('POST', s.transitions, { map: 'google' })).statusCode).toBe(404);

  // Another low rating is the same complaint: no second alert. A good one is routed to the maps.
  await guest()('POST', s.page, { rating: 1, text: '' });
  expect((await alerts('alerts@aurora.example', '+351912000111')).mails).toHaveLength(1);
  await guest()('POST', s.page, { rating: 5, text: 'Lovely after all' });
  expect((await alerts('alerts@aurora.example', '+351912000111')).mails).toHaveLength(1);
  for (const map of ['google', 'google', 'twoGis'] as const) expect((await guest()('POST', s.transitions, { map })).statusCode).toBe(204);
  expect((await guest()('POST', s.transitions, { map: 'yandex' })).statusCode).toBe(404);

  const [widget] = widgetListSchema.parse((await s.owner('GET', WIDGETS_PATHS.list)).json());
  expect(widget).toMatchObject({ id: s.widgetId, ratingsCount: 1, transitionsCount: 2 });
});

it('offers every client the maps in the compliant mode, a low rating still alerting the owner', async () => {
  const s = await salon('rating-compliant@example.com', { routingMode: 'allMaps', notifyPhone: '+351912000987', notifyEmail: 'compliant@aurora.example' });
  expect((await guest()('POST', s.transitions, { map: 'google' })).json()).toMatchObject({ code: 'WIDGET_NOT_RATED' });
  await guest()('POST', s.page, { rating: 2 });
  expect((await alerts('compliant@aurora.example', '+351912000987')).mails).toHaveLength(1);
  expect((await guest()('POST', s.transitions, { map: 'google' })).statusCode).toBe(204);
  const [widget] = widgetListSchema.parse((await s.owner('GET', WIDGETS_PATHS.list)).json());
  expect(widget).toMatchObject({ ratingsCount: 1, transitionsCount: 1 });
});

it('alerts the owner in the owner’s language, the visit on the branch’s clock', async () => {
  const s = await salon('rating-page-ru@example.com', { notifyEmail: 'alerts-ru@aurora.example', notifyPhone: '+351912000654' }, 'ru');
  await guest()('POST', s.page, { rating: 1, text: 'Долго ждала' });
  const alerted = await alerts('alerts-ru@aurora.example', '+351912000654');
  expect(alerted.mails).toEqual([expect.stringMatching(/^Низкая оценка 1\/5 от клиента Ann \(\+351912345678\) за визит: Aurora, Olga, .*“Долго ждала”$/)]);
  expect(alerted.texts).toEqual(alerted.mails);
  const [subject] = await t.db.query<{ subject: string }>('select subject from outbox where to_email = $1', ['alerts-ru@aurora.example']);
  expect(subject?.subject).toBe(`Низкая оценка 1/5: ${widgetFields.name.trim()}`);
});

it('refuses a bare message id as a token, and an unsent request', async () => {
  const s = await salon('rating-refusals@example.com');
  const messageId = reviewTokens.open(s.page.split('/').pop() ?? '') ?? '';
  const bare = Buffer.from(messageId.replace(/-/g, ''), 'hex').toString('base64url');
  expect((await guest()('GET', fillPath(WIDGETS_PATHS.publicRating, { token: bare }))).json()).toMatchObject({ code: 'REVIEW_LINK_INVALID' });
  await t.db.query(`update messages set status = 'failed' where id = $1`, [messageId]);
  expect((await guest()('POST', s.page, { rating: 5 })).json()).toMatchObject({ code: 'REVIEW_LINK_INVALID' });
});
