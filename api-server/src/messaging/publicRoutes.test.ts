import { fillPath } from '@cabinet/api/contract';
import { COUNTRIES } from '@cabinet/api/countries';
import { MESSAGES_PATHS, publicReviewSchema, publicVisitSchema } from '@cabinet/api/messaging';
import { INSIGHTS_PATHS, reviewPageSchema } from '@cabinet/api/insights';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { createReviewTokens, createVisitTokens } from './links';
import { insertClient, insertCompany, insertConnection, insertLogMessage, insertService, insertStaff, insertVisit } from './testing';

const HOUR = 3_600_000;
const countryIdOf = (iso: string) => COUNTRIES.find(([, code]) => code === iso)?.[0];
let t: TestApp;
const guest = () => callAs(t.app, null);
const tokens = createVisitTokens(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function salon(email: string, language = 'en') {
  const token = (await registerUser(t.app, { email, language })).token;
  const userId = userIdOf(token);
  await t.db.query('update users set language = $2 where id = $1', [userId, language]);
  const connectionId = await insertConnection(t.db, userId);
  const companyId = await insertCompany(t.db, userId, connectionId, { name: 'Aurora', address: '1 Main St', timezone: 'Europe/Lisbon' });
  const staffId = await insertStaff(t.db, userId, companyId, 'Olga');
  await insertService(t.db, userId, companyId, { sourceId: 'cut', title: 'Haircut' });
  const clientId = await insertClient(t.db, userId, companyId, { name: 'Ann', phone: '+351912345678' });
  const startsAt = new Date(Date.now() + 26 * HOUR);
  const visitId = await insertVisit(t.db, userId, companyId, { clientId, staffId, startsAt, serviceIds: ['cut'] });
  return { call: callAs(t.app, token), userId, companyId, clientId, visitId, startsAt };
}

const visitPath = (token: string) => fillPath(MESSAGES_PATHS.publicVisit, { token });
const visitRow = async (visitId: string) =>
  (await t.db.query<{ status: string; canceled: boolean; removed: boolean }>('select status, canceled_at is not null as canceled, removed_at is not null as removed from visits where id = $1', [visitId]))[0];

describe('the confirm and cancel page of a visit', () => {
  it('shows the visit in the account’s language, confirms it once, and answers the same again', async () => {
    const s = await salon('visit-confirm@example.com', 'pt-BR');
    const token = tokens.seal(s.visitId, s.startsAt);
    const shown = publicVisitSchema.parse((await guest()('GET', visitPath(token))).json());
    expect(shown).toEqual({
      businessName: 'Aurora',
      address: '1 Main St',
      startsAt: s.startsAt.toISOString(),
      timeZone: 'Europe/Lisbon',
      masterName: 'Olga',
      services: ['Haircut'],
      price: null,
      state: 'waiting',
      actions: { confirm: true, cancel: true },
      language: 'pt-BR',
    });
    const confirmed = await guest()('POST', visitPath(token), { action: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect(publicVisitSchema.parse(confirmed.json()).state).toBe('confirmed');
    expect(await visitRow(s.visitId)).toEqual({ status: 'confirmed', canceled: false, removed: false });
    const events = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from business_events where visit_id = $1`, [s.visitId]))[0]?.n;
    const before = await events();
    const again = await guest()('POST', visitPath(token), { action: 'confirm' });
    expect(publicVisitSchema.parse(again.json()).state).toBe('confirmed');
    // Nothing happened the second time: no new business event for the engine.
    expect(await events()).toBe(before);
  });

  it('cancels as the chatbot does: removed with removeOnCancel, idempotent, and not confirmable after', async () => {
    const s = await salon('visit-cancel@example.com');
    await t.db.query(
      `insert into booking_chatbots (user_id, name, company_id, instance_id, phone, confirm_text, cancel_text, remove_on_cancel, enabled) values ($1, 'Bot', $2, '', '+351900000000', 'ok', 'no', true, true)`,
      [s.userId, s.companyId],
    );
    const token = tokens.seal(s.visitId, s.startsAt);
    const canceled = await guest()('POST', visitPath(token), { action: 'cancel' });
    expect(publicVisitSchema.parse(canceled.json()).state).toBe('canceled');
    expect(await visitRow(s.visitId)).toEqual({ status: 'waiting', canceled: true, removed: true });
    expect(publicVisitSchema.parse((await guest()('POST', visitPath(token), { action: 'cancel' })).json()).state).toBe('canceled');
    const confirm = await guest()('POST', visitPath(token), { action: 'confirm' });
    expect([confirm.statusCode, confirm.json().code]).toEqual([409, 'VISIT_CANCELED']);
  });

  it('refuses an altered, foreign or expired link with 404 VISIT_LINK_INVALID, and a wrong answer with 400', async () => {
    const s = await salon('visit-link@example.com');
    const token = tokens.seal(s.visitId, s.startsAt);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const expired = tokens.seal(s.visitId, new Date(Date.now() - 60_000));
    const foreign = createVisitTokens('another-secret-of-at-least-thirty-two-chars').seal(s.visitId, s.startsAt);
    for (const bad of [altered, expired, foreign, 'nonsense']) {
      const answer = await guest()('GET', visitPath(bad));
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'VISIT_LINK_INVALID']);
    }
    expect((await guest()('POST', visitPath(token), { action: 'maybe' })).statusCode).toBe(400);
    expect((await visitRow(s.visitId))?.status).toBe('waiting');
  });

  it('shows and takes what the account’s Confirm widget says: price, master, and only its buttons', async () => {
    const s = await salon('visit-widget@example.com');
    // A Portuguese salon: its prices are in euros.
    await t.db.query(`update users set country_id = $2 where id = $1`, [s.userId, countryIdOf('PT')]);
    const priced = await insertVisit(t.db, s.userId, s.companyId, { clientId: s.clientId, startsAt: s.startsAt, price: 45.5 });
    const token = tokens.seal(priced, s.startsAt);
    // Until the owner saves the widget, everything is shown.
    expect(publicVisitSchema.parse((await guest()('GET', visitPath(token))).json())).toMatchObject({ price: { amount: 45.5, currency: 'EUR' }, actions: { confirm: true, cancel: true } });

    await t.db.query(
      `insert into confirm_widgets (user_id, show_price, show_master_name, show_confirm_button, show_cancel_button) values ($1, false, false, true, false)`,
      [s.userId],
    );
    const withStaff = tokens.seal(s.visitId, s.startsAt);
    expect(publicVisitSchema.parse((await guest()('GET', visitPath(withStaff))).json())).toMatchObject({ masterName: '', price: null, actions: { confirm: true, cancel: false } });
    const cancel = await guest()('POST', visitPath(withStaff), { action: 'cancel' });
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'VISIT_ACTION_OFF']);
    expect(await visitRow(s.visitId)).toEqual({ status: 'waiting', canceled: false, removed: false });
    expect((await guest()('POST', visitPath(withStaff), { action: 'confirm' })).statusCode).toBe(200);
  });
});

describe('the review page of a review request', () => {
  const reviewTokens = createReviewTokens(TEST_JWT_SECRET);
  const reviewPath = (messageId: string) => fillPath(MESSAGES_PATHS.publicReview, { token: reviewTokens.seal(messageId) });
  /** What the sender leaves of a review request: sent, its text carrying its own review link. */
  const sendReviewRequest = (messageId: string) =>
    t.db.query(`update messages set status = 'sent', sent_at = now(), text = $2 where id = $1`, [messageId, `How was it? https://cabinet.example/rv/${reviewTokens.seal(messageId)}`]);

  it('records a rating and comment in the reviews the owner reads, one per message', async () => {
    const s = await salon('review-page@example.com', 'uk-UA');
    const messageId = await insertLogMessage(t.db, s.userId, { scheduledAt: new Date().toISOString(), visitId: s.visitId, clientName: 'Ann' });
    await t.db.query('update messages set company_id = $2, client_id = $3 where id = $1', [messageId, s.companyId, s.clientId]);
    await sendReviewRequest(messageId);
    const shown = publicReviewSchema.parse((await guest()('GET', reviewPath(messageId))).json());
    expect(shown).toMatchObject({ businessName: 'Aurora', masterName: 'Olga', services: ['Haircut'], rating: null, text: '', language: 'uk-UA' });

    expect(publicReviewSchema.parse((await guest()('POST', reviewPath(messageId), { rating: 2, text: 'Too long a wait' })).json()).rating).toBe(2);
    const replaced = publicReviewSchema.parse((await guest()('POST', reviewPath(messageId), { rating: 4, text: ' Better than I said ' })).json());
    expect([replaced.rating, replaced.text]).toEqual([4, 'Better than I said']);

    await t.db.query(`insert into payments (user_id, success, date_begin, date_end, tariff) values ($1, true, now() - interval '1 day', now() + interval '30 days', 16)`, [s.userId]);
    const page = reviewPageSchema.parse((await s.call('GET', INSIGHTS_PATHS.reviews)).json());
    expect(page.items.map((review) => [review.rating, review.text, review.clientName])).toEqual([[4, 'Better than I said', 'Ann']]);
  });

  it('refuses a rating outside 1 to 5, and a link older than 30 days or of no message', async () => {
    const s = await salon('review-refusals@example.com');
    const messageId = await insertLogMessage(t.db, s.userId, { scheduledAt: new Date().toISOString() });
    await sendReviewRequest(messageId);
    expect((await guest()('POST', reviewPath(messageId), { rating: 6 })).statusCode).toBe(400);
    expect((await guest()('POST', reviewPath(messageId), { rating: 0 })).statusCode).toBe(400);
    await t.db.query(`update messages set created_at = now() - interval '31 days' where id = $1`, [messageId]);
    const old = await guest()('GET', reviewPath(messageId));
    expect([old.statusCode, old.json().code]).toEqual([404, 'REVIEW_LINK_INVALID']);
    const none = await guest()('GET', fillPath(MESSAGES_PATHS.publicReview, { token: 'x' }));
    expect([none.statusCode, none.json().code]).toEqual([404, 'REVIEW_LINK_INVALID']);
  });

  it('takes a review only for a sent review request, by a sealed token: a bare message id, another message or an unsent one is 404', async () => {
    const s = await salon('review-tokens@example.com');
    const request = await insertLogMessage(t.db, s.userId, { scheduledAt: new Date().toISOString() });
    const refused = async (token: string) => {
      const answer = await guest()('POST', fillPath(MESSAGES_PATHS.publicReview, { token }), { rating: 5 });
      return [answer.statusCode, answer.json<{ code: string }>().code];
    };
    // Not sent yet (queued): no review, even with its own sealed token.
    expect(await refused(reviewTokens.seal(request))).toEqual([404, 'REVIEW_LINK_INVALID']);
    await sendReviewRequest(request);
    // The bare id, as the old links and the message-log export carry it, is no credential; nor is an altered or a foreign seal.
    const bareId = Buffer.from(request.replace(/-/g, ''), 'hex').toString('base64url');
    const sealed = reviewTokens.seal(request);
    const altered = `${sealed.slice(0, 30)}${sealed[30] === 'A' ? 'B' : 'A'}${sealed.slice(31)}`;
    const foreign = createReviewTokens('another-secret-of-at-least-thirty-two-chars').seal(request);
    for (const bad of [bareId, altered, foreign]) expect(await refused(bad)).toEqual([404, 'REVIEW_LINK_INVALID']);
    // A sent message that is no review request (its text carries no review link) takes none either.
    const reminder = await insertLogMessage(t.db, s.userId, { scheduledAt: new Date().toISOString() });
    await t.db.query(`update messages set status = 'delivered', text = 'See you tomorrow' where id = $1`, [reminder]);
    expect(await refused(reviewTokens.seal(reminder))).toEqual([404, 'REVIEW_LINK_INVALID']);

    expect((await guest()('POST', reviewPath(request), { rating: 5 })).statusCode).toBe(200);
  });
});
