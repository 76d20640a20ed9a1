import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resetPassword, useApiClient } from '@cabinet/api';
import { RouteLink, useHost, useSearchParam } from '@cabinet/contracts';
import { Alert, AuthCard, Button, ConfirmPasswordField, EmailField, Form, Input, PasswordField, RequiredField, Result, notAllFieldsFilled, showServerFieldErrors } from '@cabinet/design';
import { useTranslate } from '@cabinet/i18n';
import { useDescribeError } from '../../shared/errors';

const messages = {
  title: /*i18n*/ { id: 'auth.reset.title', message: 'Set a new password' },
  code: /*i18n*/ { id: 'auth.reset.code', message: 'Code from the email' },
  submit: /*i18n*/ { id: 'auth.reset.submit', message: 'Save the new password' },
  doneTitle: /*i18n*/ { id: 'auth.reset.done.title', message: 'The password is changed' },
  doneBody: /*i18n*/ { id: 'auth.reset.done.body', message: 'Sign in with your new password.' },
  signIn: /*i18n*/ { id: 'auth.reset.signIn', message: 'Sign in' },
};

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
  const api = useApiClient();
  const host = useHost();
  const describe = useDescribeError();
  const email = useSearchParam('email') ?? '';
  const code = useSearchParam('code') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [serverError, setServerError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (values: ResetValues) => resetPassword(api, { email: values.email, code: values.code, newPassword: values.newPassword }),
    onMutate: () => setServerError(null),
    onError: async (error) => {
      const described = await describe(error);
      if (!showServerFieldErrors(form, described.body, t, { email: 'email', newPassword: 'password' })) setServerError(described.message);
    },
  });

  if (save.isSuccess) {
    return (
      <AuthCard title={t(messages.title)} brandName={host.brandName}>
        <Result status="success" title={t(messages.doneTitle)} subTitle={t(messages.doneBody)} extra={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName} footer={<RouteLink to="account.login">{t(messages.signIn)}</RouteLink>}>
      {serverError ? <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email, code }}
        onFinish={(values) => save.mutate(values)}
        onFinishFailed={({ values }) => setServerError(Object.values(values).some((value) => !value) ? t(notAllFieldsFilled) : null)}
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
