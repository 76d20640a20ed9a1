import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { checkPhone } from '@cabinet/api/phone';
import { I18nProvider, activateLocale, i18n, type Locale } from '@cabinet/i18n';
import './catalog';
import { DesignProvider } from './DesignProvider';
import { ConfirmPasswordField, EmailField, PasswordField, TermsField } from './fields';
import { PhoneField } from './phoneField';
import { BRAND_COLORS } from './theme';

/** A value entered, pasted: the rules are checked on submit, so typing key by key (a render per key) tests nothing more. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function renderForm(locale: Locale, onFinish = jest.fn()) {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale={locale}>
        <Form layout="vertical" onFinish={onFinish}>
          <EmailField />
          <PasswordField />
          <ConfirmPasswordField />
          <PhoneField check={checkPhone} />
          <TermsField>terms</TermsField>
          <Button htmlType="submit">send</Button>
        </Form>
      </DesignProvider>
    </I18nProvider>,
  );
  return onFinish;
}

describe('validated form fields', () => {
  it('shows each rule of spec section 5 at its field and keeps what was typed', async () => {
    const onFinish = await renderForm('en');
    const user = userEvent.setup();

    await enter(user, screen.getByLabelText('Email'), 'owner@salon');
    await enter(user, screen.getByLabelText('Password'), 'пароль1');
    await enter(user, screen.getByLabelText('Confirm password'), 'other');
    await enter(user, screen.getByLabelText('Phone number'), '+7 900');
    await user.click(screen.getByRole('button', { name: 'send' }));

    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByText('Password must not contain Cyrillic letters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(await screen.findByText('You must agree to the terms')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@salon');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('words the messages in the active language', async () => {
    await renderForm('ru');
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));

    expect(await screen.findByText('Введите email')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
  });

  it('sends a form whose values pass every rule', async () => {
    const onFinish = await renderForm('en');
    const user = userEvent.setup();

    await enter(user, screen.getByLabelText('Email'), 'owner@salon.ru');
    await enter(user, screen.getByLabelText('Password'), 'Secret12');
    await enter(user, screen.getByLabelText('Confirm password'), 'Secret12');
    await enter(user, screen.getByLabelText('Phone number'), '+7 900 123-45-67');
    await user.click(screen.getByRole('checkbox', { name: 'terms' }));
    await user.click(screen.getByRole('button', { name: 'send' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ email: 'owner@salon.ru', isAgreeWithTerms: true });
  });
});
