import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/*
 * Issue 33: a client writes on the demo salon's WhatsApp (the simulated messenger's stand-in); the salon's
 * assistant answers on the job queue, through the sending engine: the answer is in the message log, and the
 * dialogue in the assistant's reports.
 */
test('a client’s message on the WhatsApp stand-in gets the assistant’s reply in the message log and the reports', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  const auth = { authorization: `Bearer ${token}` };
  const bots: Array<{ id: string; name: string; channel: { id: string } | null }> = await (await request.get(`${API}/api/v1/CopilotBots`, { headers: auth })).json();
  const salon = bots.find((bot) => bot.name === 'Салон «Аврора»');
  expect(salon?.channel).not.toBeNull();
  const channelAccountId = salon?.channel?.id ?? '';

  // A client of its own: the phone is new, so the dialogue is too.
  const from = `+7916${String(Date.now()).slice(-7)}`;
  const wrote = await request.post(`${API}/stand-ins/simulated/inbound`, { data: { channelAccountId, from, text: 'Здравствуйте! Сколько стоит стрижка?' } });
  expect(wrote.ok()).toBe(true);

  // The answer is sent by the engine once its job has run.
  type Entry = { phone: string; text: string; status: string; aiReply?: boolean };
  const answers = async (): Promise<Entry[]> => {
    const page_: { items: Entry[] } = await (await request.get(`${API}/api/v1/Messages`, { headers: auth, params: { search: from.slice(1) } })).json();
    return page_.items.filter((item) => item.phone === from && item.aiReply === true);
  };
  await expect.poll(async () => (await answers()).map((entry) => entry.status).filter((status) => status !== 'queued'), { timeout: 30_000 }).toHaveLength(1);

  await page.goto(`${host('main')}/insights/message-logs/?search=${from.slice(1)}`);
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: from.slice(1) }).first();
  await expect(row).toContainText('AI assistant');
  await expect(row).toContainText('Стрижка женская');
  await expectAccessible(page);

  await page.goto(`${host('main')}/flowCopilotBots/${salon?.id ?? ''}`);
  await page.getByRole('tab', { name: 'Reports' }).click();
  const dialogue = page.getByRole('region', { name: new RegExp(`Dialogue with \\${from}`) });
  await expect(dialogue).toContainText('Здравствуйте! Сколько стоит стрижка?');
  await expect(dialogue).toContainText('Стрижка женская');
  await expect(dialogue).toContainText(/Tokens: \d+ in, \d+ out/);
  await expectAccessible(page);
});
