import { expect, test } from './fixtures';
import { DEMO, host, signInWithTokens } from './support';

const LOGIN_PAGES = [
  { locale: 'ru-RU', lang: 'ru', heading: 'Вход', submit: 'Войти', required: 'Введите email', title: 'Вход — SalonNotify' },
  { locale: 'en-US', lang: 'en', heading: 'Sign in', submit: 'Sign in', required: 'Email is required', title: 'Sign in — SalonNotify' },
  { locale: 'pt-BR', lang: 'pt-BR', heading: 'Entrar', submit: 'Entrar', required: 'Informe o e-mail', title: 'Entrar — SalonNotify' },
  { locale: 'uk-UA', lang: 'uk-UA', heading: 'Вхід', submit: 'Увійти', required: 'Введіть email', title: 'Вхід — SalonNotify' },
];

for (const { locale, lang, heading, submit, required, title } of LOGIN_PAGES) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    test('gets the cabinet in its language, validation included', async ({ page }) => {
      await page.goto(`${host('main')}/account/login`);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.getByText(required)).toBeVisible();
    });
  });
}

test.describe('the language selector', () => {
  test.use({ locale: 'en-US' });
  test('switches every part of the page, remotes included, and is remembered', async ({ page, request }) => {
    await signInWithTokens(page, request, DEMO);
    // mf-widgets' AI answers: the shell's title and navigation and the remote's screen switch together.
    await page.goto(`${host('main')}/widgets/reviews-ai`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your package' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Interface language' }).selectOption({ label: 'Українська' });
    await expect(page.getByRole('heading', { level: 2, name: 'Ваш пакет' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Чернетки на затвердження' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основна навігація' })).toBeVisible();
    await expect(page).toHaveTitle('ШІ-відповіді на відгуки — SalonNotify');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Ваш пакет' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Мова інтерфейсу' }).selectOption({ label: 'Português (Brasil)' });
    await expect(page.getByRole('heading', { level: 2, name: 'Seu pacote' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma da interface' }).selectOption({ label: 'Русский' });
    await expect(page.getByRole('columnheader', { name: 'Черновики на утверждение' })).toBeVisible();
  });
});

test.describe('the AI dashboard host', () => {
  test.use({ locale: 'ru-RU' });
  test('speaks English by default, even to a Russian browser', async ({ page }) => {
    await page.goto(`${host('dashboard')}/account/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in — ReviewPulse AI Dashboard');
  });
});
