import { useState } from 'react';
import type { ForgotPasswordRequest } from '@cabinet/api/core';
import { RouteLink, useHost } from '@cabinet/contracts';
import { AuthCard, Button, Typography } from '@cabinet/design/core';
import { EmailField, Form } from '@cabinet/design/forms';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useForgotPasswordMutation } from '../../api/signIn';
import { useAuthFormFailure } from '../../shared/errors';
import { AuthLanguageSelect } from '../../shared/AuthLanguageSelect';

const messages = {
  title: /*i18n*/ { id: 'auth.forgot.title', message: 'Forgot password' },
  intro: /*i18n*/ { id: 'auth.forgot.intro', message: 'Enter the email you registered with and we will send you a code to set a new password.' },
  submit: /*i18n*/ { id: 'auth.forgot.submit', message: 'Send the code' },
  sentTitle: /*i18n*/ { id: 'auth.forgot.sent.title', message: 'Check your email' },
  sentBody: /*i18n*/ { id: 'auth.forgot.sent.body', message: 'If an account is registered to {email}, a code to reset the password is on its way, with a link that enters it for you. The code works for one hour.' },
  back: /*i18n*/ { id: 'auth.forgot.back', message: 'Back to sign in' },
};

/** /account/forgot-password. The answer never says whether the e-mail has an account. */
export function ForgotPasswordScreen() {
  const t = useTranslate();
  const host = useHost();
  const [form] = Form.useForm<ForgotPasswordRequest>();
  const errors = useAuthFormFailure(form);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useForgotPasswordMutation({
    onMutate: errors.clear,
    onSuccess: (_result, values) => setSentTo(values.email),
    onError: errors.show,
  });

  if (sentTo) {
    return (
      <AuthCard title={t(messages.title)} brandName={host.brandName} aside={<AuthLanguageSelect />}>
        <Result status="success" title={t(messages.sentTitle)} subTitle={t(messages.sentBody, { email: sentTo })} extra={<RouteLink to="account.login">{t(messages.back)}</RouteLink>} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName} aside={<AuthLanguageSelect />} footer={<RouteLink to="account.login">{t(messages.back)}</RouteLink>}>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      {errors.alert}
      <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => send.mutate(values)} disabled={send.isPending}>
        <EmailField autoFocus />
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t(messages.submit)}
        </Button>
      </Form>
    </AuthCard>
  );
}
