import { checkPhone } from '@cabinet/api/phone';
import { RouteLink, useHost, useRemoteProps, useRoute } from '@cabinet/contracts';
import { AuthCard, Button, Typography } from '@cabinet/design/core';
import { ConfirmPasswordField, EmailField, Form, PasswordField, TermsField } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { PhoneField } from '@cabinet/design/phone';
import { useTranslate } from '@cabinet/i18n';
import { useRegisterMutation } from '../../api/signIn';
import { useAuthFormFailure } from '../../shared/errors';
import { OTHER_COUNTRY_ID } from '@cabinet/api/countries';
import { countryOptions } from '../../shared/countries';
import { AuthLanguageSelect } from '../../shared/AuthLanguageSelect';

const messages = {
  title: /*i18n*/ { id: 'auth.register.title', message: 'Registration' },
  submit: /*i18n*/ { id: 'auth.register.submit', message: 'Create account' },
  haveAccount: /*i18n*/ { id: 'auth.register.haveAccount', message: 'Already have an account?' },
  signIn: /*i18n*/ { id: 'auth.register.signIn', message: 'Sign in' },
  termsBefore: /*i18n*/ { id: 'auth.register.terms', message: 'I agree to the' },
  termsLink: /*i18n*/ { id: 'auth.register.termsLink', message: 'terms of service' },
  country: /*i18n*/ { id: 'auth.register.country', message: 'Country' },
  otherCountry: /*i18n*/ { id: 'auth.register.otherCountry', message: 'Another country' },
};

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  isAgreeWithTerms: boolean;
  countryId?: number;
}

const USER_EXISTS_AT_EMAIL = { USER_EXISTS: 'email' };

/** Where a visitor came from, for the utmTag of the registration call. */
function utmTagOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('utmTag') ?? params.get('utm_source');
}

/**
 * /account/register: e-mail, password and its confirmation, phone, the terms,
 * and the country where the host asks for it. The new user is signed in at
 * once and the shell's guard takes them home.
 */
export function RegisterScreen() {
  const t = useTranslate();
  const host = useHost();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const [form] = Form.useForm<RegisterValues>();
  const errors = useAuthFormFailure(form, { codeFields: USER_EXISTS_AT_EMAIL });

  const create = useRegisterMutation({ onMutate: errors.clear, onError: errors.show });
  const submit = (values: RegisterValues) =>
    create.mutate({
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phone: values.phone,
      isAgreeWithTerms: values.isAgreeWithTerms,
      countryId: host.features.countryOnRegistration ? (values.countryId ?? OTHER_COUNTRY_ID) : null,
      utmTag: utmTagOf(route.search),
      clientHost: window.location.origin,
      language: locale,
    });

  return (
    <AuthCard
      title={t(messages.title)}
      brandName={host.brandName}
      aside={<AuthLanguageSelect />}
      footer={
        <Typography.Text>
          {t(messages.haveAccount)} <RouteLink to="account.login">{t(messages.signIn)}</RouteLink>
        </Typography.Text>
      }
    >
      {errors.alert}
      <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={submit} disabled={create.isPending}>
        <EmailField autoFocus />
        <PasswordField autoComplete="new-password" />
        <ConfirmPasswordField />
        <PhoneField check={checkPhone} />
        {host.features.countryOnRegistration ? (
          <Form.Item name="countryId" label={t(messages.country)} initialValue={OTHER_COUNTRY_ID}>
            {/* About 250 countries: typing filters them by name. */}
            <Select aria-label={t(messages.country)} showSearch={{ optionFilterProp: 'label' }} options={countryOptions(locale, t(messages.otherCountry))} />
          </Form.Item>
        ) : null}
        <TermsField>
          {t(messages.termsBefore)}{' '}
          <Typography.Link href={host.termsUrl} target="_blank" rel="noreferrer">
            {t(messages.termsLink)}
          </Typography.Link>
        </TermsField>
        <Button type="primary" htmlType="submit" block loading={create.isPending}>
          {t(messages.submit)}
        </Button>
      </Form>
    </AuthCard>
  );
}
