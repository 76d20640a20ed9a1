import { connectDialog360RequestSchema, type ChannelAccount } from '@cabinet/api/messaging';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Surface, toast, Typography } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { useChannelAccounts } from '../../api/channelAccounts';
import { useConnectDialog360Mutation, useDeleteDialog360Mutation } from '../../api/dialog360';
import { ConnectedAccounts, type AccountsRead } from '../shared/ChannelAccountPage';
import { useAccountFormFailure } from '../shared/accountFailures';
import { STATE_NAMES } from '../shared/channelTexts';
import { schemaCheck, wabaMessageOf } from './wabaTexts';

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

/* What is sent: the number without the spaces, brackets and dashes people write it with, the key trimmed. */
const phoneOf = (value: unknown) => textOf(value).replace(/[\s()-]/g, '');
const keyOf = (value: unknown) => textOf(value).trim();
const checkPhone = schemaCheck(connectDialog360RequestSchema.shape.phone, phoneOf);
const checkKey = schemaCheck(connectDialog360RequestSchema.shape.apiKey, keyOf);

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
  const [form] = Form.useForm<{ phone: string; apiKey: string }>();
  const rule = useFieldRule(wabaMessageOf);
  // A refused key or number is shown at its field; the rest (Dialog360 down) above the button. The input stays.
  const failure = useAccountFormFailure(form, { title: messages.addFailed, messageOf: wabaMessageOf });
  const connect = useConnectDialog360Mutation({
    onMutate: failure.clear,
    onSuccess: (account) => {
      toast.success(t(messages.connected, { phone: account.phone ?? '' }));
      form.resetFields();
    },
    onError: failure.show,
  });

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => connect.mutate({ phone: phoneOf(values.phone), apiKey: keyOf(values.apiKey) })} style={{ maxWidth: 360 }}>
        <Form.Item name="phone" label={t(messages.phone)} extra={t(messages.phoneHint)} rules={[rule(checkPhone, 'phone')]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="apiKey" label={t(messages.apiKey)} rules={[rule(checkKey)]}>
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        {failure.alert}
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t(messages.connect)}
        </Button>
      </Form>
    </Surface>
  );
}
