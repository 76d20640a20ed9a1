import { expect, test } from '@playwright/test';
import { API, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';
// Recordings made as the demo's are (its script in the WAV's RIFF INFO comment, which the transcription stand-in reads).
import { wavWithScript } from '../../api-server/src/quality/recordings';

/*
 * The quality host's reports (issue 34): an owner with a checklist, a WhatsApp number connected and calls
 * uploaded builds a report of them, watches it run to Done with its summary and tables, and finds the WhatsApp
 * notice that it is ready in the message log, sent through the sending engine to the owner's phone.
 */

const CHAT_API = `${API}/stand-ins/chat-api`;
/** registerAccount's profile phone: where the owner's notices go. */
const OWNER_PHONE = '+79001234567';

test('an owner builds a quality report of their calls, sees it Done with its summary, and the WhatsApp notice in the message log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = { email: uniqueEmail('reports'), password: 'Secret12' };
  await registerAccount(request, owner.email, owner.password, 'en');
  const { token } = await signInWithTokens(page, request, owner, host('quality'));
  const auth = { authorization: `Bearer ${token}` };
  const saved = await request.put(`${API}/api/v1/Quality/Checklist`, {
    headers: auth,
    data: {
      version: 0,
      items: [
        { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5, fatal: false },
        { title: 'Named the price', description: 'Tells the cost of the service.', weight: 5, fatal: false },
        { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  // The owner's WhatsApp number, connected through the provider's stand-in (its screens have their own journeys).
  const instance = await request.post(`${API}/api/v1/ChatApi/Instances`, { headers: auth, data: { provider: 'whatsapp' } });
  expect(instance.status()).toBe(201);
  const { account } = (await instance.json()) as { account: { id: string } };
  const accountId = account.id;
  expect((await request.post(`${API}/api/v1/ChatApi/Instances/${accountId}/Qr`, { headers: auth })).ok()).toBe(true);
  expect((await request.post(`${CHAT_API}/_control/accounts/${accountId}/scan`, { data: { phone: '+79005550779' } })).ok()).toBe(true);
  const stateOf = async () => ((await (await request.get(`${API}/api/v1/ChatApi/Instances/${accountId}`, { headers: auth })).json()) as { account: { state: string } }).account.state;
  await expect.poll(stateOf, { timeout: 30_000 }).toBe('authorized');

  await page.goto(`${host('quality')}/calls`);
  await page.getByLabel('Choose recordings to upload').setInputFiles([
    { name: 'Anna on Monday.wav', mimeType: 'audio/wav', buffer: wavWithScript(2, 'Anna: Hello, Lotus salon, my name is Anna.\nClient: How much is a haircut?\nAnna: A haircut costs 40 dollars, the service includes washing.') },
    { name: 'Oleg on Tuesday.wav', mimeType: 'audio/wav', buffer: wavWithScript(2, 'Oleg: Hello, my name is Oleg.\nClient: Bye.') },
  ]);
  const table = page.getByRole('table', { name: 'Uploaded calls' });
  await expect(table.getByRole('row').filter({ hasText: 'Anna on Monday.wav' }).getByText('100 of 100')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row').filter({ hasText: 'Oleg on Tuesday.wav' }).getByText('75 of 100')).toBeVisible({ timeout: 30_000 });

  // The report of the last 30 days' calls (the form's default period).
  await expect(page.getByRole('heading', { name: 'Quality reports', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('calls');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Build the report' }).click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Quality report', level: 1 })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('87.5 of 100').first()).toBeVisible();
  await expect(page.getByText(/Scored by the local stand-in of the language model/)).toBeVisible();
  const operators = page.getByRole('table', { name: 'By operator' });
  await expect(operators.getByRole('row').filter({ hasText: 'Anna' }).getByText('100 of 100')).toBeVisible();
  await expect(operators.getByRole('row').filter({ hasText: 'Oleg' }).getByText('75 of 100')).toBeVisible();
  const items = page.getByRole('table', { name: 'By checklist item' });
  await expect(items.getByRole('row').filter({ hasText: 'Named the price' }).getByText('50%')).toBeVisible();
  await expect(page.getByText('WhatsApp notice to you: sent')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^quality-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);

  // The notice in the message log: sent to the owner's phone through the connected number.
  await page.goto(`${host('quality')}/insights/message-logs/`);
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: 'Your quality report is ready' });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(OWNER_PHONE);
  const sent = (await (await request.get(`${CHAT_API}/_control/sent`, { params: { channelAccountId: accountId } })).json()) as Array<{ phone: string; body: string }>;
  expect(sent.filter((message) => message.body.startsWith('Your quality report is ready: calls from')).map((message) => message.phone)).toEqual([OWNER_PHONE.slice(1)]);
});
