import { RouteLink, useHost, useSearchParam } from '@cabinet/contracts';
import { AuthCard, Button, notAllFieldsFilled } from '@cabinet/design/core';
import { ConfirmPasswordField, EmailField, Form, Input, PasswordField, RequiredField } from '@cabinet/design/forms';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useResetPasswordMutation } from '../../api/signIn';
import { useAuthFormFailure } from '../../shared/errors';
import { AuthLanguageSelect } from '../../shared/AuthLanguageSelect';

const messages = {
  title: /*i18n*/ { id: 'auth.reset.title', message: 'Set a new password' },
  code: /*i18n*/ { id: 'auth.reset.code', message: 'Code from the email' },
  submit: /*i18n*/ { id: 'auth.reset.submit', message: 'Save the new password' },
  doneTitle: /*i18n*/ { id: 'auth.reset.done.title', message: 'The password is changed' },
  doneBody: /*i18n*/ { id: 'auth.reset.done.body', message: 'Sign in with your new password.' },
  signIn: /*i18n*/ { id: 'auth.reset.signIn', message: 'Sign in' },
};

const RESET_FIELD_KINDS = { email: 'email', newPassword: 'password' } as const;

interface ResetValues {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /account/reset-password, opened from the e-mailed link (?email=…&code=…).
 * Every field and the code are required; the new password follows the
 * "at most 20" limit and must be repeated.
 */
export function ResetPasswordScreen() {
  const t = useTranslate();
  const host = useHost();
  const email = useSearchParam('email') ?? '';
  const code = useSearchParam('code') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const errors = useAuthFormFailure(form, { fieldKinds: RESET_FIELD_KINDS });

  const save = useResetPasswordMutation({
    onMutate: errors.clear,
    onError: errors.show,
  });

  if (save.isSuccess) {
    return (
      <AuthCard title={t(messages.title)} brandName={host.brandName} aside={<AuthLanguageSelect />}>
        <Result status="success" title={t(messages.doneTitle)} subTitle={t(messages.doneBody)} extra={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName} aside={<AuthLanguageSelect />} footer={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>}>
      {errors.alert}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ email, code }}
        onFinish={(values) => save.mutate({ email: values.email, code: values.code, newPassword: values.newPassword })}
        onFinishFailed={({ values }) => errors.setMessage(Object.values(values).some((value) => !value) ? t(notAllFieldsFilled) : null)}
        disabled={save.isPending}
      >
        <EmailField />
        <RequiredField name="code" label={t(messages.code)}>
          <Input autoComplete="one-time-code" />
        </RequiredField>
        <PasswordField name="newPassword" kind="other" autoComplete="new-password" isNew />
        <ConfirmPasswordField passwordField="newPassword" />
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          {t(messages.submit)}
        </Button>
      </Form>
    </AuthCard>
  );
}
