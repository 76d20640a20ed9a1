import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, RULE_CODES, checkEmail, checkPassword, type LoginRequest, type RuleCode } from '@cabinet/api/core';
import { RouteLink, plainScreen, useHost } from '@cabinet/contracts';
import { AuthPage, FIELD_LABELS as labels, PasswordTextField, PlainAlert, PlainButton, PlainDivider, Stack, Text, TextField, ruleMessage } from '@cabinet/design/plain';
import { useTranslate, type Translate } from '@cabinet/i18n';
import { useLoginMutation } from '../../api/signIn';
import { GoogleButton } from '../../shared/GoogleButton';
import { useDescribeAuthError } from '../../shared/authErrors';
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

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, string>>;

function isRuleCode(value: string): value is RuleCode {
  return RULE_CODES.some((code) => code === value);
}

/** The shared rules of each field, worded as the antd fields word them (spec section 8). */
function validate(t: Translate, field: Field, value: string): string | undefined {
  const code = field === 'email' ? checkEmail(value) : checkPassword(value, 'signIn');
  return code ? t(ruleMessage(code, field, 'signIn')) : undefined;
}

/**
 * /account/login, drawn with the plain primitives (no antd: the page most visitors open first stays light).
 * It behaves as the antd form it replaced: each field is checked as it changes and all of them on sending;
 * the API's refusals of a field show at it, any other failure above the form. After a successful sign-in the
 * shell's guard takes the visitor on: to the page they were heading for, else home.
 */
function LoginForm() {
  const t = useTranslate();
  const host = useHost();
  const describe = useDescribeAuthError();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useLoginMutation({
    onMutate: () => setFailure(null),
    onError: async (error: unknown) => {
      const described = await describe(error);
      const refused = Object.entries(described.body?.fields ?? {}).filter((entry): entry is [Field, string] => entry[0] === 'email' || entry[0] === 'password');
      if (refused.length === 0) {
        setFailure(described.message);
        return;
      }
      const marks: FieldErrors = {};
      for (const [field, code] of refused) marks[field] = isRuleCode(code) ? t(ruleMessage(code, field, 'signIn')) : code;
      setErrors(marks);
    },
  });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: validate(t, field, value) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found: FieldErrors = { email: validate(t, 'email', values.email), password: validate(t, 'password', values.password) };
    setErrors(found);
    if (found.email || found.password) return;
    signIn.mutate(values);
  };

  const pending = signIn.isPending;
  return (
    <AuthPage
      title={t(messages.title)}
      brandName={host.brandName}
      aside={<AuthLanguageSelect />}
      footer={
        <Stack>
          <Text>
            {t(messages.noAccount)} <RouteLink to="account.register">{t(messages.register)}</RouteLink>
          </Text>
          <span>
            <RouteLink to="demo">{t(messages.demo)}</RouteLink>
          </span>
        </Stack>
      }
    >
      {failure === null ? null : <PlainAlert tone="error" role="alert" title={failure} />}
      <form noValidate onSubmit={submit}>
        <TextField
          id="email"
          type="email"
          label={t(labels.email)}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH + 1}
          autoFocus
          disabled={pending}
        />
        {/* One character over the limit can be typed, so the limit's message is seen rather than silent truncation. */}
        <PasswordTextField
          id="password"
          label={t(labels.password)}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH.signIn + 1}
          disabled={pending}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 16 }}>
          <RouteLink to="account.forgotPassword">{t(messages.forgot)}</RouteLink>
        </div>
        <PlainButton primary block type="submit" loading={pending}>
          {t(messages.submit)}
        </PlainButton>
      </form>
      {host.googleSignIn ? (
        <>
          <PlainDivider>{t(messages.or)}</PlainDivider>
          <GoogleButton signIn={host.googleSignIn} />
        </>
      ) : null}
    </AuthPage>
  );
}

export const LoginScreen = plainScreen(LoginForm);
