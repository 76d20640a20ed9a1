import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { API, DEMO, expectAccessible, host, registerAccount, settleAnimations, signInWithTokens, uniqueEmail } from './support';

/**
 * How far `lower` begins below the end of `upper` (negative: drawn over it), once the layout is still: the page's
 * animations settled (a refusal grows into place), both boxes read in one frame (the page may still be
 * scrolling to the field), and the same figure a frame later.
 */
async function expectStillGap(page: Page, upper: Locator, lower: Locator, check: (gap: number) => void) {
  await expect(async () => {
    await settleAnimations(page);
    const gaps = await page.evaluate(async ([top, bottom]) => {
      const gap = () => (top && bottom ? bottom.getBoundingClientRect().top - top.getBoundingClientRect().bottom : Number.NaN);
      const first = gap();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return [first, gap()];
    }, [await upper.elementHandle(), await lower.elementHandle()] as const);
    expect(gaps[1], 'the layout is still').toBe(gaps[0]);
    check(gaps[1] ?? Number.NaN);
  }).toPass({ timeout: 15_000 });
}

/** A flow made through the API, as the list's journeys do; it begins in test mode. */
async function createFlow(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${API}/api/v1/Workflows`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status()).toBe(201);
  const flow: { id: string } = await response.json();
  return flow.id;
}

/** A fresh owner (no tariff) signed in, with one visit reminder. */
async function ownerWithFlow(page: Page, request: APIRequestContext, title = 'Evening reminder') {
  const email = uniqueEmail('editor');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  const id = await createFlow(request, token, { type: 'visitReminder', title, content: 'Hello, {clientName}! See you at {recordTime}.' });
  return { token, id };
}

const panel = (page: Page) => page.getByRole('tabpanel');
const save = (page: Page, name = 'Save') => panel(page).getByRole('button', { name, exact: true }).click();
/** The "Saved" notice of the save just made; closed at once, so the next save's notice is the only one. */
async function expectSaved(page: Page) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Saved' });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
}
const formItem = (page: Page, label: string) => panel(page).locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

/** Picks an option of a searchable antd select by typing it. */
async function pickHour(page: Page, label: string, hour: string) {
  await panel(page).getByLabel(label, { exact: true }).click();
  await panel(page).getByLabel(label, { exact: true }).fill(hour);
  await page.keyboard.press('Enter');
}

function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('an owner edits and saves each tab, each with its own URL, and finds the values after a reload; every tab passes axe', async ({ page, request }) => {
  // Four tabs, four saves, five axe runs and a reload: a long journey on a shared machine.
  test.setTimeout(180_000);
  const { id } = await ownerWithFlow(page, request);
  await page.goto(`${host('main')}/flows/edit/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Evening reminder' })).toBeVisible();
  await expectAccessible(page);

  await panel(page).getByLabel('Title', { exact: true }).fill('Reminder before the visit');
  await panel(page).getByLabel('Message text').fill('Hello, *{clientName}*! See you on {recordDate} at {recordTime}.');
  await expect(panel(page).getByTestId('message-preview')).toContainText('Hello, Anna! See you on March 14 at 15:30.');
  await panel(page).getByRole('button', { name: 'Add a button' }).click();
  await panel(page).getByLabel('Button 1: text').fill('Confirm');
  await save(page);
  await expectSaved(page);

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/edit/${id}/schedule$`));
  await panel(page).getByLabel('When to remind').click();
  await page.getByTitle('2 hours before the visit').click();
  await pickHour(page, 'Send from', '09:00');
  await pickHour(page, 'Send until', '18:00');
  await panel(page).getByLabel('Sunday').uncheck();
  await save(page);
  await expectSaved(page);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/edit/${id}/filters$`));
  // A new account has no booking system yet: the pickers say where their lists come from (flow-pickers.spec
  // picks from the demo's).
  await panel(page).getByLabel('Services').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('This list comes from your connected booking system');
  await page.keyboard.press('Escape');
  await panel(page).getByLabel('Arrived').check();
  await panel(page).getByLabel('Visit time from').fill('10:00');
  await panel(page).getByLabel('Visit time to').fill('20:00');
  await panel(page).getByLabel('Visits, at least').fill('2');
  await save(page);
  await expectSaved(page);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Exclusions' }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/edit/${id}/exclusions$`));
  await panel(page).getByRole('button', { name: 'Add a rule' }).click();
  await save(page);
  await expectSaved(page);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Exclusions' })).toHaveAttribute('aria-selected', 'true');
  await expect(formItem(page, 'Rule 1')).toContainText('The client has an upcoming visit');
  await page.getByRole('tab', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/flows/edit/${id}$`));
  await expect(panel(page).getByLabel('Title', { exact: true })).toHaveValue('Reminder before the visit');
  await expect(panel(page).getByLabel('Message text')).toHaveValue('Hello, *{clientName}*! See you on {recordDate} at {recordTime}.');
  await expect(panel(page).getByLabel('Button 1: text')).toHaveValue('Confirm');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(formItem(page, 'When to remind')).toContainText('2 hours before the visit');
  await expect(formItem(page, 'Send from')).toContainText('09:00');
  await expect(formItem(page, 'Send until')).toContainText('18:00');
  await expect(panel(page).getByLabel('Sunday')).not.toBeChecked();
  await page.getByRole('tab', { name: 'Filters' }).click();
  await expect(panel(page).getByLabel('Arrived')).toBeChecked();
  await expect(panel(page).getByLabel('Visit time from')).toHaveValue('10:00');
  await expect(panel(page).getByLabel('Visits, at least')).toHaveValue('2');
});

test('a bad value in each limited field is refused with its message and stays as typed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id } = await ownerWithFlow(page, request);
  await page.goto(`${host('main')}/flows/edit/${id}`);

  const text = panel(page).getByLabel('Message text');
  await text.fill('Hello, {clientNmae}!');
  await expect(panel(page).getByText('Unknown variables: {clientNmae}.', { exact: false })).toBeVisible();
  for (let count = 0; count < 4; count += 1) await panel(page).getByRole('button', { name: 'Add a button' }).click();
  await panel(page).getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await save(page);
  await expect(formItem(page, 'Message text')).toContainText('The text uses an unknown variable');
  await expect(panel(page).getByText('A message can have at most 3 buttons')).toBeVisible();
  await expect(formItem(page, 'Image')).toContainText('Only PNG, JPG and JPEG images are allowed');
  await expect(text).toHaveValue('Hello, {clientNmae}!');
  await expect(formItem(page, 'Image')).toContainText('photo.gif');

  // Three buttons, two of one type: one per type only.
  await panel(page).getByRole('button', { name: 'Remove button 4' }).click();
  await panel(page).getByLabel('Button 3: type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Quick reply').click();
  await save(page);
  await expect(panel(page).getByText('A message can have only one button of each type')).toBeVisible();

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await pickHour(page, 'Send from', '18:00');
  await pickHour(page, 'Send until', '09:00');
  const reminder = formItem(page, 'When to remind');
  await reminder.locator('.ant-select').hover();
  await reminder.locator('.ant-select-clear').click();
  const endDate = panel(page).getByLabel('End date');
  const soon = localDateTime(new Date(Date.now() + 2 * 3_600_000));
  await endDate.fill(soon);
  await save(page);
  await expect(formItem(page, 'Send until')).toContainText('The sending hours must end later than they begin');
  await expect(reminder).toContainText('The field cannot be empty');
  await expect(formItem(page, 'End date')).toContainText('A flow must work at least 1 day: set the end date later');
  await expect(formItem(page, 'Send from')).toContainText('18:00');
  await expect(endDate).toHaveValue(soon);
  await expect(page.getByRole('tab', { name: 'Message (unsaved)' })).toBeVisible();
});

test('a retry-range flow refuses more than 200 a day and a period outside 30 days to 5 years', async ({ page, request }) => {
  const { token } = await signInWithTokens(page, request, DEMO);
  const id = await createFlow(request, token, { type: 'retryNotifyRange', title: 'Come back soon', content: 'We miss you, {clientName}!' });
  await page.goto(`${host('main')}/flows/edit/${id}/schedule`);
  const perDay = panel(page).getByLabel('Notifications a day');
  const range = panel(page).getByLabel('Period, days back');
  await perDay.fill('500');
  await range.fill('10');
  await save(page);
  await expect(formItem(page, 'Notifications a day')).toContainText('A retry-range flow sends from 1 to 200 notifications a day');
  await expect(formItem(page, 'Period, days back')).toContainText('The range must be from 30 days to 5 years');
  await expect(perDay).toHaveValue('500');
  await range.fill('2000');
  await save(page);
  await expect(formItem(page, 'Period, days back')).toContainText('The range must be from 30 days to 5 years');
  await perDay.fill('150');
  await range.fill('365');
  await save(page);
  await expectSaved(page);
});

test('from the editor a test flow goes live once the owner agrees, pauses and continues', async ({ page, request }) => {
  const { id } = await ownerWithFlow(page, request);
  await page.goto(`${host('main')}/flows/edit/${id}`);
  const header = page.getByRole('group', { name: 'Mode' });
  await expect(header).toContainText('Test');
  const live = page.getByRole('switch', { name: 'Live: send to clients' });
  await expect(live).not.toBeChecked();
  await live.click();
  // Going live asks first, naming the flow and counting from the engine's plan whom it reaches.
  const question = page.getByRole('dialog', { name: 'Switch “Evening reminder” to live?' });
  await expect(question).toContainText(/In the next 24 hours it will message (no client|\d+ clients?)\./);
  await question.getByRole('button', { name: 'Go live' }).click();
  await expect(live).toBeChecked();
  await expect(header).toContainText('Live');
  await expect(page.getByText('“Evening reminder” is live: its messages go to your clients.')).toBeVisible();

  const status = page.getByRole('group', { name: 'Status' });
  await status.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toContainText('Paused');
  await status.getByRole('button', { name: 'Continue' }).click();
  await expect(status).not.toContainText('Paused');
  await expect(status.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.getByRole('link', { name: 'All flows' }).click();
  await expect(page).toHaveURL(/\/flows$/);
  await expect(page.getByRole('table', { name: 'Flows' }).getByRole('row', { name: /Evening reminder/ })).toContainText('Live');
});

test('the bulk text page saves two flows at once and passes axe', async ({ page, request }) => {
  const email = uniqueEmail('texts');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' });
  await createFlow(request, token, { type: 'visitReminder', title: 'Alpha flow', content: 'Alpha text' });
  await createFlow(request, token, { type: 'birthday', title: 'Beta flow', content: 'Beta text' });

  await page.goto(`${host('main')}/flows`);
  await page.getByRole('link', { name: 'Edit texts of all flows' }).click();
  await expect(page).toHaveURL(/\/flows\/EditTextInFlows$/);
  await expect(page.getByLabel('Text of “Alpha flow”')).toHaveValue('Alpha text');
  await expectAccessible(page);
  await page.getByLabel('Text of “Alpha flow”').fill('See you soon, {clientName}!');
  await page.getByLabel('Title of “Beta flow”').fill('Happy birthday');
  await page.getByLabel('Text of “Beta flow”').fill('Happy birthday, *{clientName}*!');
  await page.getByRole('button', { name: 'Save all (2)' }).click();
  await expect(page.getByText('Saved the texts of 2 flows')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Text of “Alpha flow”')).toHaveValue('See you soon, {clientName}!');
  await expect(page.getByLabel('Text of “Happy birthday”')).toHaveValue('Happy birthday, *{clientName}*!');
});

test('in Russian the editor names its tabs and refuses sending hours that end before they begin', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const { id } = await ownerWithFlow(page, request);
  await page.goto(`${host('main')}/flows/edit/${id}/schedule`);
  await expect(page.getByRole('tab', { name: 'Расписание' })).toHaveAttribute('aria-selected', 'true');
  await pickHour(page, 'Отправлять с', '18:00');
  await pickHour(page, 'Отправлять до', '09:00');
  await save(page, 'Сохранить');
  await expect(formItem(page, 'Отправлять до')).toContainText('Часы отправки должны заканчиваться позже, чем начинаются');
  await expectAccessible(page);
  await context.close();
});

test('on a phone in Russian a refused schedule brings its field into view below the header, its refusal above the hint, not over it', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { id } = await ownerWithFlow(page, request);
  await page.goto(`${host('main')}/flows/edit/${id}/schedule`);
  await pickHour(page, 'Отправлять с', '18:00');
  await pickHour(page, 'Отправлять до', '09:00');
  // Save sits at the form's end: the refused field is above the screen once the page is scrolled down to it.
  const saveButton = panel(page).getByRole('button', { name: 'Сохранить', exact: true });
  await saveButton.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await saveButton.click();
  const refusal = formItem(page, 'Отправлять до').getByText('Часы отправки должны заканчиваться позже, чем начинаются');
  await expect(refusal).toBeVisible();
  const headerBottom = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().bottom);
  const label = panel(page).locator('label', { hasText: 'Отправлять с' });
  await expect.poll(async () => (await label.boundingBox())?.y ?? -1, { message: 'the label is below the sticky header' }).toBeGreaterThanOrEqual(headerBottom);
  await expect.poll(async () => (await label.boundingBox())?.y ?? 10_000).toBeLessThan(844);
  await expectStillGap(page, refusal, panel(page).getByTestId('hours-hint'), (gap) => expect(gap, 'the hint begins below the refusal').toBeGreaterThanOrEqual(0));
  await context.close();
});
