import type { LoginRequest } from '@cabinet/api/core';
import { RouteLink, useHost } from '@cabinet/contracts';
import { AuthCard, Button, Divider, Flex, Typography } from '@cabinet/design/core';
import { EmailField, Form, PasswordField } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useLoginMutation } from '../../api/signIn';
import { GoogleButton } from '../../shared/GoogleButton';
import { useAuthFormFailure } from '../../shared/errors';
import { AuthLanguageSelect } from '../../shared/AuthLanguageSelect';

const messages = {
  title: /*i18n*/ { id: 'auth.login.title', message: 'Sign in' },
  submit: /*i18n*/ { id: 'auth.login.submit', message: 'Sign in' },
  forgot: /*i18n*/ { id: 'auth.login.forgot', message: 'Forgot your password?' },
  noAccount: /*i18n*/ { id: 'auth.login.noAccount', message: 'No account yet?' },
  register: /*i18n*/ { id: 'auth.login.register', message: 'Register' },
  or: /*i18n*/ { id: 'auth.login.or', message: 'or' },
  demo: /*i18n*/ { id: 'auth.login.demo', message: 'Look around the demo cabinet' },
};

/**
 * /account/login. After a successful sign-in the shell's guard takes the
 * visitor on: to the page they were heading for, else home.
 */
export function LoginScreen() {
  const t = useTranslate();
  const host = useHost();
  const [form] = Form.useForm<LoginRequest>();
  const errors = useAuthFormFailure(form);

  const signIn = useLoginMutation({
    onMutate: errors.clear,
    onError: errors.show,
  });

  return (
    <AuthCard
      title={t(messages.title)}
      brandName={host.brandName}
      aside={<AuthLanguageSelect />}
      footer={
        <Flex vertical gap={8}>
          <Typography.Text>
            {t(messages.noAccount)} <RouteLink to="account.register">{t(messages.register)}</RouteLink>
          </Typography.Text>
          <RouteLink to="demo">{t(messages.demo)}</RouteLink>
        </Flex>
      }
    >
      {errors.alert}
      <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => signIn.mutate(values)} disabled={signIn.isPending}>
        <EmailField autoFocus />
        <PasswordField />
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <RouteLink to="account.forgotPassword">{t(messages.forgot)}</RouteLink>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t(messages.submit)}
        </Button>
      </Form>
      {host.googleSignIn ? (
        <>
          <Divider plain>{t(messages.or)}</Divider>
          <GoogleButton signIn={host.googleSignIn} />
        </>
      ) : null}
    </AuthCard>
  );
}
