import { createHmac, randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/*
 * The links a message carries, opened as its client would: a reminder composed by the engine carries the
 * visit's confirm link and the review link; on a phone, the confirm link's page shows the visit in the
 * account's language (the demo writes Russian) and confirms it, which the log's record status shows; the
 * review link records a rating the owner reads in the reviews.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// A messenger that delivers and stays silent (the simulated channel's scripted suffix 0003): no reply confirms it first.
const phone = `+7999${String(randomInt(0, 1000)).padStart(3, '0')}0003`;

interface LogItem {
  phone: string;
  status: string;
  text: string;
  recordStatus: string | null;
}

test('a reminder’s confirm link confirms the visit; its review link records a rating the owner sees', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { token } = await signInWithTokens(page, request, DEMO);
  const connections: Array<{ integration: string; webhookUrl: string; webhookSecret: string }> = await (await request.get(`${API}/api/v1/Integrations/Connections`, { headers: auth(token) })).json();
  const salon = connections.find((connection) => connection.integration === 'yclients');
  if (!salon) throw new Error('The demo has no YCLIENTS connection');

  const created = await request.post(`${API}/api/v1/Workflows`, {
    headers: auth(token),
    data: { type: 'visitReminder', title: `Links (e2e ${randomInt(0, 1_000_000)})`, content: 'Confirm: {confirmLink} Cancel: {cancelLink} Rate us: {reviewForm}', intervalMinutes: 120, mode: 'combat' },
  });
  expect(created.status()).toBe(201);
  const flow: { id: string } = await created.json();

  const stamp = randomInt(0, 1_000_000);
  const body = JSON.stringify({
    company_id: '512345',
    resource: 'record',
    resource_id: `e2e-links-${stamp}`,
    status: 'create',
    data: {
      datetime: new Date(Date.now() + 90 * 60_000).toISOString(),
      seance_length: 3600,
      client: { id: `links-${stamp}`, name: 'Алла Ветрова', phone },
      staff: { id: '5123451', name: 'Ольга Смирнова' },
      services: [{ id: 'haircut', title: 'Women’s haircut', cost: 2500 }],
    },
  });
  const signature = `sha256=${createHmac('sha256', salon.webhookSecret).update(body).digest('hex')}`;
  expect((await request.post(salon.webhookUrl, { headers: { 'content-type': 'application/json', 'x-cabinet-signature': signature }, data: body })).status()).toBe(200);

  // The engine composes and sends the reminder at once (the visit is 90 minutes away).
  const reminder = async (): Promise<LogItem | undefined> => {
    const log = await request.get(`${API}/api/v1/Messages`, { headers: auth(token), params: { flowId: flow.id, search: phone.slice(1), pageSize: 10 } });
    const { items }: { items: LogItem[] } = await log.json();
    return items.find((item) => item.phone === phone);
  };
  await expect.poll(async () => (await reminder())?.status, { timeout: 60_000 }).toMatch(/^(sent|delivered|read)$/);
  const text = (await reminder())?.text ?? '';
  const links = /^Confirm: (\S+) Cancel: (\S+) Rate us: (\S+)$/.exec(text);
  expect(links, text).not.toBeNull();
  // The links are on the owner's client origin; the journey opens their paths on this platform's shell.
  const pathOf = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  expect(pathOf(links?.[1] ?? '')).toMatch(/^\/vn\/[A-Za-z0-9_-]{48}\?action=confirm$/);
  expect(pathOf(links?.[2] ?? '')).toMatch(/^\/vn\/[A-Za-z0-9_-]{48}\?action=cancel$/);

  // The client, on their phone, without the owner's session.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const client = await phoneContext.newPage();
  await client.goto(`${host('main')}${pathOf(links?.[1] ?? '')}`);
  await expect(client.getByRole('heading', { name: 'Ваш визит', level: 1 })).toBeVisible();
  await expect(client.getByText('Ждём вашего ответа')).toBeVisible();
  await expect(client.getByText('Ольга Смирнова')).toBeVisible();
  await expect(client.getByText('Women’s haircut')).toBeVisible();
  await expectAccessible(client);
  // Nothing wider than the phone's screen.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await client.getByRole('button', { name: 'Подтвердить визит' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Спасибо! Ваш визит подтверждён. Ждём вас.' })).toBeVisible();
  await expect(client.getByText('Подтверждён', { exact: true })).toBeVisible();
  await expect.poll(async () => (await reminder())?.recordStatus).toBe('confirmed');

  // The review link: a rating and a comment.
  await client.goto(`${host('main')}${pathOf(links?.[3] ?? '')}`);
  await expect(client.getByRole('heading', { name: 'Оцените визит', level: 1 })).toBeVisible();
  const comment = `Прекрасно, спасибо (${stamp})`;
  await client.getByRole('radio', { name: '5 из 5' }).check();
  await client.getByLabel('Что понравилось и что можно улучшить? (необязательно)').fill(comment);
  await expectAccessible(client);
  await client.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(client.getByRole('status').filter({ hasText: 'Спасибо за отзыв!' })).toBeVisible();
  await phoneContext.close();

  // The owner reads it in the reviews (the dashboard host's /reviews), newest first.
  await signInWithTokens(page, request, DEMO, host('dashboard'));
  await page.goto(`${host('dashboard')}/reviews?rating=positive`);
  await expect(page.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({ hasText: comment })).toBeVisible();
});
