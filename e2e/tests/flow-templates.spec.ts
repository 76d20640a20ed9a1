import { expect, test } from './fixtures';
import { DEMO, expectAccessible, host, pickOption, registerAccount, settleAnimations, signInWithTokens, uniqueEmail } from './support';

test('the demo owner creates a flow from a template, lands in its editor, and finds it in the list in test mode', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  // The demo owner has YCLIENTS connected: /templates opens its templates.
  await page.goto(`${host('main')}/templates`);
  await expect(page).toHaveURL(/\/templates\/yclients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'YCLIENTS templates' })).toBeVisible();
  const reminder = page.getByRole('article', { name: 'Visit reminder 24 h before' });
  await expect(reminder).toContainText('Visit reminder');
  // The demo account keeps no language of its own: its clients' text follows the page's, English here (issue 36).
  await expect(reminder).toContainText('{clientName}, we are waiting for you tomorrow');
  await expectAccessible(page);

  await reminder.getByRole('link', { name: 'Add “Visit reminder 24 h before”' }).click();
  await expect(page).toHaveURL(/\/templates\/yclients\/add\/visitReminder24h$/);
  const title = page.getByLabel('Flow title');
  await expect(title).toHaveValue('Visit reminder 24 h before');
  await expect(page.getByRole('radio', { name: 'Test' })).toBeChecked();
  await expect(page.getByText(/messages go only to your own phone/)).toBeVisible();
  await expectAccessible(page);

  const flowTitle = `Tomorrow's reminder ${Date.now()}`;
  await title.fill(flowTitle);
  await page.getByRole('button', { name: 'Create the flow' }).click();
  await expect(page).toHaveURL(/\/flows\/edit\/[0-9a-f-]{36}$/);

  await page.goto(`${host('main')}/flows`);
  const row = page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: new RegExp(flowTitle) });
  await expect(row).toContainText('Test');
  await expect(row).toContainText('Visit reminder');
});

test('the add page refuses an empty title at the field and keeps the rest of the form', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/templates/yclients/add/reviewRequest`);
  await page.getByRole('radio', { name: 'Live' }).check();
  await page.getByLabel('Flow title').fill('   ');
  await page.getByRole('button', { name: 'Create the flow' }).click();
  await expect(page.getByText('The field cannot be empty')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Live' })).toBeChecked();
  await expect(page).toHaveURL(/\/templates\/yclients\/add\/reviewRequest$/);
});

test('a new user without a tariff sees the templates that need one locked, and the Pro teaser for chatbots', async ({ page, request }) => {
  const email = uniqueEmail('templates');
  await registerAccount(request, email);
  await signInWithTokens(page, request, { email, password: 'Secret12' });

  // No booking system connected: the owner chooses one.
  await page.goto(`${host('main')}/templates`);
  const systems = page.getByRole('list', { name: 'Booking and ordering systems' });
  await expect(systems.getByRole('heading', { level: 2 })).toHaveText(['YCLIENTS', 'Altegio', 'iiko', 'API']);
  await expectAccessible(page);
  await systems.getByRole('link', { name: 'YCLIENTS' }).click();
  const locked = page.getByRole('article', { name: 'Repeat notification' });
  await expect(locked).toContainText('Not in your tariff');
  await expect(locked).toContainText('This flow type needs an extended tariff');
  await expect(locked.getByRole('button', { name: 'Add “Repeat notification”' })).toBeDisabled();
  await expectAccessible(page);

  const chatbotCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/Chatbots/')) chatbotCalls.push(sent.url());
  });
  await page.goto(`${host('main')}/chatbots/booking`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation chatbots' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Pro plan/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See the Pro plan' }).click();
  // The teaser preselects the Pro plan on the payment page (issue 20).
  await expect(page).toHaveURL(/\/payments\?tariff=1$/);
  expect(chatbotCalls).toEqual([]);
});

test('the demo owner creates, edits and deletes a chatbot, and each change survives a reload', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/chatbots/booking`);
  const table = page.getByRole('table', { name: 'Chatbots' });
  // The seeded bot's account and branch by their names, not the ids it stores.
  await expect(table.getByRole('row', { name: /Visit confirmation/ })).toContainText('Salon WhatsApp');
  await expect(table.getByRole('row', { name: /Visit confirmation/ })).toContainText('Aurora, Tverskaya');
  await expectAccessible(page);

  const name = `Branch ${Date.now()}`;
  await page.getByRole('button', { name: 'New chatbot' }).click();
  const dialog = page.getByRole('dialog', { name: 'New chatbot' });
  await dialog.getByLabel('Name').fill(name);
  await settleAnimations(page);
  // Pickers over the account's own messenger accounts and branches, searched as typed (an option is picked once
  // the list answers what was typed: until then the picker greys out the list it had).
  await dialog.getByLabel('Messenger account', { exact: true }).fill('salon');
  await pickOption(page, 'Salon WhatsApp');
  await dialog.getByLabel('Branch', { exact: true }).fill('yekat');
  await pickOption(page, 'Aurora, Yekaterinburg');
  await dialog.getByLabel('Phone for reports').fill('+7 900 111-22-33');
  await dialog.getByLabel('Answer when the client confirms').fill('See you, {clientName}!');
  await dialog.getByLabel('Answer when the client cancels').fill('Your visit on {recordDate} is canceled.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Salon WhatsApp');
  await expect(row).toContainText('Aurora, Yekaterinburg');
  await expect(row).toContainText('+79001112233');
  await expect(row.getByRole('switch', { name: `“${name}” enabled` })).toBeChecked();

  await row.getByRole('button', { name: `Edit “${name}”` }).click();
  const editor = page.getByRole('dialog', { name: `Edit “${name}”` });
  await expect(editor.getByLabel('Answer when the client confirms')).toHaveValue('See you, {clientName}!');
  // The dialog grows out of the button that opened it: a dropdown opened meanwhile is placed by where its
  // field was mid-way, and its options are not where they will be pressed.
  await settleAnimations(page);
  await editor.getByLabel('Branch', { exact: true }).click();
  await pickOption(page, 'Aurora, Tverskaya');
  await editor.getByRole('switch', { name: 'Enabled' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await page.reload();
  await expect(row).toContainText('Aurora, Tverskaya');
  await expect(row.getByRole('switch', { name: `“${name}” enabled` })).not.toBeChecked();

  await row.getByRole('button', { name: `Delete “${name}”` }).click();
  await page.getByRole('dialog', { name: `Delete the chatbot “${name}”?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(table).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a chatbot with a bad phone is refused at the field, with the typed value kept', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/chatbots/booking`);
  await page.getByRole('button', { name: 'New chatbot' }).click();
  const dialog = page.getByRole('dialog', { name: 'New chatbot' });
  await dialog.getByLabel('Name').fill('Bad phone branch');
  await dialog.getByLabel('Phone for reports').fill('+7 12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number is not valid')).toBeVisible();
  await expect(dialog.getByLabel('Phone for reports')).toHaveValue('+7 12');
  await expect(dialog.getByLabel('Name')).toHaveValue('Bad phone branch');
  await expect(dialog).toBeVisible();
});

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('the templates and the chatbots speak the page’s language', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO);
    await page.goto(`${host('main')}/templates/yclients`);
    const reminder = page.getByRole('article', { name: 'Напоминание о визите за 24 ч' });
    await expect(reminder.getByRole('link', { name: 'Добавить «Напоминание о визите за 24 ч»' })).toBeVisible();
    await expect(reminder).toContainText('Текст сообщения');
    await expect(reminder).toContainText('Подтвердить: {confirmLink} Отменить: {cancelLink}');
    const shortReminder = page.getByRole('article', { name: 'Напоминание о визите за 1 ч' });
    await expect(shortReminder).toContainText('Подтвердить: {confirmLink} Отменить: {cancelLink}');
    await expectAccessible(page);

    await page.goto(`${host('main')}/chatbots/booking`);
    await expect(page.getByRole('button', { name: 'Новый чат-бот' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Чат-боты' })).toBeVisible();
  });
});
