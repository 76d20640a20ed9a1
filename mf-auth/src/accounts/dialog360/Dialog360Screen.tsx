import { useState, type FormEvent } from 'react';
import { readApiError } from '@cabinet/api/core';
import { connectDialog360RequestSchema, type ChannelAccount } from '@cabinet/api/messaging';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts } from '../../api/channelAccounts';
import { useConnectDialog360Mutation, useDeleteDialog360Mutation } from '../../api/dialog360';
import { ConnectedAccounts, type AccountsRead } from '../shared/ChannelAccountPage';
import { ACCOUNT_ERRORS, STATE_NAMES } from '../shared/channelTexts';
import { FIELD_UNKNOWN, fieldCodes, WABA_FIELD_MESSAGES } from './wabaTexts';

const messages = {
  listTitle: /*i18n*/ { id: 'auth.dialog360.list.title', message: 'Connected WABA numbers' },
  listEmpty: /*i18n*/ { id: 'auth.dialog360.list.empty', message: 'No WABA number yet. Connect one below: the cabinet then sends WhatsApp Business messages and templates through it.' },
  loading: /*i18n*/ { id: 'auth.dialog360.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.dialog360.loadFailed', message: 'WABA: error getting the accounts' },
  retry: /*i18n*/ { id: 'auth.dialog360.retry', message: 'Try again' },
  connectTitle: /*i18n*/ { id: 'auth.dialog360.connect.title', message: 'Connect a WABA number through 360dialog' },
  connectBody: /*i18n*/ {
    id: 'auth.dialog360.connect.body',
    message: 'Enter the number of your WhatsApp Business account and the API key 360dialog issued for it (360dialog hub, the number, "API key"). The key is checked with 360dialog before it is saved.',
  },
  phone: /*i18n*/ { id: 'auth.dialog360.phone', message: 'WABA phone number' },
  phoneHint: /*i18n*/ { id: 'auth.dialog360.phone.hint', message: 'In international format, e.g. +79001234567' },
  apiKey: /*i18n*/ { id: 'auth.dialog360.apiKey', message: '360dialog API key' },
  connect: /*i18n*/ { id: 'auth.dialog360.connect', message: 'Connect' },
  connected: /*i18n*/ { id: 'auth.dialog360.connected', message: 'WABA number {phone} is connected' },
  templates: /*i18n*/ { id: 'auth.dialog360.templates', message: 'Templates' },
  templatesOf: /*i18n*/ { id: 'auth.dialog360.templatesOf', message: 'Templates of {phone}' },
  delete: /*i18n*/ { id: 'auth.dialog360.delete', message: 'Delete' },
  deleteOf: /*i18n*/ { id: 'auth.dialog360.deleteOf', message: 'Delete {phone}' },
  deleted: /*i18n*/ { id: 'auth.dialog360.deleted', message: 'The WABA number is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.dialog360.deleteFailed', message: 'WABA: error deleting the account' },
  addFailed: /*i18n*/ { id: 'auth.dialog360.addFailed', message: 'WABA: error adding the account' },
  allAccounts: /*i18n*/ { id: 'auth.dialog360.allAccounts', message: 'All accounts' },
} satisfies Record<string, MessageDescriptor>;

const inputStyle = { width: '100%', maxWidth: 360, padding: '4px 8px', border: '1px solid #8c8c8c', borderRadius: 6, fontSize: 16 } as const;
const helpStyle = (error: boolean) => ({ color: error ? '#c41d1d' : '#595959', fontSize: 13, margin: '4px 0 12px' }) as const;

/** /accounts/dialog360: the WABA numbers connected through 360dialog, connecting one with its API key, deleting. */
export function Dialog360Screen() {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Connected />
        <Connect />
      </Flex>
    </>
  );
}

function useWabaAccounts(): AccountsRead<ChannelAccount> {
  const list = useChannelAccounts();
  return { isPending: list.isPending, data: list.data?.accounts.filter((account) => account.provider === 'dialog360'), refetch: list.refetch };
}

function Connected() {
  const t = useTranslate();
  return (
    <ConnectedAccounts
      texts={messages}
      useAccounts={useWabaAccounts}
      useDelete={useDeleteDialog360Mutation}
      list={(accounts, deleteButton) => (
        <ul aria-label={t(messages.listTitle)} style={{ paddingLeft: 0, margin: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {accounts.map((account) => {
            const phone = account.phone ?? account.name;
            return (
              <li key={account.id} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px' }}>
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <span>
                    <Typography.Text strong>{phone}</Typography.Text> <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag>
                  </span>
                  <Flex gap={12} align="center" wrap>
                    <RouteLink to="accounts.dialog360.templates" params={{ accountId: account.id }}>
                      <span aria-label={t(messages.templatesOf, { phone })}>{t(messages.templates)}</span>
                    </RouteLink>
                    {deleteButton(account, t(messages.deleteOf, { phone }))}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}

function Connect() {
  const t = useTranslate();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [phone, setPhone] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldText = (code: string) => t(WABA_FIELD_MESSAGES[code] ?? FIELD_UNKNOWN);
  const connect = useConnectDialog360Mutation({
    onSuccess: (account) => {
      toast.success(t(messages.connected, { phone: account.phone ?? '' }));
      setPhone('');
      setApiKey('');
    },
    onError: async (error) => {
      // A refused key or number is shown at its field; the rest (Dialog360 down) above the button. The input stays.
      const body = await readApiError(error);
      const fields = body?.fields ?? {};
      if (Object.keys(fields).length > 0) return setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, fieldText(code)])));
      setFormError((await describe(error)).message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = connectDialog360RequestSchema.safeParse({ phone: phone.replace(/[\s()-]/g, ''), apiKey: apiKey.trim() });
    if (!parsed.success) return setErrors(Object.fromEntries(Object.entries(fieldCodes(parsed.error.issues)).map(([field, code]) => [field, fieldText(code)])));
    setErrors({});
    connect.mutate(parsed.data);
  };

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      <form onSubmit={submit} noValidate>
        <label htmlFor="dialog360-phone" style={{ display: 'block', marginBottom: 4 }}>
          {t(messages.phone)}
        </label>
        <input
          id="dialog360-phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phone !== undefined}
          aria-describedby="dialog360-phone-help"
          style={inputStyle}
        />
        <div id="dialog360-phone-help" role={errors.phone ? 'alert' : undefined} style={helpStyle(errors.phone !== undefined)}>
          {errors.phone ?? t(messages.phoneHint)}
        </div>
        <label htmlFor="dialog360-key" style={{ display: 'block', marginBottom: 4 }}>
          {t(messages.apiKey)}
        </label>
        <input
          id="dialog360-key"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          aria-invalid={errors.apiKey !== undefined}
          aria-describedby={errors.apiKey ? 'dialog360-key-error' : undefined}
          style={inputStyle}
        />
        <div id="dialog360-key-error" role={errors.apiKey ? 'alert' : undefined} style={helpStyle(errors.apiKey !== undefined)}>
          {errors.apiKey ?? ''}
        </div>
        {formError ? <Alert type="error" role="alert" showIcon title={t(messages.addFailed)} description={formError} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t(messages.connect)}
        </Button>
      </form>
    </Surface>
  );
}
