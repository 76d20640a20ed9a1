import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, outbox, signInWithTokens } from './support';

/*
 * Issue 33: a client writes on the demo salon's WhatsApp (the simulated messenger's stand-in); the salon's
 * assistant answers on the job queue, through the sending engine: the answer is in the message log, and the
 * dialogue in the assistant's reports.
 */
test('a client’s message on the WhatsApp stand-in gets the assistant’s reply in the message log and the reports', async ({ page, request }) => {
  // The log searches two years of the demo's messages: on a busy machine its first page takes a while.
  test.setTimeout(120_000);
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
  await expect(row).toContainText('AI assistant', { timeout: 45_000 });
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

test('the owner sets up human_handoff in the Plugins tab; a client asking for a manager is handed over and the owner is e-mailed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signInWithTokens(page, request, DEMO);
  const bots: Array<{ id: string; name: string; channel: { id: string } | null }> = await (await request.get(`${API}/api/v1/CopilotBots`, { headers: { authorization: `Bearer ${token}` } })).json();
  const salon = bots.find((bot) => bot.name === 'Салон «Аврора»');
  const stamp = Date.now();
  const email = `handoff.${stamp}@example.com`;

  await page.goto(`${host('main')}/flowCopilotBots/${salon?.id ?? ''}`);
  await page.getByRole('tab', { name: 'Plugins' }).click();
  const enabled = page.getByRole('switch', { name: 'The assistant may hand dialogues over' });
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  while ((await page.getByRole('button', { name: /^Remove notification/ }).count()) > 0) await page.getByRole('button', { name: /^Remove notification/ }).first().click();
  await page.getByRole('button', { name: 'Add a notification' }).click();
  await page.getByLabel('Notification 1: by', { exact: true }).selectOption('email');
  await page.getByLabel('Notification 1: phone or e-mail', { exact: true }).fill(email);
  await page.getByLabel('When to hand over', { exact: true }).fill('Когда клиент просит "менеджер"');
  await page.getByLabel('Notification text', { exact: true }).fill(`Перезвоните клиенту ${stamp}`);
  await page.getByRole('region', { name: 'Hand over to a person (human_handoff)' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The plugin is saved')).toBeVisible();
  await expectAccessible(page);

  const from = `+7916${String(stamp).slice(-7)}`;
  const wrote = await request.post(`${API}/stand-ins/simulated/inbound`, { data: { channelAccountId: salon?.channel?.id ?? '', from, text: 'Здравствуйте, можно поговорить с менеджером?' } });
  expect(wrote.ok()).toBe(true);
  await expect.poll(async () => (await outbox(request, email)).map((mail) => mail.text), { timeout: 30_000 }).toEqual([expect.stringContaining(`Перезвоните клиенту ${stamp}`)]);
  const [mail] = await outbox(request, email);
  expect(mail?.text).toContain(from);

  await page.getByRole('tab', { name: 'Reports' }).click();
  const dialogue = page.getByRole('region', { name: new RegExp(`Dialogue with \\${from}`) });
  await expect(dialogue).toContainText('Handed over to a person');
  await expect(dialogue).toContainText('Здравствуйте, можно поговорить с менеджером?');
});

test('the owner turns on the rest plugin; asked in the test chat, the assistant answers from the owner’s service', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  const bots: Array<{ id: string; name: string }> = await (await request.get(`${API}/api/v1/CopilotBots`, { headers: { authorization: `Bearer ${token}` } })).json();
  const salon = bots.find((bot) => bot.name === 'Салон «Аврора»');
  const phrase = `склад ${Date.now()}`;

  await page.goto(`${host('main')}/flowCopilotBots/${salon?.id ?? ''}`);
  await page.getByRole('tab', { name: 'Plugins' }).click();
  const rest = page.getByRole('region', { name: 'Your service (rest)' });
  const enabled = rest.getByRole('switch', { name: 'The assistant may call your service' });
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  // Development calls any address: the API's own health check stands in for the owner's service.
  await rest.getByLabel('URL', { exact: true }).fill(`${API}/health`);
  await rest.getByLabel('When to call it', { exact: true }).fill(`Когда клиент спрашивает "${phrase}"`);
  await rest.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The plugin is saved')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Message', { exact: true }).fill(`Что на ${phrase}?`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Test dialogue' })).toContainText('the tool answered: “{"ok":true}”');
});
