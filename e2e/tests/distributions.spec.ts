import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { API, DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/*
 * Mass mailings end to end, on the mass-mailing host: a list uploaded as CSV with invalid, duplicate and
 * blacklisted rows, the preview's reasons, the schedule and the plan, a test send, the start, progress
 * moving in the stats as the engine sends, pause and resume, duplicate and delete from the list.
 */

const pad = (value: number) => String(value).padStart(2, '0');
/** A datetime-local value, in the browser's zone (the same machine's). */
const localInput = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
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
  const now = new Date();
  await page.getByLabel('Start', { exact: true }).fill(localInput(now));
  await page.getByLabel('End (optional)').fill(localInput(new Date(now.getTime() + 3 * 60_000)));
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('combobox', { name: 'Send until (TO)' }).selectOption({ label: '06:00' });
  await page.getByRole('combobox', { name: 'Send from (FROM)' }).selectOption({ label: '10:00' });
  await page.getByRole('combobox', { name: 'Send until (TO)' }).selectOption({ label: '09:00' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('FROM must be less than TO')).toBeVisible();
  await page.getByRole('combobox', { name: 'Send from (FROM)' }).selectOption({ label: '00:00' });
  await page.getByRole('combobox', { name: 'Send until (TO)' }).selectOption({ label: '24:00' });
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
