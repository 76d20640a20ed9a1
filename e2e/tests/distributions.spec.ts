import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * Mass mailings end to end, on the mass-mailing host: a list uploaded as CSV with invalid, duplicate and
 * blacklisted rows, the preview's reasons, the schedule and the plan, a test send, the start, progress
 * moving in the stats as the engine sends, pause and resume, duplicate and delete from the list.
 */

/** A datetime-local value on the clock of `timeZone`: the wizard reads its start and end in the branch's zone. */
const localInput = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};
const phone = (suffix: number, stamp: number) => `+7916${String(stamp).padStart(3, '0')}${String(suffix).padStart(4, '0')}`;

test('a mailing from an uploaded CSV: preview reasons, plan, test, start, live stats, pause and resume, duplicate, delete', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signInWithTokens(page, request, DEMO, host('mailing'));
  const stamp = randomInt(0, 1000);
  const blocked = phone(9, stamp);
  const blacklisted = await request.post(`${API}/api/v1/IgnorePhones`, { headers: { authorization: `Bearer ${token}` }, data: { phone: blocked, comment: 'Opted out', allowedTasks: [] } });
  expect(blacklisted.status()).toBe(201);

  const title = `Weekend promo ${stamp}`;
  await page.goto(`${host('mailing')}/distributions`);
  await page.getByRole('link', { name: 'New mailing' }).click();
  await expect(page).toHaveURL(/\/distributions\/create$/);

  // Step 1: the message. A title left empty is refused at its field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The field cannot be empty').first()).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.locator('label').filter({ hasText: /^WhatsApp$/ }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill('Hello, {clientName}! -20% this weekend. Opt out: {ignoreLink}');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/distributions\/create\/audience$/);

  // Step 2: the list, with a header, a BOM, semicolons, and rows the preview refuses. The simulated messenger
  // answers by a number's last four digits (api-server/src/channels/simulated.ts): 0004 is delivered, read and
  // answered, 0005 too, with a cancellation; 0007 takes its chances.
  const csv = [
    'Name;Phone',
    `Anna;${phone(4, stamp)}`,
    // Second, so the engine reaches it within the test: its skip is logged with the reason.
    `Gleb;${blocked}`,
    `Boris;8 916 ${String(stamp).padStart(3, '0')}-00-05`,
    `Vera;${phone(7, stamp)}`,
    'No phone;',
    'Short;12345',
    `Anna again;${phone(4, stamp)}`,
  ].join('\r\n');
  await page.getByLabel('List file (CSV or Excel)').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
  await expect(page.getByText('Rows: 7. Valid: 3.')).toBeVisible();
  const reasons = page.getByRole('list', { name: 'Rows that will not get the message' });
  await expect(reasons).toContainText('No phone: 1');
  await expect(reasons).toContainText('Phone not valid for the country: 1');
  await expect(reasons).toContainText('Duplicate: 1');
  await expect(reasons).toContainText('Blacklisted: will be skipped: 1');
  const invalid = page.getByRole('table').first();
  await expect(invalid.getByRole('row', { name: /Short/ })).toContainText('Phone not valid for the country');
  await expect(invalid.getByRole('row', { name: /Gleb/ })).toContainText('Blacklisted: will be skipped');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the schedule: now, every day, all day, ending in three minutes so the engine paces it fast.
  await expect(page).toHaveURL(/\/distributions\/create\/schedule$/);
  const zone = /your branch’s time: (.+)\.$/.exec((await page.getByText(/your branch’s time: /).textContent()) ?? '')?.[1] ?? '';
  expect(zone, 'the branch’s time zone named on the schedule').not.toBe('');
  const now = new Date();
  await page.getByLabel('Start', { exact: true }).fill(localInput(now, zone));
  await page.getByLabel('End (optional)').fill(localInput(new Date(now.getTime() + 3 * 60_000), zone));
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('combobox', { name: 'Send until' }).selectOption({ label: '06:00' });
  await page.getByRole('combobox', { name: 'Send from' }).selectOption({ label: '10:00' });
  await page.getByRole('combobox', { name: 'Send until' }).selectOption({ label: '09:00' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The sending hours must end later than they begin')).toBeVisible();
  await page.getByRole('combobox', { name: 'Send from' }).selectOption({ label: '00:00' });
  await page.getByRole('combobox', { name: 'Send until' }).selectOption({ label: '24:00' });
  await page.locator('label').filter({ hasText: /^Combat$/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the plan, then save, a test to the owner's phone, and the start.
  await expect(page).toHaveURL(/\/distributions\/create\/review$/);
  await expect(page.getByText(/^3 recipients, 300 a day, finishes on \w+ around \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('(1 blacklisted will be skipped)', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/distributions\/[0-9a-f-]{36}\/edit\/review$/);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText(/A test is on its way to \+/)).toBeVisible();
  await page.getByRole('button', { name: 'Start the mailing' }).click();

  // The stats, live: the e2e API's pacing wakes every 2 s (e2e/server.mjs), its slots spread over the three
  // minutes to the end, so the first message goes at once and the blacklisted second one within a minute.
  await expect(page).toHaveURL(/\/distributions\/[0-9a-f-]{36}\/stats$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('funnel-recipients')).toHaveText('4');
  const figure = async (key: string) => Number(await page.getByTestId(`funnel-${key}`).textContent());
  // The first message goes at the first wake-up: the progress bar moves, and the funnel fills as the
  // messenger reports it delivered, read and answered.
  await expect.poll(async () => Number(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => figure('sent')).toBe(1);
  await expect.poll(() => figure('delivered'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => figure('replied'), { timeout: 45_000 }).toBe(1);
  // The chart drew the hour ("Nothing sent yet" gave way to it).
  await expect(page.getByRole('figure').filter({ has: page.getByRole('img', { name: 'Messages sent, delivered, read and replied, by hour (cumulative)' }) })).toContainText('Replied: 1');
  // The second, blacklisted, is skipped with its reason when its turn comes (30 to 45 s after the first).
  const table = page.getByRole('table', { name: 'Recipients and their messages' });
  await expect(table.getByRole('row', { name: /Gleb/ })).toContainText('Blacklisted: the client opted out', { timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Blacklisted: the client opted out: 1' })).toBeVisible();
  expect(await figure('skipped')).toBe(1);
  await expectAccessible(page);
  // Pause and resume while the last two still wait their turn (a minute and more after the first).
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(/^(Waiting|Sending)$/).first()).toBeVisible();

  // Duplicate (a draft copy), then delete both from the list.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.goto(`${host('mailing')}/distributions?search=${encodeURIComponent(title)}`);
  const list = page.getByRole('table', { name: 'Mailings' });
  await expect(list.getByRole('row', { name: new RegExp(`${title} \\(copy\\)`) })).toContainText('Not started');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: `Select “${title}”` }).check();
  await page.getByRole('checkbox', { name: `Select “${title} (copy)”` }).check();
  await page.getByRole('toolbar', { name: 'Actions on the selected mailings' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Applied: 2. Skipped: 0.')).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('a list of 4,500 numbers: the limit said at the top, split into three mailings of at most 2,000 started 5 hours apart, each created through the API', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await signInWithTokens(page, request, DEMO, host('mailing'));
  const headers = { authorization: `Bearer ${token}` };
  const stamp = randomInt(0, 1000);
  const title = `Split promo ${stamp}`;

  // The API still refuses more than 2,000 in one mailing, saying why.
  const start = new Date(Date.now() + 3_600_000).toISOString();
  const tooMany = await request.post(`${API}/api/v1/Distributions`, {
    headers,
    data: {
      title, type: 'whatsapp', mode: 'test', text: 'Hello', image: null, startAt: start, endAt: null, daysOfWeek: [1, 2, 3, 4, 5, 6, 7], beginHour: 10, endHour: 20, perDay: 300, aiAssistantId: null,
      audience: { source: 'list', fileName: 'many.csv', rows: Array.from({ length: 2001 }, (_, index) => ({ name: '', phone: phone(index, stamp) })) },
    },
  });
  expect(tooMany.status()).toBe(400);
  const refusal: { message: string; fields: Record<string, string> } = await tooMany.json();
  expect(refusal.fields['audience.rows']).toBe('distribution.recipients.tooMany');
  expect(refusal.message).not.toBe('');

  await page.goto(`${host('mailing')}/distributions/create`);
  await page.getByLabel('Title').fill(title);
  await page.locator('label').filter({ hasText: /^WhatsApp$/ }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill('Hello, {clientName}! Spring offers this week.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/distributions\/create\/audience$/);

  const csv = ['Name;Phone', ...Array.from({ length: 4500 }, (_, index) => `Client ${index};${phone(index, stamp)}`)].join('\r\n');
  await page.getByLabel('List file (CSV or Excel)').setInputFiles({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  // Said at the top, above the preview's counts, with the way out; Next stays off.
  const alert = page.getByRole('alert').filter({ hasText: 'This list has 4,500 numbers: a mailing can have at most 2,000 at once' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  const counts = page.getByText('Rows: 4,500. Valid: 4,500.');
  await expect(counts).toBeVisible();
  const alertBox = await alert.boundingBox();
  const countsBox = await counts.boundingBox();
  expect(alertBox && countsBox && alertBox.y < countsBox.y).toBe(true);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const split = alert.getByRole('button', { name: 'Split into 3 mailings' });
  await expect(split).toBeVisible();
  await expectAccessible(page);

  // On a phone the alert and its button are whole on screen, with no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await split.scrollIntoViewIfNeeded();
  const splitBox = await split.boundingBox();
  expect(splitBox && splitBox.x >= 0 && splitBox.x + splitBox.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  await split.click();
  await expect(page).toHaveURL(/\/distributions\/create\/schedule$/);
  // The schedule shows the limits as they apply to these mailings.
  await expect(page.getByText('4,500, split into 3 mailings of at most 2,000 each')).toBeVisible();
  await expect(page.getByText('The 3 mailings start at least 5 hours apart')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setHours(10, 0, 0, 0);
  // Tomorrow at 10:00 as a wall-clock time (the machine's), whatever the branch's zone.
  await page.getByLabel('Start', { exact: true }).fill(localInput(tomorrow, Intl.DateTimeFormat().resolvedOptions().timeZone));
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/distributions\/create\/review$/);
  const parts = page.getByRole('list', { name: 'The mailings' });
  await expect(parts.getByRole('listitem')).toHaveText([
    new RegExp(`^${title} — 1 of 3: 2,000 recipients, starts `),
    new RegExp(`^${title} — 2 of 3: 2,000 recipients, starts `),
    new RegExp(`^${title} — 3 of 3: 500 recipients, starts `),
  ]);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create 3 mailings' }).click();
  await expect(page.getByText('3 mailings are created as drafts: start each from the list when you are ready')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/distributions$/);

  // Really created: three drafts, numbered, at most 2,000 each, started at least 5 hours apart.
  await page.goto(`${host('mailing')}/distributions?search=${encodeURIComponent(title)}`);
  const list = page.getByRole('table', { name: 'Mailings' });
  for (const number of [1, 2, 3]) await expect(list.getByRole('row', { name: new RegExp(`${title} — ${number} of 3`) })).toContainText('Not started');
  const page1 = await request.get(`${API}/api/v1/Distributions`, { headers, params: { search: title, sort: 'startAt', order: 'asc' } });
  const items: Array<{ id: string; title: string; recipients: number; startAt: string }> = (await page1.json()).items;
  expect(items.map((item) => [item.title, item.recipients])).toEqual([
    [`${title} — 1 of 3`, 2000],
    [`${title} — 2 of 3`, 2000],
    [`${title} — 3 of 3`, 500],
  ]);
  const starts = items.map((item) => new Date(item.startAt).getTime());
  for (const [index, at] of starts.entries()) if (index > 0) expect(at - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(5 * 3_600_000);
  const removed = await request.post(`${API}/api/v1/Distributions/Bulk/Delete`, { headers, data: { ids: items.map((item) => item.id) } });
  expect(removed.ok()).toBe(true);
});

test('a new account on the mass-mailing host starts from the three steps; a test account is kept off WhatsApp', async ({ page, request }) => {
  const email = uniqueEmail('mailer');
  await registerAccount(request, email);
  const { token } = await signInWithTokens(page, request, { email, password: 'Secret12' }, host('mailing'));
  // A trial account, as the platform's staff mark one (the development API's hook).
  expect((await request.post(`${API}/dev/test-user`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
  await page.goto(`${host('mailing')}/`);
  await expect(page).toHaveURL(`${host('mailing')}/distributions`);
  await expect(page.getByRole('heading', { name: 'Your first mailing in three steps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect a number' })).toHaveAttribute('href', '/accounts');
  await expect(page.getByRole('link', { name: 'Upload a list' })).toHaveAttribute('href', '/distributions/create/audience');
  await expect(page.getByRole('link', { name: 'Send a test' })).toHaveAttribute('href', '/distributions/create');
  await expectAccessible(page);
  // No channel connected: every channel is unavailable, and the form says where to connect one.
  await page.getByRole('link', { name: 'Send a test' }).click();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
  await expect(page.getByText('Channels you have not connected are unavailable.')).toBeVisible();
  // Where the type is chosen, the test account is told why WhatsApp is not for it; the API refuses it too.
  await expect(page.getByText('Test users cannot create WhatsApp mailings. Pay for a plan to send through WhatsApp.')).toBeVisible();
  await expectAccessible(page);
  const refused = await request.post(`${API}/api/v1/Distributions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Promo',
      type: 'whatsapp',
      mode: 'combat',
      text: 'Hello, {clientName}!',
      image: null,
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
      endAt: null,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      beginHour: 10,
      endHour: 20,
      perDay: 300,
      aiAssistantId: null,
      audience: { source: 'list', fileName: 'clients.csv', rows: [1, 2, 3].map((n) => ({ name: '', phone: `+7916100000${n}` })) },
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ fields: { type: 'distribution.type.testUserWhatsapp' }, message: 'Test users cannot create WhatsApp mailings' });
});

const LOCALES = [
  {
    language: 'ru',
    locale: 'ru-RU',
    heading: 'Первая рассылка в три шага',
    title: 'Название',
    next: 'Далее',
    required: 'Поле не может быть пустым',
    file: 'Файл списка (CSV или Excel)',
    counts: 'Строк: 4. Корректных: 3.',
    invalid: 'Телефон некорректен для страны',
  },
  {
    language: 'pt-BR',
    locale: 'pt-BR',
    heading: 'Seu primeiro disparo em três passos',
    title: 'Título',
    next: 'Próximo',
    required: 'O campo não pode ficar vazio',
    file: 'Arquivo da lista (CSV ou Excel)',
    counts: 'Linhas: 4. Válidas: 3.',
    invalid: 'Telefone inválido para o país',
  },
  {
    language: 'uk-UA',
    locale: 'uk-UA',
    heading: 'Перша розсилка в три кроки',
    title: 'Назва',
    next: 'Далі',
    required: 'Поле не може бути порожнім',
    file: 'Файл списку (CSV або Excel)',
    counts: 'Рядків: 4. Коректних: 3.',
    invalid: 'Телефон некоректний для країни',
  },
] as const;

test('the mailing screens speak Russian, Portuguese and Ukrainian, and stay accessible', async ({ browser, request }) => {
  test.setTimeout(120_000);
  for (const words of LOCALES) {
    // The mass-mailing host has no language selector: the browser's language is the page's.
    const context = await browser.newContext({ locale: words.locale });
    const page = await context.newPage();
    const email = uniqueEmail(`mailer-${words.language.toLowerCase()}`);
    await registerAccount(request, email, 'Secret12', words.language);
    await signInWithTokens(page, request, { email, password: 'Secret12' }, host('mailing'));
    // The list (empty: the three steps).
    await page.goto(`${host('mailing')}/distributions`);
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
    await expectAccessible(page);
    // The first step: its labels, and an empty title refused in the language.
    await page.goto(`${host('mailing')}/distributions/create`);
    await expect(page.getByLabel(words.title, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: words.next }).click();
    await expect(page.getByText(words.required).first()).toBeVisible();
    // The list's step: the preview's counts and reasons.
    await page.goto(`${host('mailing')}/distributions/create/audience`);
    const csv = ['Anna;+79161230004', 'Boris;+79161230005', 'Vera;+79161230007', 'Short;12345'].join('\n');
    await page.getByLabel(words.file).setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByText(words.counts)).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row', { name: /Short/ })).toContainText(words.invalid);
    await expectAccessible(page);
    await context.close();
  }
});
