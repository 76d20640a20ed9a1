import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import { TEST_HOST, renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { RegisterScreen } from './RegisterScreen';

/** What the user enters, pasted: this test is about what the form does with it, not typing (a render per key). */
async function enter(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm() {
  const user = userEvent.setup();
  await enter(screen.getByLabelText('Email'), 'new@salon.ru');
  await enter(screen.getByLabelText('Password'), 'Secret12');
  await enter(screen.getByLabelText('Confirm password'), 'Secret12');
  await enter(screen.getByLabelText('Phone number'), '+7 900 123-45-67');
  await user.click(screen.getByRole('checkbox'));
  return user;
}

describe('RegisterScreen', () => {
  it("sends the spec's payload and signs the new user in", async () => {
    const rendered = await renderScreen(<RegisterScreen />, {
      route: 'account.register',
      search: '?utm_source=instagram',
      locale: 'en',
      api: (_request, path) => (path === PATHS.account.register ? Response.json({ token: 't', refreshToken: 'r' }) : undefined),
    });
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(rendered.signIns).toHaveLength(1));
    expect(rendered.requests[0]).toEqual({
      path: PATHS.account.register,
      body: {
        email: 'new@salon.ru',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        phone: '+7 900 123-45-67',
        isAgreeWithTerms: true,
        countryId: null,
        utmTag: 'instagram',
        clientHost: 'http://localhost',
        language: 'en',
      },
    });
  });

  it('says at the e-mail field that the user exists', async () => {
    await renderScreen(<RegisterScreen />, {
      route: 'account.register',
      api: () => Response.json({ code: 'USER_EXISTS', message: 'A user with this email already exists' }, { status: 409 }),
    });
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@salon.ru');
  });

  it('shows what the API refused at its field, in the page language', async () => {
    await renderScreen(<RegisterScreen />, {
      route: 'account.register',
      locale: 'ru',
      api: () => Response.json({ code: 'VALIDATION_FAILED', message: 'Phone number is not valid', fields: { phone: 'phone.invalid' } }, { status: 400 }),
    });
    const user = userEvent.setup();
    await enter(screen.getByLabelText('Email'), 'new@salon.ru');
    await enter(screen.getByLabelText('Пароль'), 'Secret12');
    await enter(screen.getByLabelText('Подтвердите пароль'), 'Secret12');
    await enter(screen.getByLabelText('Номер телефона'), '+7 900 123-45-67');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Некорректный номер телефона')).toBeInTheDocument();
  });

  it('asks for the country only where the host does', async () => {
    await renderScreen(<RegisterScreen />, { route: 'account.register' });
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
  });

  it('asks for the country where the host does, named in the page language', async () => {
    await renderScreen(<RegisterScreen />, { route: 'account.register', host: { features: { ...TEST_HOST.features, countryOnRegistration: true } } });
    expect(screen.getByLabelText('Country')).toBeInTheDocument();
  });

  it('offers every country, the markets the spec names first, and finds one by typing its name', async () => {
    await renderScreen(<RegisterScreen />, { route: 'account.register', host: { features: { ...TEST_HOST.features, countryOnRegistration: true } } });
    const user = userEvent.setup({ delay: null });
    // antd's listbox for assistive technology holds only the active option: the drawn list is read instead.
    const drawn = () => Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.getAttribute('title'));
    await user.click(screen.getByLabelText('Country'));
    await waitFor(() => expect(drawn().slice(0, 5)).toEqual(['Russia', 'Kazakhstan', 'Belarus', 'Ukraine', 'Brazil']));
    await user.type(screen.getByLabelText('Country'), 'Portu');
    await waitFor(() => expect(drawn()).toEqual(['Portugal']));
  });
});
