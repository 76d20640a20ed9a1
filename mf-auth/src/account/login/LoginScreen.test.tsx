import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import { renderScreen, TEST_HOST } from '@cabinet/contracts/testing';
import '../../catalog';
import { LoginScreen } from './LoginScreen';

async function fillAndSubmit(email: string, password: string, submit = 'Sign in') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('LoginScreen', () => {
  it('lets a visitor switch the language before signing in, where the host allows a choice (issue 21)', async () => {
    const rendered = await renderScreen(<LoginScreen />, { route: 'account.login', locale: 'ru' });
    const select = screen.getByRole('combobox', { name: 'Язык интерфейса' });
    expect(select).toHaveValue('ru');
    await userEvent.selectOptions(select, 'English');
    expect(rendered.localeChanges).toEqual(['en']);
    rendered.unmount();

    await renderScreen(<LoginScreen />, { route: 'account.login', host: { features: { ...TEST_HOST.features, languageSelect: false } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Interface language' })).not.toBeInTheDocument();
  });

  it('signs in with the tokens the API returns', async () => {
    const rendered = await renderScreen(<LoginScreen />, {
      route: 'account.login',
      api: (_request, path) => (path === PATHS.account.login ? Response.json({ token: 'access', refreshToken: 'refresh' }) : undefined),
    });
    await fillAndSubmit('Owner@Salon.ru', 'Secret12');
    await waitFor(() => expect(rendered.signIns).toEqual([{ token: 'access', refreshToken: 'refresh' }]));
    expect(rendered.requests).toEqual([{ path: PATHS.account.login, body: { email: 'Owner@Salon.ru', password: 'Secret12' } }]);
  });

  it('shows the spec wording for wrong credentials and keeps what was typed', async () => {
    const rendered = await renderScreen(<LoginScreen />, {
      route: 'account.login',
      api: () => Response.json({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' }, { status: 400 }),
    });
    await fillAndSubmit('owner@salon.ru', 'Wrong123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@salon.ru');
    expect(rendered.signIns).toEqual([]);
  });

  it('says at the form how long to wait when the API limits sign-in attempts, in the page language', async () => {
    const limited = () =>
      Response.json(
        { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 min.' },
        { status: 429, headers: { 'Retry-After': '840' } },
      );
    await renderScreen(<LoginScreen />, { route: 'account.login', api: limited });
    await fillAndSubmit('owner@salon.ru', 'Wrong123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 14 minutes.');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong123');
  });

  it('words the wait in Russian too', async () => {
    await renderScreen(<LoginScreen />, {
      route: 'account.login',
      locale: 'ru',
      api: () => Response.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429, headers: { 'Retry-After': '60' } }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@salon.ru');
    await user.type(screen.getByLabelText('Пароль'), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Повторите через 1 минуту.');
  });

  it('refuses invalid input before calling the API', async () => {
    const rendered = await renderScreen(<LoginScreen />, { route: 'account.login' });
    await fillAndSubmit('owner@salon', '123');
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(rendered.requests).toEqual([]);
  });

  it('speaks the page language', async () => {
    await renderScreen(<LoginScreen />, { route: 'account.login', locale: 'pt-BR' });
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
  });

  it('offers Google only where the environment has it', async () => {
    await renderScreen(<LoginScreen />, { route: 'account.login', host: { googleSignIn: null } });
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });
});
