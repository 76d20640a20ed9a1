import { createHmac, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/*
 * The sending engine, end to end: a booking arrives through the booking system's signed webhook, the
 * owner's 2-hour reminder goes out at once (the visit is 90 minutes away), the simulated messenger
 * delivers it, the client reads it and confirms, and the chatbot marks the visit confirmed; a
 * blacklisted client's reminder is skipped with its reason. All of it read in the flow's Messages tab.
 */

interface Connection {
  integration: string;
  webhookUrl: string;
  webhookSecret: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Russian mobile number ending in the given digits (the simulated messenger's scripted suffixes). */
const phoneEnding = (suffix: string) => `+7999${String(randomInt(0, 1000)).padStart(3, '0')}${suffix}`;

async function book(request: APIRequestContext, connection: Connection, client: { id: string; name: string; phone: string }, minutesAhead: number) {
  const body = JSON.stringify({
    company_id: '512345',
    resource: 'record',
    resource_id: `e2e-${client.id}`,
    status: 'create',
    data: {
      datetime: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
      seance_length: 3600,
      client,
      staff: { id: '5123451', name: 'Ольга Смирнова' },
      services: [{ id: 'haircut', title: 'Women’s haircut', cost: 2500 }],
    },
  });
  const signature = `sha256=${createHmac('sha256', connection.webhookSecret).update(body).digest('hex')}`;
  const response = await request.post(connection.webhookUrl, { headers: { 'content-type': 'application/json', 'x-cabinet-signature': signature }, data: body });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ duplicate: false, unknown: false });
}

test('a booking from the webhook is reminded at once, delivered, read and confirmed; a blacklisted client is skipped with the reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signInWithTokens(page, request, DEMO);
  const connections: Connection[] = await (await request.get(`${API}/api/v1/Integrations/Connections`, { headers: auth(token) })).json();
  const salon = connections.find((connection) => connection.integration === 'yclients');
  if (!salon) throw new Error('The demo has no YCLIENTS connection');

  const title = `Two hours before (e2e ${randomInt(0, 1_000_000)})`;
  const created = await request.post(`${API}/api/v1/Workflows`, {
    headers: auth(token),
    data: { type: 'visitReminder', title, content: '{clientName}, see you today at {recordTime}!', intervalMinutes: 120, mode: 'combat' },
  });
  expect(created.status()).toBe(201);
  const flow: { id: string } = await created.json();

  const stamp = randomInt(0, 1_000_000);
  const confirming = { id: `confirm-${stamp}`, name: 'Вера Лебедева', phone: phoneEnding('0004') };
  const blocked = { id: `blocked-${stamp}`, name: 'Глеб Орлов', phone: phoneEnding('7777') };
  const blacklisted = await request.post(`${API}/api/v1/IgnorePhones`, { headers: auth(token), data: { phone: blocked.phone, comment: 'Asked not to be messaged', allowedTasks: [] } });
  expect(blacklisted.status()).toBe(201);
  await book(request, salon, confirming, 90);
  await book(request, salon, blocked, 95);

  await page.goto(`${host('main')}/flows/edit/${flow.id}/messages`);
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  // The new flow reminds every client booked in the next hours too: the owner searches for the one.
  const table = page.getByRole('table', { name: 'Messages of this flow' });
  const search = page.getByRole('searchbox', { name: 'Search by phone or name' });
  await search.fill(confirming.phone.slice(1));
  const confirmRow = table.getByRole('row', { name: /Вера Лебедева/ });
  // Sent at once, then the messenger's reports arrive: delivered, read, the client's answer, the chatbot's confirmation.
  await expect(confirmRow).toContainText('Replied', { timeout: 60_000 });
  await expect(confirmRow).toContainText('Да, подтверждаю');
  await expect(confirmRow).toContainText('Confirmed', { timeout: 30_000 });
  await search.fill(blocked.phone.slice(1));
  const blockedRow = table.getByRole('row', { name: /Глеб Орлов/ });
  await expect(blockedRow).toContainText('Skipped');
  await expect(blockedRow).toContainText('The phone is in the blacklist');
  await expectAccessible(page);

  // The log's API agrees, and says when each step happened.
  const log = await request.get(`${API}/api/v1/Messages`, { headers: auth(token), params: { flowId: flow.id, search: '7999', pageSize: 100 } });
  const { items }: { items: Array<{ phone: string; status: string; sentAt: string | null; deliveredAt: string | null; readAt: string | null; repliedAt: string | null; recordStatus: string | null; reason: string | null }> } = await log.json();
  const confirmed = items.find((item) => item.phone === confirming.phone);
  expect(confirmed).toMatchObject({ status: 'replied', recordStatus: 'confirmed' });
  expect(Date.parse(confirmed?.sentAt ?? '')).toBeLessThanOrEqual(Date.parse(confirmed?.deliveredAt ?? ''));
  expect(Date.parse(confirmed?.deliveredAt ?? '')).toBeLessThanOrEqual(Date.parse(confirmed?.readAt ?? ''));
  expect(Date.parse(confirmed?.readAt ?? '')).toBeLessThanOrEqual(Date.parse(confirmed?.repliedAt ?? ''));
  expect(items.find((item) => item.phone === blocked.phone)).toMatchObject({ status: 'skipped', reason: 'blacklisted', sentAt: null });
});
