import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, host, registerAccount, signInWithTokens, uniqueEmail } from './support';

/* The quality host's checklist (issue 34): what its chats and calls are scored on, saved in versions. */

test('a new owner writes a checklist, is stopped at a repeated name, and saves it in versions that survive a reload', async ({ page, request }) => {
  const owner = { email: uniqueEmail('quality'), password: 'Secret12' };
  await registerAccount(request, owner.email, owner.password);
  await signInWithTokens(page, request, owner, host('quality'));
  await page.goto(`${host('quality')}/`);
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

test('the demo salon’s checklist reads in each of the four languages', async ({ page, request }) => {
  await signInWithTokens(page, request, DEMO, host('quality'));
  const headings = { en: 'Quality checklist', ru: 'Чек-лист качества', 'pt-BR': 'Checklist de qualidade', 'uk-UA': 'Чек-лист якості' };
  const saves = { en: 'Save as a new version', ru: 'Сохранить как новую версию', 'pt-BR': 'Salvar como nova versão', 'uk-UA': 'Зберегти як нову версію' };
  for (const locale of ['en', 'ru', 'pt-BR', 'uk-UA'] as const) {
    await page.evaluate((value) => localStorage.setItem('cabinet.locale', value), locale);
    await page.goto(`${host('quality')}/checklist`);
    await expect(page.getByRole('heading', { name: headings[locale], level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: saves[locale] })).toBeVisible();
    // The demo's current version has eight criteria, two of them fatal.
    await expect(page.getByRole('group')).toHaveCount(8);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  }
});
