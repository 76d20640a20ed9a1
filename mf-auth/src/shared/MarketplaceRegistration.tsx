import type { Marketplace } from '@cabinet/api/account';
import { checkPhone } from '@cabinet/api/phone';
import { RouteLink, useHost, useLinks, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, AuthCard, Button, Typography, Waiting } from '@cabinet/design/core';
import { ConfirmPasswordField, EmailField, Form, PasswordField, TermsField } from '@cabinet/design/forms';
import { PhoneField } from '@cabinet/design/phone';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useApplication, useMarketplaceRegisterMutation } from '../api/marketplace';
import { useAuthFormFailure } from './errors';
import { AuthLanguageSelect } from './AuthLanguageSelect';

const messages = {
  title: /*i18n*/ { id: 'auth.marketplace.title', message: 'Registration from {marketplace}' },
  loading: /*i18n*/ { id: 'auth.marketplace.loading', message: 'Checking the application' },
  company: /*i18n*/ { id: 'auth.marketplace.company', message: 'Create an account and {company} is connected at once.' },
  notFound: /*i18n*/ { id: 'auth.marketplace.notFound', message: '{marketplace} does not know this application. Open the cabinet again from the marketplace.' },
  used: /*i18n*/ { id: 'auth.marketplace.used', message: 'This application has been used to register already. Sign in to the account it created.' },
  failed: /*i18n*/ { id: 'auth.marketplace.failed', message: 'The application could not be checked' },
  retry: /*i18n*/ { id: 'auth.marketplace.retry', message: 'Try again' },
  submit: /*i18n*/ { id: 'auth.marketplace.submit', message: 'Create account and connect' },
  signIn: /*i18n*/ { id: 'auth.marketplace.signIn', message: 'Sign in' },
  termsBefore: /*i18n*/ { id: 'auth.register.terms', message: 'I agree to the' },
  termsLink: /*i18n*/ { id: 'auth.register.termsLink', message: 'terms of service' },
} satisfies Record<string, MessageDescriptor>;

const NAMES: Record<Marketplace, string> = { yclients: 'YCLIENTS', altegio: 'Altegio' };
const QUICK_STARTS = { yclients: 'account.quickstartYclients', altegio: 'account.quickstartAltegio' } as const;
const USER_EXISTS_AT_EMAIL = { USER_EXISTS: 'email' };

interface Values {
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  isAgreeWithTerms: boolean;
}

/**
 * /account/register/{marketplace}/{applicationId}: a business arriving from the booking system's
 * marketplace registers with the application attached; its company is connected at once, and the new
 * user lands signed in on that system's quick start.
 */
export function MarketplaceRegistration({ marketplace }: { marketplace: Marketplace }) {
  const t = useTranslate();
  const host = useHost();
  const route = useRoute();
  const applicationId = route.params.applicationId ?? '';
  const application = useApplication(marketplace, applicationId);
  const name = NAMES[marketplace];
  const title = t(messages.title, { marketplace: name });

  if (application.isPending) {
    return (
      <AuthCard title={title} brandName={host.brandName} aside={<AuthLanguageSelect />}>
        <Waiting label={t(messages.loading)} />
      </AuthCard>
    );
  }
  if (application.isError || application.data.status !== 'open') {
    const refusal = application.data?.status === 'used' ? t(messages.used) : application.data?.status === 'notFound' ? t(messages.notFound, { marketplace: name }) : t(messages.failed);
    return (
      <AuthCard title={title} brandName={host.brandName} aside={<AuthLanguageSelect />} footer={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>}>
        <Alert
          type="error"
          role="alert"
          showIcon
          title={refusal}
          action={application.isError ? <Button onClick={() => void application.refetch()}>{t(messages.retry)}</Button> : undefined}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} brandName={host.brandName} aside={<AuthLanguageSelect />} footer={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>}>
      <Typography.Paragraph>{t(messages.company, { company: application.data.application.companyName })}</Typography.Paragraph>
      <RegistrationForm marketplace={marketplace} applicationId={applicationId} />
    </AuthCard>
  );
}

function RegistrationForm({ marketplace, applicationId }: { marketplace: Marketplace; applicationId: string }) {
  const t = useTranslate();
  const host = useHost();
  const links = useLinks();
  const { locale } = useRemoteProps();
  const [form] = Form.useForm<Values>();
  const errors = useAuthFormFailure(form, { codeFields: USER_EXISTS_AT_EMAIL });
  const create = useMarketplaceRegisterMutation(marketplace, applicationId, {
    onMutate: errors.clear,
    onSuccess: () => links.navigate(QUICK_STARTS[marketplace], undefined, { replace: true }),
    onError: errors.show,
  });
  return (
    <>
      {errors.alert}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => create.mutate({ ...values, clientHost: window.location.origin, language: locale })} disabled={create.isPending}>
        <EmailField autoFocus />
        <PasswordField autoComplete="new-password" />
        <ConfirmPasswordField />
        <PhoneField check={checkPhone} />
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
    </>
  );
}
