import { useState, type FormEvent } from 'react';
import type { ChannelAccount, TelegramCodeSent } from '@cabinet/api/messaging';
import { useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts, useDeleteTelegramMutation, useSendTelegramCodeMutation, useSignInTelegramMutation } from '../../api/channelAccounts';
import { ConnectedAccounts, type AccountsRead } from '../shared/ChannelAccountPage';
import { ACCOUNT_ERRORS, STATE_NAMES } from '../shared/channelTexts';

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
const inputStyle = { width: '100%', maxWidth: 320, padding: '4px 8px', border: '1px solid #8c8c8c', borderRadius: 6, fontSize: 16 } as const;

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
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<TelegramCodeSent | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const sendCode = useSendTelegramCodeMutation({
    onSuccess: (answer) => setSent(answer),
    onError: async (error) => setPhoneError((await describe(error)).message),
  });
  const signIn = useSignInTelegramMutation({
    onSuccess: (account) => {
      toast.success(t(messages.connected, { phone: account.phone ?? '' }));
      setSent(null);
      setPhone('');
      setCode('');
    },
    onError: async (error) => setCodeError((await describe(error)).message),
  });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const value = phone.replace(/[\s()-]/g, '');
    if (!E164.test(value)) return setPhoneError(t(messages.phoneInvalid));
    setPhoneError(null);
    sendCode.mutate(value);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{5,6}$/.test(code.trim())) return setCodeError(t(messages.codeFormat));
    setCodeError(null);
    signIn.mutate({ requestToken: sent.requestToken, code: code.trim() });
  };

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      {sent === null ? (
        <form onSubmit={submitPhone} noValidate>
          <label htmlFor="telegram-phone" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.phone)}
          </label>
          <input
            id="telegram-phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={phoneError !== null}
            aria-describedby="telegram-phone-help"
            style={inputStyle}
          />
          <div id="telegram-phone-help" role={phoneError ? 'alert' : undefined} style={{ color: phoneError ? '#c41d1d' : '#595959', fontSize: 13, margin: '4px 0 12px' }}>
            {phoneError ?? t(messages.phoneHint)}
          </div>
          <Button type="primary" htmlType="submit" loading={sendCode.isPending}>
            {t(messages.sendCode)}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Typography.Paragraph>{t(messages.codeSent, { phone: sent.phone })}</Typography.Paragraph>
          <label htmlFor="telegram-code" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.code)}
          </label>
          <input
            id="telegram-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={codeError !== null}
            aria-describedby={codeError ? 'telegram-code-error' : undefined}
            style={inputStyle}
          />
          {codeError ? (
            <div id="telegram-code-error" role="alert" style={{ color: '#c41d1d', fontSize: 13, marginTop: 4 }}>
              {codeError}
            </div>
          ) : null}
          <Flex gap={12} wrap style={{ marginTop: 12 }}>
            <Button type="primary" htmlType="submit" loading={signIn.isPending}>
              {t(messages.connect)}
            </Button>
            <Button onClick={() => setSent(null)}>{t(messages.otherNumber)}</Button>
          </Flex>
        </form>
      )}
    </Surface>
  );
}
