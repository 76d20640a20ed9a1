import { useState } from 'react';
import type { ChannelAccount, TelegramCodeSent } from '@cabinet/api/messaging';
import { useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Surface, toast, Typography } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts, useDeleteTelegramMutation, useSendTelegramCodeMutation, useSignInTelegramMutation } from '../../api/channelAccounts';
import { ConnectedAccounts, type AccountsRead } from '../shared/ChannelAccountPage';
import { useAccountFormFailure } from '../shared/accountFailures';
import { STATE_NAMES } from '../shared/channelTexts';

const messages = {
  listTitle: /*i18n*/ { id: 'auth.telegram.list.title', message: 'Connected Telegram accounts' },
  listEmpty: /*i18n*/ { id: 'auth.telegram.list.empty', message: 'No Telegram account yet.' },
  loading: /*i18n*/ { id: 'auth.telegram.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.telegram.loadFailed', message: 'Telegram: the accounts could not be loaded' },
  retry: /*i18n*/ { id: 'auth.telegram.retry', message: 'Try again' },
  connectTitle: /*i18n*/ { id: 'auth.telegram.connect.title', message: 'Connect a Telegram account' },
  connectBody: /*i18n*/ { id: 'auth.telegram.connect.body', message: 'Enter the number of the Telegram account that will write to clients. Telegram sends a code to it; type the code here.' },
  phone: /*i18n*/ { id: 'auth.telegram.phone', message: 'Phone number' },
  phoneHint: /*i18n*/ { id: 'auth.telegram.phone.hint', message: 'In international format, e.g. +79001234567' },
  phoneInvalid: /*i18n*/ { id: 'auth.telegram.phone.invalid', message: 'Phone not valid' },
  sendCode: /*i18n*/ { id: 'auth.telegram.sendCode', message: 'Send the code' },
  codeSent: /*i18n*/ { id: 'auth.telegram.codeSent', message: 'Telegram sent a code to {phone}.' },
  code: /*i18n*/ { id: 'auth.telegram.code', message: 'Code from Telegram' },
  codeFormat: /*i18n*/ { id: 'auth.telegram.code.format', message: 'The code is 5 digits' },
  connect: /*i18n*/ { id: 'auth.telegram.connect', message: 'Connect' },
  otherNumber: /*i18n*/ { id: 'auth.telegram.otherNumber', message: 'Another number' },
  connected: /*i18n*/ { id: 'auth.telegram.connected', message: 'Telegram {phone} is connected' },
  delete: /*i18n*/ { id: 'auth.telegram.delete', message: 'Delete' },
  deleted: /*i18n*/ { id: 'auth.telegram.deleted', message: 'The Telegram account is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.telegram.deleteFailed', message: 'Telegram: the account could not be deleted' },
  allAccounts: /*i18n*/ { id: 'auth.telegram.allAccounts', message: 'All accounts' },
} satisfies Record<string, MessageDescriptor>;

const E164 = /^\+[1-9]\d{6,14}$/;
const CODE = /^\d{5,6}$/;

/** The number as typed, without the spaces, brackets and dashes people write it with. */
function phoneOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s()-]/g, '') : '';
}

function codeOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/* Telegram's refusals of a step, said at the step's field; anything else (the limit, the provider down) above it. */
const PHONE_CODES = { TELEGRAM_CODE_SEND_FAILED: 'phone', ACCOUNT_ALREADY_ADDED: 'phone' } as const;
const CODE_CODES = { TELEGRAM_INVALID_CODE: 'code' } as const;

/** /accounts/telegram: the connected Telegram accounts, and connecting one by its phone and the code Telegram sends. */
export function TelegramScreen() {
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

function useTelegramAccounts(): AccountsRead<ChannelAccount> {
  const list = useChannelAccounts();
  return { isPending: list.isPending, data: list.data?.accounts.filter((account) => account.kind === 'telegram'), refetch: list.refetch };
}

function Connected() {
  const t = useTranslate();
  return (
    <ConnectedAccounts
      texts={messages}
      useAccounts={useTelegramAccounts}
      useDelete={useDeleteTelegramMutation}
      list={(accounts, deleteButton) => (
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {accounts.map((account) => (
            <li key={account.id} style={{ marginBottom: 8 }}>
              {account.phone} <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag> {deleteButton(account)}
            </li>
          ))}
        </ul>
      )}
    />
  );
}

function Connect() {
  const t = useTranslate();
  const [phoneForm] = Form.useForm<{ phone: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const phoneFailure = useAccountFormFailure(phoneForm, { codeFields: PHONE_CODES });
  const codeFailure = useAccountFormFailure(codeForm, { codeFields: CODE_CODES });
  const [sent, setSent] = useState<TelegramCodeSent | null>(null);
  const sendCode = useSendTelegramCodeMutation({
    onMutate: phoneFailure.clear,
    onSuccess: (answer) => setSent(answer),
    onError: phoneFailure.show,
  });
  const signIn = useSignInTelegramMutation({
    onMutate: codeFailure.clear,
    onSuccess: (account) => {
      toast.success(t(messages.connected, { phone: account.phone ?? '' }));
      codeForm.resetFields();
      phoneForm.resetFields();
      setSent(null);
    },
    onError: codeFailure.show,
  });
  const rule = (check: (value: unknown) => boolean, message: MessageDescriptor) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (!check(value)) throw new Error(t(message));
    },
  });

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      {/* Keyed: a Form keeps the first store it was given, so the two steps must not share one element. */}
      {sent === null ? (
        <Form key="phone" form={phoneForm} layout="vertical" requiredMark={false} noValidate onFinish={(values) => sendCode.mutate(phoneOf(values.phone))} style={{ maxWidth: 320 }}>
          {phoneFailure.alert}
          <Form.Item name="phone" label={t(messages.phone)} extra={t(messages.phoneHint)} rules={[rule((value) => E164.test(phoneOf(value)), messages.phoneInvalid)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sendCode.isPending}>
            {t(messages.sendCode)}
          </Button>
        </Form>
      ) : (
        <Form key="code" form={codeForm} layout="vertical" requiredMark={false} noValidate onFinish={(values) => signIn.mutate({ requestToken: sent.requestToken, code: codeOf(values.code) })} style={{ maxWidth: 320 }}>
          <Typography.Paragraph>{t(messages.codeSent, { phone: sent.phone })}</Typography.Paragraph>
          {codeFailure.alert}
          <Form.Item name="code" label={t(messages.code)} rules={[rule((value) => CODE.test(codeOf(value)), messages.codeFormat)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Flex gap={12} wrap>
            <Button type="primary" htmlType="submit" loading={signIn.isPending}>
              {t(messages.connect)}
            </Button>
            <Button
              onClick={() => {
                codeForm.resetFields();
                setSent(null);
              }}
            >
              {t(messages.otherNumber)}
            </Button>
          </Flex>
        </Form>
      )}
    </Surface>
  );
}
