import { expect, test } from '@playwright/test';
import { API, DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';
// Recordings made as the demo's are (its script in the WAV's RIFF INFO comment, which the transcription stand-in reads).
import { wavWithScript } from '../../api-server/src/quality/recordings';

/* The quality host (issue 34): the checklist its chats and calls are scored on, saved in versions; uploaded calls, transcribed and scored. */

test('a new owner writes a checklist, is stopped at a repeated name, and saves it in versions that survive a reload', async ({ page, request }) => {
  const owner = { email: uniqueEmail('quality'), password: 'Secret12' };
  await registerAccount(request, owner.email, owner.password);
  await signInWithTokens(page, request, owner, host('quality'));
  await page.goto(`${host('quality')}/`);
  // A new owner's home: no report, no score yet, and what to do next, the checklist first.
  await expect(page.getByText('No report finished in the last 30 days.')).toBeVisible({ timeout: 30_000 });
  const nextSteps = page.getByRole('listitem').filter({ hasText: 'Define the checklist conversations are scored on' });
  await expect(nextSteps.getByText('To do')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Quality checklist', level: 1 })).toBeVisible();
  await expect(page.getByText('No checklist yet: add the criteria your administrators are held to, then save.')).toBeVisible();
  await expectAccessible(page);

  const criterion = (number: number) => page.getByRole('group', { name: `Criterion ${number}` });
  await criterion(1).getByRole('textbox', { name: 'Name' }).fill('Greeted the client');
  await page.getByRole('button', { name: 'Add a criterion' }).click();
  await criterion(2).getByRole('textbox', { name: 'Name' }).fill('greeted  THE client');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(criterion(2).getByText('Another criterion has the same name')).toBeVisible();

  await criterion(2).getByRole('textbox', { name: 'Name' }).fill('Was polite');
  await criterion(2).getByRole('checkbox', { name: 'Fatal: missing it fails the conversation' }).check();
  await page.getByRole('combobox', { name: 'Weight of criterion 2' }).selectOption('9');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Version 1 of the checklist is saved')).toBeVisible();

  await page.reload();
  await expect(criterion(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Was polite');
  await expect(page.getByRole('combobox', { name: 'Weight of criterion 2' })).toHaveValue('9');
  await expect(criterion(2).getByRole('checkbox', { name: 'Fatal: missing it fails the conversation' })).toBeChecked();

  await page.getByRole('button', { name: 'Add a criterion' }).click();
  await criterion(3).getByRole('textbox', { name: 'Name' }).fill('Named the price');
  await page.getByRole('button', { name: 'Move criterion 3 up' }).click();
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Version 2 of the checklist is saved')).toBeVisible();
  await expect(criterion(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Named the price');

  await page.getByRole('button', { name: 'Show version 1' }).click();
  await expect(page.getByText('Was polite (weight 9)')).toBeVisible();
  await expect(page.getByText('Named the price (weight 5)')).toHaveCount(0);
  await expectAccessible(page);
});

test('the demo salon’s checklist and chats read in each of the four languages', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO, host('quality'));
  const headings = { en: 'Quality checklist', ru: 'Чек-лист качества', 'pt-BR': 'Checklist de qualidade', 'uk-UA': 'Чек-лист якості' };
  const saves = { en: 'Save as a new version', ru: 'Сохранить как новую версию', 'pt-BR': 'Salvar como nova versão', 'uk-UA': 'Зберегти як нову версію' };
  const sources = { en: 'Source', ru: 'Источник', 'pt-BR': 'Origem', 'uk-UA': 'Джерело' };
  // An opened chat's messages load with its view, not the list: its way back reads in the language too.
  const backs = { en: 'Back to all chats', ru: 'Ко всем чатам', 'pt-BR': 'Voltar para todas as conversas', 'uk-UA': 'До всіх чатів' };
  for (const locale of ['en', 'ru', 'pt-BR', 'uk-UA'] as const) {
    await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
    await page.goto(`${host('quality')}/checklist`);
    await expect(page.getByRole('heading', { name: headings[locale], level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: saves[locale] })).toBeVisible();
    // The demo's current version has eight criteria, two of them fatal.
    await expect(page.getByRole('group')).toHaveCount(8);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.goto(`${host('quality')}/chats`);
    await expect(page.getByRole('combobox', { name: sources[locale] })).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('link', { name: backs[locale] })).toBeVisible();
  }
});

test('an owner uploads three calls at once, one of a refused type, watches them upload, and reads a transcript scored item by item', async ({ page, request }) => {
  const owner = { email: uniqueEmail('calls'), password: 'Secret12' };
  await registerAccount(request, owner.email, owner.password);
  const { token } = await signInWithTokens(page, request, owner, host('quality'));
  const saved = await request.put(`${API}/api/v1/Quality/Checklist`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      version: 0,
      items: [
        { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5, fatal: false },
        { title: 'Named the price', description: 'Tells the cost of the service.', weight: 6, fatal: false },
        { title: 'Offered a time', description: 'Suggests a free slot in the schedule.', weight: 4, fatal: false },
        { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
      ],
    },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`${host('quality')}/`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calls' }).click();
  await expect(page.getByText('No calls yet: choose recordings above to upload them.')).toBeVisible();
  await expectAccessible(page);

  const script = 'Operator: Hello, Lotus salon, my name is Anna.\nClient: How much is a haircut?\nOperator: A haircut costs 40 dollars, the service includes washing.';
  // A short call, a longer one (2.4 MB: three PATCHes of a megabyte, its progress seen) and a file that is no recording.
  await page.getByLabel('Choose recordings to upload').setInputFiles([
    { name: 'Friday haircut.wav', mimeType: 'audio/wav', buffer: wavWithScript(3, script) },
    { name: 'Long consultation.wav', mimeType: 'audio/wav', buffer: wavWithScript(150, 'Operator: Hello, my name is Oleg.\nOperator: We have a free slot in the schedule on Monday.') },
    { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a recording') },
  ]);
  await expect(page.getByText('contract.pdf: file format incorrect. Allowed formats: mp3, wav, ogg, flac, aiff, aac, m4a, wma')).toBeVisible();
  // 2.4 MB in one-megabyte PATCHes: its progress bar shows while it goes.
  await expect(page.getByRole('progressbar', { name: 'Uploading Long consultation.wav' })).toBeVisible();
  await expect(page.getByText('Friday haircut.wav: uploaded')).toBeVisible();
  await expect(page.getByText('Long consultation.wav: uploaded')).toBeVisible();

  const table = page.getByRole('table', { name: 'Uploaded calls' });
  const friday = table.getByRole('row').filter({ hasText: 'Friday haircut.wav' });
  await expect(friday.getByRole('cell', { name: '0:03' })).toBeVisible();
  // Transcribed and scored on the job queue: met 5 + 6 + 10 of 25.
  await expect(friday.getByText('84 of 100')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Long consultation.wav' }).getByText('2:30')).toBeVisible();

  await friday.getByRole('link', { name: 'Open Friday haircut.wav' }).click();
  await expect(page.getByRole('heading', { name: 'Friday haircut.wav', level: 2 })).toBeVisible();
  await expect(page.getByText('Client: How much is a haircut?')).toBeVisible();
  await expect(page.getByText(/Transcribed by the local stand-in/)).toBeVisible();
  await expect(page.getByText('Score 84 of 100 against version 1 of the checklist.')).toBeVisible();
  const criteria = page.getByRole('table', { name: 'Criteria of the call' });
  await expect(criteria.getByRole('row').filter({ hasText: 'Named the price' }).getByText('Operator: A haircut costs 40 dollars, the service includes washing.')).toBeVisible();
  await expect(criteria.getByRole('row').filter({ hasText: 'Offered a time' }).getByText('Missed')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByText('Score 84 of 100 against version 1 of the checklist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to all calls' }).click();
  await page.getByRole('button', { name: 'Delete Long consultation.wav' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Long consultation.wav' })).toHaveCount(0);
});

/* The chats (/chats): the demo salon's conversations filtered by source in the URL, one opened and scored through the stand-in, at a phone's width. */
test('the owner filters the chats by source, opens one and scores it criterion by criterion', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signInWithTokens(page, request, DEMO, host('quality'));
  // The demo's last week's reports score chats on the queue after the start: once they are done, a chat listed as
  // not scored stays so until the owner scores it (a journey run right after the start would race them).
  await expect
    .poll(
      async () => {
        const reports: Array<{ state: string }> = await (await request.get(`${API}/api/v1/Quality/Reports`, { headers: { authorization: `Bearer ${token}` } })).json();
        return reports.filter((report) => report.state === 'Created' || report.state === 'InProgress').length;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(0);
  await page.evaluate(() => localStorage.setItem('cabinet.locale', 'en'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${host('quality')}/chats`);
  const table = page.getByRole('table', { name: 'Chats' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'WhatsApp' });
  await expect(page).toHaveURL(/[?&]channel=whatsapp/);
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(table.getByText('Telegram', { exact: true })).toHaveCount(0);

  // The demo's reports score chats on the queue after the start, so the journey takes one no report has scored.
  await page.getByRole('combobox', { name: 'Score' }).selectOption({ label: 'Not scored' });
  await expect(page).toHaveURL(/[?&]score=notScored/);
  const unscored = table.getByRole('row').filter({ hasText: 'Not scored yet' }).first();
  await expect(unscored).toBeVisible();
  const client = (await unscored.getByRole('link').textContent()) ?? '';
  await table.getByRole('row').filter({ hasText: client }).getByRole('link').click();
  await expect(page).toHaveURL(/[?&]chat=/);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Not scored yet against your current checklist.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Score against the checklist' }).click();
  // At a phone's width the criteria are a list of cards (a table on a wide screen).
  const criteria = page.getByRole('list', { name: 'Criteria of the chat' });
  await expect(criteria).toBeVisible({ timeout: 30_000 });
  // The demo's current checklist: eight criteria, two of them fatal; the stand-in says it only matches words.
  await expect(criteria.getByText('Не грубил клиенту')).toBeVisible();
  await expect(criteria.getByText('Fatal', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Scored by the local stand-in', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Back to the list, the filters kept: the chat is scored now, so it has left the unscored ones.
  await page.getByRole('link', { name: 'Back to all chats' }).click();
  await expect(page).toHaveURL(/[?&]channel=whatsapp/);
  await expect(page).not.toHaveURL(/[?&]chat=/);
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: client })).toHaveCount(0);
});
