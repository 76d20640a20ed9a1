import { expect, test } from './fixtures';
import { DEMO, expectAccessible, host, signInWithTokens } from './support';

test.describe('AI assistants', () => {
  test('an owner creates an assistant, is refused overlapping phrases at the field, saves its settings and hears it answer in the test chat', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO);
    await page.goto(`${host('main')}/flowCopilotBots`);
    const list = page.getByRole('table', { name: 'Your AI assistants' });
    await expect(list.getByRole('link', { name: 'Салон «Аврора»' })).toBeVisible();
    await expectAccessible(page);

    const name = `Front desk ${Date.now()}`;
    await page.getByRole('link', { name: 'Create an assistant' }).click();
    await expect(page).toHaveURL(/\/flowCopilotBots\/new$/);
    await page.getByLabel('Name of the new assistant', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(`The assistant “${name}” is created`)).toBeVisible();
    await expect(page).toHaveURL(/\/flowCopilotBots\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByLabel('Instruction (prompt)', { exact: true }).fill('You answer for the Lotus salon.\nWe are open every day from 10:00 to 20:00.\nA haircut costs 40 dollars.');
    await page.getByLabel('Model', { exact: true }).selectOption('gpt-4o');
    await page.getByLabel('From', { exact: true }).selectOption('9');
    await page.getByLabel('To', { exact: true }).selectOption('21');
    await page.getByLabel('Channel account it answers on', { exact: true }).selectOption({ label: 'Salon WhatsApp, +79001234567' });
    await page.getByLabel('Start phrases', { exact: true }).fill('hello\nplease stop');
    await page.getByLabel('Stop phrases', { exact: true }).fill('stop');
    await page.getByRole('button', { name: 'Save' }).click();
    // The overlap is refused at the stop phrases, in the spec's words, and nothing typed is lost.
    await expect(page.getByText('Start and stop phrases must not match or overlap')).toBeVisible();
    await expect(page.getByLabel('Instruction (prompt)', { exact: true })).toHaveValue(/A haircut costs 40 dollars\./);

    await page.getByLabel('Stop phrases', { exact: true }).fill('call a person');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The assistant “${name}” is saved`)).toBeVisible();
    await expect(page.getByText('Start and stop phrases must not match or overlap')).toBeHidden();

    // The test chat goes through the API to the language model: the stand-in here, and the page says so.
    const chat = page.getByRole('log', { name: 'Test dialogue' });
    await page.getByLabel('Message', { exact: true }).fill('How much is a haircut?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('How much is a haircut?')).toBeVisible();
    await expect(chat.getByText(/A haircut costs 40 dollars\./)).toBeVisible();
    await expect(chat.getByText(/Answered by the local stand-in model \(gpt-4o\)/)).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('gpt-4o');
    await expect(page.getByLabel('Stop phrases', { exact: true })).toHaveValue('call a person');

    await page.getByRole('link', { name: 'Back to the assistants' }).click();
    const row = list.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('cell')).toHaveText([name, 'No balance: top it up', 'Salon WhatsApp, +79001234567', '0', '$0']);
  });
});
