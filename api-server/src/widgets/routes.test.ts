import { parseCsv } from '../messaging/csv';
import { fillPath } from '@cabinet/api/contract';
import type { SaveReviewWidgetRequest } from '@cabinet/api/phone';
import { confirmWidgetSchema, reviewWidgetSchema, widgetListSchema, widgetRatingPageSchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(WIDGETS_PATHS.reviewWidget, { id });
const widgetFields: SaveReviewWidgetRequest = {
  name: '  Studio on Arbat ',
  footerText: 'Arbat, 10',
  language: 'en',
  answerPhone: '',
  notifyPhone: '+7 900 123-45-68',
  notifyEmail: ' Owner@Example.com ',
  yandexMapLink: ' ',
  twoGisMapLink: null,
  googleMapLink: 'https://maps.google.com/?cid=42',
  minimalRating: 4,
  routingMode: 'allMaps',
  positiveText: 'Thank you!',
  negativeText: 'We are sorry.',
};

async function proUser(email: string) {
  const { token } = await registerUser(t.app, { email });
  await t.db.query('update users set major_tariff = 1 where id = $1', [userIdOf(token)]);
  return callAs(t.app, token);
}

it('lists the demo salon’s two Review widgets and its Confirm widget, with figures counted from stored rows', async () => {
  const list = widgetListSchema.parse((await demo('GET', WIDGETS_PATHS.list)).json());
  expect(list.map(({ kind, name, state }) => ({ kind, name, state }))).toEqual([
    { kind: 'review', name: 'Aurora, Tverskaya', state: 'active' },
    { kind: 'review', name: 'Aurora, Yekaterinburg', state: 'active' },
    { kind: 'confirm', name: 'Visit confirmation', state: 'active' },
  ]);
  const [first] = list;
  if (!first) throw new Error('no widget');
  const [{ count: ratings } = { count: -1 }] = await t.db.query<{ count: number }>('select count(*)::int as count from reviews where widget_id = $1', [first.id]);
  expect(first.ratingsCount).toBe(ratings);
});

it('creates a Review widget with blanks stored as none, and saves it only from its current version', async () => {
  const owner = await proUser('widgets.pro@example.com');
  const created = await owner('POST', WIDGETS_PATHS.reviewWidgets, widgetFields);
  expect(created.statusCode).toBe(201);
  const widget = reviewWidgetSchema.parse(created.json());
  expect(widget).toMatchObject({
    name: 'Studio on Arbat',
    answerPhone: null,
    notifyPhone: '+79001234568',
    notifyEmail: 'owner@example.com',
    yandexMapLink: null,
    twoGisMapLink: null,
    googleMapLink: 'https://maps.google.com/?cid=42',
    transitionsCount: 0,
    ratingsCount: 0,
    version: 1,
  });
  expect(widgetListSchema.parse((await owner('GET', WIDGETS_PATHS.list)).json())).toEqual([
    expect.objectContaining({ kind: 'review', id: widget.id, state: 'active' }),
    expect.objectContaining({ kind: 'confirm' }),
  ]);

  const saved = await owner('PUT', one(widget.id), { ...widgetFields, googleMapLink: null, version: 1 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ version: 2, googleMapLink: null });
  expect(widgetListSchema.parse((await owner('GET', WIDGETS_PATHS.list)).json())[0]).toMatchObject({ state: 'noMapLinks' });

  const stale = await owner('PUT', one(widget.id), { ...widgetFields, name: 'Late edit', version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2, name: 'Studio on Arbat' } });
  expect(reviewWidgetSchema.parse((await owner('GET', one(widget.id))).json()).name).toBe('Studio on Arbat');
});

it('refuses bad input at its fields with rule codes and a message', async () => {
  const owner = await proUser('widgets.fields@example.com');
  const refused = await owner('POST', WIDGETS_PATHS.reviewWidgets, {
    ...widgetFields,
    name: ' ',
    notifyPhone: '12',
    notifyEmail: 'not-an-email',
    yandexMapLink: 'javascript:alert(1)',
    twoGisMapLink: 'maps',
    googleMapLink: '',
    minimalRating: 6,
  });
  expect(refused.statusCode).toBe(400);
  const body: unknown = refused.json();
  expect(body).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: expect.any(String),
    fields: {
      name: 'required',
      notifyPhone: 'phone.invalid',
      notifyEmail: 'email.invalid',
      yandexMapLink: 'url.invalid',
      twoGisMapLink: 'url.invalid',
      minimalRating: 'rating.range',
    },
  });
  expect(body).not.toHaveProperty('fields.googleMapLink');
});

it('keeps another owner’s widget hidden', async () => {
  const owner = await proUser('widgets.other@example.com');
  const [theirs] = widgetListSchema.parse((await demo('GET', WIDGETS_PATHS.list)).json());
  if (!theirs) throw new Error('no widget');
  expect((await owner('GET', one(theirs.id))).json()).toMatchObject({ code: 'WIDGET_NOT_FOUND' });
  expect((await owner('PUT', one(theirs.id), { ...widgetFields, version: 1 })).statusCode).toBe(404);
  expect((await owner('GET', one('not-an-id'))).statusCode).toBe(404);
});

it('locks both widgets below the Pro plan (spec section 4)', async () => {
  const basic = callAs(t.app, (await registerUser(t.app, { email: 'widgets.basic@example.com' })).token);
  for (const [method, path, body] of [
    ['GET', WIDGETS_PATHS.list, undefined],
    ['POST', WIDGETS_PATHS.reviewWidgets, widgetFields],
    ['GET', WIDGETS_PATHS.confirmWidget, undefined],
    ['PUT', WIDGETS_PATHS.confirmWidget, { showPrice: true, showMasterName: true, showConfirmButton: true, showCancelButton: true }],
    ['GET', fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id: '00000000-0000-4000-8000-000000000000' }), undefined],
  ] as const) {
    const answer = await basic(method, path, body);
    expect({ path, status: answer.statusCode, code: answer.json<{ code: string }>().code }).toEqual({ path, status: 403, code: 'FEATURE_REQUIRES_PRO' });
  }
});

it('answers the Confirm widget’s defaults until saved, keeps a button, and refuses a stale save', async () => {
  const owner = await proUser('widgets.confirm@example.com');
  expect(confirmWidgetSchema.parse((await owner('GET', WIDGETS_PATHS.confirmWidget)).json())).toEqual({
    showPrice: true,
    showMasterName: true,
    showConfirmButton: true,
    showCancelButton: true,
    allowedOrigins: [],
    version: 0,
  });
  const settings = { showPrice: false, showMasterName: true, showConfirmButton: true, showCancelButton: false };
  const saved = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...settings, version: 0 });
  expect(saved.json()).toEqual({ ...settings, allowedOrigins: [], version: 1 });

  const none = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...settings, showConfirmButton: false, version: 1 });
  expect(none.statusCode).toBe(400);
  expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { showCancelButton: 'confirm.noButton' } });

  const stale = await owner('PUT', WIDGETS_PATHS.confirmWidget, { ...settings, showPrice: true, version: 0 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { ...settings, version: 1 } });
});

describe("a Review widget's ratings", () => {
  const ratingsOf = (id: string) => fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id });
  async function demoWidget() {
    const [first] = widgetListSchema.parse((await demo('GET', WIDGETS_PATHS.list)).json());
    if (!first) throw new Error('no widget');
    return first;
  }

  it('pages the ratings the widget collected, newest first, with the period’s figures counted from stored rows', async () => {
    const widget = await demoWidget();
    const page = widgetRatingPageSchema.parse((await demo('GET', ratingsOf(widget.id), undefined, { period: 'all', pageSize: '5' })).json());
    expect(page.total).toBe(widget.ratingsCount);
    expect(page.stats.count).toBe(widget.ratingsCount);
    expect(page.stats.transitions).toBe(widget.transitionsCount);
    expect(page.items).toHaveLength(5);
    const times = page.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // A year of demo ratings over every star, answered and not, some clients sent on to a map.
    expect(page.stats.byRating.every((row) => row.count > 0)).toBe(true);
    expect(page.stats.unanswered).toBeGreaterThan(0);
    expect(page.stats.unanswered).toBeLessThan(page.stats.count);
    expect(page.stats.transitions).toBeGreaterThan(0);
    const [stored] = await t.db.query<{ avg: number }>('select round(avg(rating)::numeric, 2)::float as avg from reviews where widget_id = $1', [widget.id]);
    expect(page.stats.averageRating).toBe(stored?.avg);
    const first = page.items[0];
    expect(first?.visitAt).not.toBeNull();
    expect(first?.clientPhone).toMatch(/^\+\d+$/);
  });

  it('filters All / Negative / Neutral / Positive by the spec’s ranges, and searches names, phones and comments', async () => {
    const widget = await demoWidget();
    const get = async (query: Record<string, string>) => widgetRatingPageSchema.parse((await demo('GET', ratingsOf(widget.id), undefined, { period: 'all', pageSize: '100', ...query })).json());
    const all = await get({});
    const byStars = new Map(all.stats.byRating.map((row) => [row.rating, row.count]));
    const negative = await get({ rating: 'negative' });
    const neutral = await get({ rating: 'neutral' });
    const positive = await get({ rating: 'positive' });
    expect(negative.total).toBe((byStars.get(1) ?? 0) + (byStars.get(2) ?? 0));
    expect(neutral.total).toBe(byStars.get(3));
    expect(positive.total).toBe((byStars.get(4) ?? 0) + (byStars.get(5) ?? 0));
    expect(negative.items.every((item) => item.rating <= 2)).toBe(true);
    expect(negative.stats).toEqual(all.stats);

    const client = all.items.find((item) => item.clientName.length > 3 && item.clientPhone);
    if (!client?.clientPhone) throw new Error('no rated client');
    const byName = await get({ search: client.clientName.slice(0, 4) });
    expect(byName.items.every((item) => item.clientName.toLowerCase().includes(client.clientName.slice(0, 4).toLowerCase()) || item.text.toLowerCase().includes(client.clientName.slice(0, 4).toLowerCase()))).toBe(true);
    const byPhone = await get({ search: client.clientPhone.slice(-7) });
    expect(byPhone.items.map((item) => item.id)).toContain(client.id);

    const month = await get({ period: 'month' });
    expect(month.stats.count).toBeLessThan(all.stats.count);
    expect(month.items.every((item) => Date.parse(item.createdAt) >= Date.now() - 31 * 86_400_000)).toBe(true);
  });

  it('exports the filtered ratings as CSV', async () => {
    const widget = await demoWidget();
    const negative = widgetRatingPageSchema.parse((await demo('GET', ratingsOf(widget.id), undefined, { period: 'all', rating: 'negative' })).json());
    const csv = await demo('GET', fillPath(WIDGETS_PATHS.reviewWidgetRatingsExport, { id: widget.id }), undefined, { period: 'all', rating: 'negative' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,rating,clientName,clientPhone,visitAt,masterName,services,comment,maps,answered,answer');
    expect(lines).toHaveLength(negative.total + 1);
    // A comment holding both delimiters, a quote and a line break, and one a spreadsheet would run: each one cell
    // in either language's file, the formula defused.
    const [first, second] = negative.items;
    if (!first || !second) throw new Error('two negative ratings expected');
    await t.db.query(`update reviews set text = case id when $1 then $3 else $4 end where id in ($1, $2)`, [first.id, second.id, 'Долго; "ждали",\nснова', '=HYPERLINK("x")']);
    const texts = new Map([[first.id, 'Долго; "ждали",\nснова'], [second.id, `'=HYPERLINK("x")`]]);
    for (const [language, delimiter] of [['ru', ';'], ['uk-UA', ';'], ['pt-BR', ';'], ['en', ',']] as const) {
      const localized = await demo('GET', fillPath(WIDGETS_PATHS.reviewWidgetRatingsExport, { id: widget.id }), undefined, { period: 'all', rating: 'negative' }, { 'Accept-Language': language });
      const [header, ...rows] = parseCsv(localized.body, delimiter);
      expect(header?.join(',')).toBe(lines[0]);
      expect(rows).toHaveLength(negative.total);
      expect(rows.every((row) => row.length === 11)).toBe(true);
      const comments = rows.map((row) => row[7]);
      expect(comments).toEqual(expect.arrayContaining([...texts.values()]));
    }
  });

  it('refuses another owner’s widget and a bad filter with 4xx', async () => {
    const widget = await demoWidget();
    const owner = await proUser('widgets.ratings.other@example.com');
    expect((await owner('GET', ratingsOf(widget.id))).json()).toMatchObject({ code: 'WIDGET_NOT_FOUND' });
    expect((await owner('GET', fillPath(WIDGETS_PATHS.reviewWidgetRatingsExport, { id: widget.id }))).statusCode).toBe(404);
    const bad = await demo('GET', ratingsOf(widget.id), undefined, { rating: 'great' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
