import { expect, test, type APIRequestContext } from './fixtures';
import { portOf } from '@cabinet/build/ports';
import { API, DEMO, expectAccessible, host, signInWithTokens } from './support';

/*
 * Issue 33's public and quick-start journeys: a visitor with no account chats with the demo salon's assistant
 * on mf-ai's own page on a phone, and an owner sets up a night assistant in the four-step wizard.
 */

const AI_ORIGIN = `http://localhost:${portOf('mf-ai')}`;

async function demoToken(request: APIRequestContext): Promise<string> {
  const { token }: { token: string } = await (await request.post(`${API}/api/v1/account/login`, { data: DEMO })).json();
  return token;
}

/** The demo salon's assistant (it has a balance), taught a Q&A pair of this run only, indexed to ready. */
async function salonWithPair(request: APIRequestContext, question: string, answer: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await demoToken(request)}` };
  const bots: Array<{ id: string; name: string }> = await (await request.get(`${API}/api/v1/CopilotBots`, { headers })).json();
  const salon = bots.find((bot) => bot.name === 'Салон «Аврора»');
  if (!salon) throw new Error('The demo salon assistant is missing');
  expect((await request.post(`${API}/api/v1/CopilotBots/${salon.id}/Knowledge/Qa`, { headers, data: { question, answer } })).status()).toBe(201);
  await expect
    .poll(async () => {
      const knowledge: { sources: Array<{ name: string; state: string }> } = await (await request.get(`${API}/api/v1/CopilotBots/${salon.id}/Knowledge`, { headers })).json();
      return knowledge.sources.find((source) => source.name === question)?.state;
    })
    .toBe('ready');
  return salon.id;
}

test('a visitor chats with the assistant on its own page on a phone, and sees the source of the answer', async ({ browser, request }) => {
  const word = `lotuspark${Date.now()}`;
  const question = `Is there parking at ${word}?`;
  const botId = await salonWithPair(request, question, 'Yes, free parking behind the salon.');
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (sent) => origins.add(new URL(sent.url()).origin));

  await page.goto(`${AI_ORIGIN}/ai-chat/${botId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Салон «Аврора»' })).toBeVisible();
  await page.getByLabel('Your message', { exact: true }).fill(`Where do I park near ${word}?`);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Sources')).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: question })).toContainText('Yes, free parking behind the salon.');
  await expect(log.getByText('Answered by the local stand-in model (development): it quotes the documents and understands nothing.')).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  // Standalone: no shell, no sign-in, no other remote; the API and mf-ai alone.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect([...origins].sort()).toEqual([API, AI_ORIGIN].sort());
  await context.close();
});

test('the public chat speaks the visitor’s language and says an unknown assistant does not exist', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${AI_ORIGIN}/ai-chat/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('alert')).toHaveText('Este assistente não existe ou está desligado.');
  await context.close();
});

test('an owner sets up a night assistant in four steps; it answers outside the work hours', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/flowCopilotBots`);
  await page.getByRole('link', { name: 'Set up a night assistant' }).click();
  await expect(page).toHaveURL(/\/flowCopilotBots\/nightBotQuickStart$/);
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Name and language' })).toBeVisible();
  await expectAccessible(page);

  const name = `Night desk ${Date.now()}`;
  await page.getByLabel('Name of the assistant', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'The business opens at' }).selectOption('20');
  await page.getByRole('combobox', { name: 'The business closes at' }).selectOption('9');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('FROM must be less than TO: the business must open before it closes')).toBeVisible();
  await page.getByRole('combobox', { name: 'The business opens at' }).selectOption('9');
  await page.getByRole('combobox', { name: 'The business closes at' }).selectOption('20');
  await expect(page.getByText('The assistant answers from 20:00 to 9:00, while the business is closed, and keeps silent during the day.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Instruction (prompt)', { exact: true })).toHaveValue(new RegExp(`^You answer the clients of ${name} at night`));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Channel account it answers on' }).selectOption({ label: 'Salon WhatsApp, +79001234567' });
  await expect(page.getByText(`“${name}” will answer in English from 20:00 to 9:00.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create the night assistant' }).click();

  await expect(page.getByText(`The night assistant “${name}” is created`)).toBeVisible();
  await expect(page).toHaveURL(/\/flowCopilotBots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Night assistant: answers outside its work hours')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('20');

  // Tidy: the demo's list keeps its two assistants for the other journeys.
  const id = page.url().split('/').pop() ?? '';
  expect((await request.delete(`${API}/api/v1/CopilotBots/${id}`, { headers: { Authorization: `Bearer ${await demoToken(request)}` } })).status()).toBe(204);
});
