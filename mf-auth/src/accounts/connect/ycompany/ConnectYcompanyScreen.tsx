import { useEffect, useState } from 'react';
import type { MarketplaceConnectRequest } from '@cabinet/api/systemAccounts';
import { RouteLink, useHost, useLinks, useRoute, useSearchParam } from '@cabinet/contracts';
import { Alert, AuthCard, Button, Typography, useDescribeError, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input, PasswordInput } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useConnectMarketplaceCompanyMutation, useMarketplaceCompany } from '../../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../../booking/bookingMessages';

const messages = {
  title: /*i18n*/ { id: 'accounts.ycompany.title', message: 'Connect a YCLIENTS company' },
  intro: /*i18n*/ {
    id: 'accounts.ycompany.intro',
    message: 'YCLIENTS asks to connect the branch {company} ({city}) to your cabinet. Sign in with your cabinet account to connect it.',
  },
  noCompany: /*i18n*/ { id: 'accounts.ycompany.noCompany', message: 'The link names no branch. Open it again from the YCLIENTS marketplace.' },
  loading: /*i18n*/ { id: 'accounts.ycompany.loading', message: 'Loading the branch' },
  email: /*i18n*/ { id: 'accounts.ycompany.email', message: 'Email' },
  password: /*i18n*/ { id: 'accounts.ycompany.password', message: 'Password' },
  required: /*i18n*/ { id: 'accounts.ycompany.required', message: 'The field cannot be empty' },
  submit: /*i18n*/ { id: 'accounts.ycompany.submit', message: 'Connect the branch' },
  done: /*i18n*/ { id: 'accounts.ycompany.done', message: '{company} is connected. Its clients and visits are arriving in your cabinet.' },
  open: /*i18n*/ { id: 'accounts.ycompany.open', message: 'Open the YCLIENTS accounts' },
  noAccount: /*i18n*/ { id: 'accounts.ycompany.noAccount', message: 'No cabinet account yet?' },
  register: /*i18n*/ { id: 'accounts.ycompany.register', message: 'Register' },
  registerFirst: /*i18n*/ {
    id: 'accounts.ycompany.registerFirst',
    message: 'No cabinet account yet? Register in the cabinet first, then open this page again from the YCLIENTS marketplace.',
  },
  retry: /*i18n*/ { id: 'accounts.ycompany.retry', message: 'Try again' },
};

/**
 * /accounts/connect/ycompany?salon_id=…: the public page the YCLIENTS marketplace opens after a business
 * installs the cabinet for a branch. The owner signs in with their cabinet account here (no session is
 * assumed: the marketplace opens it in a new tab) and the branch is connected to that account.
 * A public view: in the shell, alone on mf-auth's origin, or embedded with `data-salon-id` on its container.
 * Without a cabinet around (standalone) links into it resolve to nothing, so they are left out.
 */
const PASSWORD_CODES = { INVALID_CREDENTIALS: 'password' } as const;

export function ConnectYcompanyScreen() {
  const t = useTranslate();
  const host = useHost();
  const route = useRoute();
  const links = useLinks();
  // The marketplace names the branch salon_id; company_id is accepted as well; an embedding page sets
  // data-salon-id on the container (the view's params).
  const salonId = useSearchParam('salon_id');
  const namedCompanyId = useSearchParam('company_id');
  const companyId = (salonId ?? namedCompanyId ?? route.params.salonId ?? '').trim();
  const inCabinet = links.href('account.register') !== null;
  const valid = /^\d{1,12}$/.test(companyId);
  const company = useMarketplaceCompany(valid ? companyId : '');
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const [form] = Form.useForm<MarketplaceConnectRequest>();
  // A wrong cabinet password shows at its field; the branch's and the system's refusals above the form.
  const failure = useFormFailure(form, describe, { codeFields: PASSWORD_CODES });
  const [loadError, setLoadError] = useState<string | null>(null);
  const connect = useConnectMarketplaceCompanyMutation(companyId, {
    onMutate: failure.clear,
    onError: failure.show,
  });

  useEffect(() => {
    if (!company.error) return;
    let current = true;
    void describe(company.error).then((described) => current && setLoadError(described.message));
    return () => {
      current = false;
    };
  }, [company.error, describe]);

  let body;
  if (!valid) body = <Alert type="error" role="alert" showIcon title={t(messages.noCompany)} />;
  else if (company.isPending) body = <ContentSkeleton label={t(messages.loading)} />;
  else if (company.isError) {
    body = (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={loadError ?? t(messages.loading)}
        // Trying again helps when the system did not answer, not when it said the branch does not exist.
        action={answeredNotFound(company.error) ? null : <Button onClick={() => void company.refetch()}>{t(messages.retry)}</Button>}
      />
    );
  } else if (connect.isSuccess) {
    body = (
      <>
        <Alert type="success" role="status" showIcon title={t(messages.done, { company: connect.data.name })} style={{ marginBottom: 16 }} />
        {inCabinet ? <RouteLink to="accounts.yclients">{t(messages.open)}</RouteLink> : null}
      </>
    );
  } else {
    const required = { required: true, whitespace: true, message: t(messages.required) };
    body = (
      <>
        <Typography.Paragraph>{t(messages.intro, { company: company.data.name, city: company.data.city })}</Typography.Paragraph>
        {failure.alert}
        <Form form={form} layout="vertical" requiredMark={false} noValidate disabled={connect.isPending} onFinish={(values) => connect.mutate(values)}>
          <Form.Item name="email" label={t(messages.email)} rules={[required]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="password" label={t(messages.password)} rules={[{ required: true, message: t(messages.required) }]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={connect.isPending}>
            {t(messages.submit)}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <AuthCard
      title={route.title || t(messages.title)}
      brandName={host.brandName}
      footer={
        inCabinet ? (
          <Typography.Text>
            {t(messages.noAccount)} <RouteLink to="account.register">{t(messages.register)}</RouteLink>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t(messages.registerFirst)}</Typography.Text>
        )
      }
    >
      {body}
    </AuthCard>
  );
}

function answeredNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response && error.response.status === 404;
}
