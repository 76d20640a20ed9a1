import { fillPath } from '@cabinet/api/contract';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import { confirmWidgetSchema, reviewWidgetSchema, WIDGET_FRAME_PATHS, WIDGETS_PATHS, type FrameableWidgetKind } from '@cabinet/api/widgets';
import { createReviewTokens, createVisitTokens } from '../messaging/links';
import { insertClient, insertCompany, insertConnection, insertLogMessage, insertVisit } from '../messaging/testing';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

/*
 * Where the Review and Confirm widgets may be framed (issue 32): the owner lists sites as a booking widget's,
 * refused at the field when not an origin; and the public read the static servers take each view's
 * frame-ancestors from, which answers 404 for anything it cannot vouch for.
 */

let t: TestApp;
const guest = () => callAs(t.app, null);
const reviewTokens = createReviewTokens(TEST_JWT_SECRET);
const visitTokens = createVisitTokens(TEST_JWT_SECRET);
const SITE = 'https://aurora-salon.example';
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const reviewFields: SaveReviewWidgetRequest = {
  name: 'Aurora',
  language: 'en',
  minimalRating: 4,
  routingMode: 'minimalRating',
  positiveText: 'Thank you!',
  negativeText: 'We are sorry.',
};

async function proSalon(email: string) {
  const { token } = await registerUser(t.app, { email });
  const userId = userIdOf(token);
  await t.db.query('update users set major_tariff = 1 where id = $1', [userId]);
  const companyId = await insertCompany(t.db, userId, await insertConnection(t.db, userId), { timezone: 'Europe/Lisbon' });
  const clientId = await insertClient(t.db, userId, companyId, { name: 'Ann', phone: '+351912345678' });
  return { owner: callAs(t.app, token), userId, companyId, clientId };
}

/** A sent review request's link token. */
async function reviewLink(salon: Awaited<ReturnType<typeof proSalon>>): Promise<string> {
  const visitId = await insertVisit(t.db, salon.userId, salon.companyId, { clientId: salon.clientId, startsAt: new Date(Date.now() - 3_600_000), serviceIds: [] });
  const messageId = await insertLogMessage(t.db, salon.userId, { scheduledAt: new Date().toISOString(), visitId, clientName: 'Ann' });
  const token = reviewTokens.seal(messageId);
  await t.db.query(`update messages set status = 'delivered', sent_at = now(), company_id = $2, client_id = $3, phone = '+351912345678', text = $4 where id = $1`, [
    messageId,
    salon.companyId,
    salon.clientId,
    `How was your visit? https://cabinet.example/rv/${token}`,
  ]);
  return token;
}

/** A coming visit's confirm/cancel link token. */
async function visitLink(salon: Awaited<ReturnType<typeof proSalon>>): Promise<string> {
  const startsAt = new Date(Date.now() + 86_400_000);
  const visitId = await insertVisit(t.db, salon.userId, salon.companyId, { clientId: salon.clientId, startsAt, serviceIds: [] });
  return visitTokens.seal(visitId, startsAt);
}

const frameOrigins = (kind: FrameableWidgetKind | 'other', token: string) => guest()('GET', fillPath(WIDGET_FRAME_PATHS.frameOrigins, { kind, token }));

describe('the sites a Review or Confirm widget may be framed by', () => {
  it('are saved with the Review widget as origins, and a path, a duplicate or too many are refused at the field', async () => {
    const { owner } = await proSalon('frame.review@example.com');
    const created = await owner('POST', WIDGETS_PATHS.reviewWidgets, reviewFields);
    expect(reviewWidgetSchema.parse(created.json()).allowedOrigins).toEqual([]);
    const id = reviewWidgetSchema.parse(created.json()).id;
    const saved = await owner('PUT', fillPath(WIDGETS_PATHS.reviewWidget, { id }), { ...reviewFields, allowedOrigins: [`${SITE}/`, 'http://localhost:8080'], version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(reviewWidgetSchema.parse((await owner('GET', fillPath(WIDGETS_PATHS.reviewWidget, { id }))).json())).toMatchObject({ allowedOrigins: [SITE, 'http://localhost:8080'], version: 2 });

    const withPath = await owner('PUT', fillPath(WIDGETS_PATHS.reviewWidget, { id }), { ...reviewFields, allowedOrigins: [`${SITE}/reviews`], version: 2 });
    expect(withPath.statusCode).toBe(400);
    expect(withPath.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'allowedOrigins.0': 'origin.invalid' } });
    const duplicate = await owner('POST', WIDGETS_PATHS.reviewWidgets, { ...reviewFields, allowedOrigins: [SITE, 'HTTPS://Aurora-Salon.example'] });
    expect(duplicate.statusCode).toBe(400);
    const tooMany = await owner('POST', WIDGETS_PATHS.reviewWidgets, { ...reviewFields, allowedOrigins: Array.from({ length: 11 }, (_, n) => `https://site${n}.example`) });
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { allowedOrigins: 'origin.tooMany' } });
  });

  it('are saved with the Confirm widget, none until listed, and refused at the field when not an origin', async () => {
    const { owner } = await proSalon('frame.confirm@example.com');
    expect(confirmWidgetSchema.parse((await owner('GET', WIDGETS_PATHS.confirmWidget)).json()).allowedOrigins).toEqual([]);
    const buttons = { showPrice: true, showMasterName: true, showConfirmButton: true, showCancelButton: true };
    const refused = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...buttons, allowedOrigins: ['javascript:alert(1)'], version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'allowedOrigins.0': 'origin.invalid' } });
    const saved = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...buttons, allowedOrigins: [SITE], version: 0 });
    expect(confirmWidgetSchema.parse(saved.json())).toMatchObject({ allowedOrigins: [SITE], version: 1 });
    // A save that leaves the list out lists no site.
    const cleared = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...buttons, version: 1 });
    expect(confirmWidgetSchema.parse(cleared.json()).allowedOrigins).toEqual([]);
  });
});

describe('the public read of the sites allowed to frame a widget view', () => {
  it('answers the review link’s Review widget’s sites, and none while it lists none', async () => {
    const salon = await proSalon('frame.rating@example.com');
    const token = await reviewLink(salon);
    // No Review widget yet: the page is the account's, no site frames it.
    expect((await frameOrigins('rating', token)).json()).toEqual({ allowedOrigins: [] });
    await salon.owner('POST', WIDGETS_PATHS.reviewWidgets, { ...reviewFields, allowedOrigins: [SITE] });
    const answer = await frameOrigins('rating', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ allowedOrigins: [SITE] });
    // Without a session, and whatever page asks: the static server asks.
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the visit’s account’s Confirm widget’s sites', async () => {
    const salon = await proSalon('frame.visit@example.com');
    const token = await visitLink(salon);
    expect((await frameOrigins('visit', token)).json()).toEqual({ allowedOrigins: [] });
    await salon.owner('PUT', WIDGETS_PATHS.confirmWidget, { showPrice: true, showMasterName: true, showConfirmButton: true, showCancelButton: true, allowedOrigins: [SITE], version: 0 });
    expect((await frameOrigins('visit', token)).json()).toEqual({ allowedOrigins: [SITE] });
  });

  it('answers 404 for an unknown kind, widget or token, an altered link and another kind’s token', async () => {
    const salon = await proSalon('frame.unknown@example.com');
    await salon.owner('POST', WIDGETS_PATHS.reviewWidgets, { ...reviewFields, allowedOrigins: [SITE] });
    const review = await reviewLink(salon);
    const visit = await visitLink(salon);
    for (const [kind, token] of [
      ['other', review],
      ['rating', `${review.slice(0, -2)}xx`],
      ['rating', visit],
      ['visit', review],
      ['visit', `${visit.slice(0, -2)}AA`],
      ['booking', '00000000-0000-0000-0000-000000000000'],
      ['iikoBooking', 'not-an-id'],
    ] as const) {
      const answer = await frameOrigins(kind, token);
      expect([kind, answer.statusCode, answer.json()]).toEqual([kind, 404, expect.objectContaining({ code: 'WIDGET_NOT_FOUND' })]);
    }
  });
});
