import { useEffect, useState } from 'react';
import { canAddInstance, INSTANCE_PROVIDERS, QR_LOADING_LIMIT_SECONDS, type Instance, type InstanceProvider, type QrLink } from '@cabinet/api/messaging';
import { RouteLink, useRemoteProps, useRoute, useSearchParam } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, Waiting, ContentSkeleton } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Input } from '@cabinet/design/forms';
import { useRemoval } from '@cabinet/toolkit/removal';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import {
  useChannelAccounts,
  useCreateInstanceMutation,
  useDeleteInstanceMutation,
  useInstance,
  useQrLinkMutation,
  useRequestQrMutation,
  useSwitchProviderMutation,
} from '../../api/channelAccounts';
import { QrCode } from '../shared/QrCode';
import { ACCOUNT_ERRORS, KIND_NAMES, STATE_NAMES } from '../shared/channelTexts';
import { useAccountFailure } from '../shared/accountFailures';

const messages = {
  loading: /*i18n*/ { id: 'auth.whatsApp.loading', message: 'Loading the account' },
  loadFailed: /*i18n*/ { id: 'auth.whatsApp.loadFailed', message: 'The account could not be loaded' },
  retry: /*i18n*/ { id: 'auth.whatsApp.retry', message: 'Try again' },
  listTitle: /*i18n*/ { id: 'auth.whatsApp.list.title', message: 'Your WhatsApp and MAX accounts' },
  listEmpty: /*i18n*/ { id: 'auth.whatsApp.list.empty', message: 'No WhatsApp or MAX account yet.' },
  open: /*i18n*/ { id: 'auth.whatsApp.open', message: 'Open' },
  addTitle: /*i18n*/ { id: 'auth.whatsApp.add.title', message: 'Add an account' },
  addBody: /*i18n*/ {
    id: 'auth.whatsApp.add.body',
    message: 'Choose the messenger. The new account gets a free 3-day test period; then connect it by scanning its QR code with the phone.',
  },
  messenger: /*i18n*/ { id: 'auth.whatsApp.messenger', message: 'Messenger' },
  add: /*i18n*/ { id: 'auth.whatsApp.add', message: 'Add the account' },
  added: /*i18n*/ { id: 'auth.whatsApp.added', message: 'The account is added. Get its QR code to connect it.' },
  addFailed: /*i18n*/ { id: 'auth.whatsApp.addFailed', message: 'Error creating the account' },
  maxReached: /*i18n*/ { id: 'auth.whatsApp.maxReached', message: 'Max accounts reached' },
  maxReachedBody: /*i18n*/ { id: 'auth.whatsApp.maxReached.body', message: 'WhatsApp and MAX accounts your plan allows: {limit}. Delete one you no longer use to add another.' },
  allAccounts: /*i18n*/ { id: 'auth.whatsApp.allAccounts', message: 'All accounts' },
  state: /*i18n*/ { id: 'auth.whatsApp.state', message: 'State' },
  notConnected: /*i18n*/ { id: 'auth.whatsApp.notConnected', message: 'Not connected yet' },
  testUntil: /*i18n*/ { id: 'auth.whatsApp.testUntil', message: 'Test period until {date}' },
  paidUpTo: /*i18n*/ { id: 'auth.whatsApp.paidUpTo', message: 'Paid up to {date}' },
  init: /*i18n*/ { id: 'auth.whatsApp.init', message: 'The account is created. Get a QR code and scan it with the phone whose number clients will see.' },
  notAuthorized: /*i18n*/ { id: 'auth.whatsApp.notAuthorized', message: 'Not authorized: the QR code was not scanned within 2 minutes, or the phone was logged out. Get a new QR code.' },
  error: /*i18n*/ { id: 'auth.whatsApp.error', message: 'QR: error receiving. The provider did not give a code; try again.' },
  getQr: /*i18n*/ { id: 'auth.whatsApp.getQr', message: 'Get a QR code' },
  qrFailed: /*i18n*/ { id: 'auth.whatsApp.qrFailed', message: 'QR: error receiving' },
  waiting: /*i18n*/ { id: 'auth.whatsApp.waiting', message: 'Waiting for the QR code from the provider (up to 2 minutes)' },
  qrLabel: /*i18n*/ { id: 'auth.whatsApp.qr.label', message: 'QR code to scan with the phone' },
  scanWhatsApp: /*i18n*/ { id: 'auth.whatsApp.scan.whatsapp', message: 'On the phone open WhatsApp, then Settings, Linked devices, Link a device, and point the camera at the code.' },
  scanMax: /*i18n*/ { id: 'auth.whatsApp.scan.max', message: 'On the phone open MAX, then Settings, Devices, Connect a device, and point the camera at the code.' },
  qrLeft: /*i18n*/ { id: 'auth.whatsApp.qr.left', message: 'The code is shown for {seconds} s more' },
  authorized: /*i18n*/ { id: 'auth.whatsApp.authorized', message: 'Authorized: messages go out from {phone}.' },
  linkTitle: /*i18n*/ { id: 'auth.whatsApp.link.title', message: 'Let someone else scan it' },
  linkBody: /*i18n*/ { id: 'auth.whatsApp.link.body', message: 'The phone is not at hand? Send this link to whoever holds it: it shows this QR code for 30 minutes.' },
  makeLink: /*i18n*/ { id: 'auth.whatsApp.link.make', message: 'Make a QR code link' },
  linkLabel: /*i18n*/ { id: 'auth.whatsApp.link.label', message: 'QR code link' },
  linkUntil: /*i18n*/ { id: 'auth.whatsApp.link.until', message: 'Valid until {time}' },
  linkFailed: /*i18n*/ { id: 'auth.whatsApp.link.failed', message: 'The link could not be made' },
  copy: /*i18n*/ { id: 'auth.whatsApp.link.copy', message: 'Copy the link' },
  copied: /*i18n*/ { id: 'auth.whatsApp.link.copied', message: 'The link is copied' },
  copyFailed: /*i18n*/ { id: 'auth.whatsApp.link.copyFailed', message: 'The browser did not allow copying. Select the link and copy it.' },
  switchTitle: /*i18n*/ { id: 'auth.whatsApp.switch.title', message: 'Messenger' },
  switchBody: /*i18n*/ { id: 'auth.whatsApp.switch.body', message: 'Switching between WhatsApp and MAX takes 20 to 30 seconds; then scan the new QR code in the other messenger.' },
  switchTo: /*i18n*/ { id: 'auth.whatsApp.switch.to', message: 'Switch to {provider}' },
  switching: /*i18n*/ { id: 'auth.whatsApp.switching', message: 'Switching to {provider}: {percent}%' },
  switchFailed: /*i18n*/ { id: 'auth.whatsApp.switch.failed', message: 'The messenger could not be switched' },
  delete: /*i18n*/ { id: 'auth.whatsApp.delete', message: 'Delete the account' },
  deleteTitle: /*i18n*/ { id: 'auth.whatsApp.delete.title', message: 'Delete this account?' },
  deleteBody: /*i18n*/ { id: 'auth.whatsApp.delete.body', message: 'Messages stop going out through this number, and the phone is logged out.' },
  deleted: /*i18n*/ { id: 'auth.whatsApp.deleted', message: 'The account is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.whatsApp.deleteFailed', message: 'The account could not be deleted' },
  cancel: /*i18n*/ { id: 'auth.whatsApp.cancel', message: 'Cancel' },
} satisfies Record<string, MessageDescriptor>;

/** /accounts/whats-app: the WhatsApp/MAX accounts; `?instance=<id>` opens one, `?new=1` offers to add one. */
export function WhatsAppScreen() {
  const route = useRoute();
  const instanceId = useSearchParam('instance');
  return (
    <>
      <PageHeading title={route.title} />
      <div style={{ maxWidth: 720 }}>{instanceId ? <InstancePanel id={instanceId} /> : <InstanceList />}</div>
    </>
  );
}

function InstanceList() {
  const t = useTranslate();
  const { links } = useRemoteProps();
  const list = useChannelAccounts();
  const [provider, setProvider] = useState<InstanceProvider>('whatsapp');
  const addFailure = useAccountFailure(messages.addFailed);
  const create = useCreateInstanceMutation({
    onMutate: addFailure.clear,
    onSuccess: (instance) => {
      toast.success(t(messages.added));
      links.navigate('accounts.whatsApp', undefined, { search: `?instance=${instance.account.id}` });
    },
    onError: addFailure.onError,
  });
  if (list.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!list.data) return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => list.refetch()}>{t(messages.retry)}</Button>} />;
  const instances = list.data.accounts.filter((account) => account.kind === 'whatsapp' || account.kind === 'max');
  return (
    <Flex vertical gap={16}>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.listTitle)}
        </Typography.Title>
        {instances.length === 0 ? (
          <Typography.Paragraph>{t(messages.listEmpty)}</Typography.Paragraph>
        ) : (
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {instances.map((account) => (
              <li key={account.id} style={{ marginBottom: 8 }}>
                {t(KIND_NAMES[account.kind])} · {account.phone ?? t(messages.notConnected)} · <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag>{' '}
                <RouteLink to="accounts.whatsApp" search={`?instance=${account.id}`}>
                  {t(messages.open)}
                </RouteLink>
              </li>
            ))}
          </ul>
        )}
      </Surface>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.addTitle)}
        </Typography.Title>
        {addFailure.alert}
        {canAddInstance(list.data) ? (
          <>
            <Typography.Paragraph>{t(messages.addBody)}</Typography.Paragraph>
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
              <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t(messages.messenger)}</legend>
              <Radio.Group value={provider} onChange={(event) => setProvider(event.target.value === 'max' ? 'max' : 'whatsapp')}>
                {INSTANCE_PROVIDERS.map((option) => (
                  <Radio key={option} value={option}>
                    {t(KIND_NAMES[option])}
                  </Radio>
                ))}
              </Radio.Group>
            </fieldset>
            <Button type="primary" loading={create.isPending} onClick={() => create.mutate({ provider })}>
              {t(messages.add)}
            </Button>
          </>
        ) : (
          <Alert type="warning" showIcon title={t(messages.maxReached)} description={t(messages.maxReachedBody, { limit: list.data.instanceLimit })} />
        )}
      </Surface>
    </Flex>
  );
}

function InstancePanel({ id }: { id: string }) {
  const t = useTranslate();
  const { locale, links } = useRemoteProps();
  const instance = useInstance(id);
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const deleteFailure = useAccountFailure(messages.deleteFailed);
  const requestQr = useRequestQrMutation({ onError: async (error) => toast.error(t(messages.qrFailed), (await describe(error)).message) });
  const remove = useDeleteInstanceMutation({
    onSuccess: () => {
      toast.success(t(messages.deleted));
      links.navigate('accounts');
    },
    onMutate: deleteFailure.clear,
    onError: deleteFailure.onError,
  });
  // The toast and the inline failure are the mutation's own: the removal asks first and waits for it.
  const removal = useRemoval<string>({
    mutation: remove,
    confirm: { title: () => t(messages.deleteTitle), body: t(messages.deleteBody), ok: t(messages.delete), cancel: t(messages.cancel) },
  });
  if (instance.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!instance.data) {
    return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => instance.refetch()}>{t(messages.retry)}</Button>} />;
  }
  const { account } = instance.data;
  const state = STATE_NAMES[account.state];
  const provider = account.kind === 'max' ? 'max' : 'whatsapp';
  return (
    <Flex vertical gap={16}>
      <RouteLink to="accounts">{t(messages.allAccounts)}</RouteLink>
      <Surface>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t(KIND_NAMES[account.kind])} · {account.phone ?? t(messages.notConnected)}
          </Typography.Title>
          <span>
            {t(messages.state)}: <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
          </span>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {account.testUntil ? t(messages.testUntil, { date: formatDate(account.testUntil, locale, 'dateTime') }) : null}
          {account.testUntil && account.paidUpTo ? ' · ' : null}
          {account.paidUpTo ? t(messages.paidUpTo, { date: formatDate(account.paidUpTo, locale) }) : null}
        </Typography.Paragraph>
        <div aria-live="polite">
          <Lifecycle instance={instance.data} provider={provider} onRequestQr={() => requestQr.mutate(account.id)} requesting={requestQr.isPending} />
        </div>
      </Surface>
      {account.state === 'gotQrCode' ? <QrLinkSection id={account.id} /> : null}
      <SwitchSection instance={instance.data} provider={provider} />
      <div>
        {deleteFailure.alert}
        <Button danger onClick={() => removal.ask(account.id)}>
          {t(messages.delete)}
        </Button>
      </div>
      {removal.dialog}
    </Flex>
  );
}

/**
 * The API's time now, ticking every `everyMs`: the answer's `now` plus the local time passed since, so
 * countdowns follow the server's clock (the rules' clock), not the browser's.
 */
function useServerNow(serverNow: string, everyMs: number): number {
  const [offset, setOffset] = useState(0);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    setOffset(Date.parse(serverNow) - Date.now());
    setLocal(Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = window.setInterval(() => setLocal(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return local + offset;
}

/** Seconds left of the QR wait (2 minutes from loading). */
function useSecondsLeft(instance: Instance): number | null {
  const now = useServerNow(instance.now, 1000);
  if (!instance.loadingSince) return null;
  return Math.max(0, Math.ceil((Date.parse(instance.loadingSince) + QR_LOADING_LIMIT_SECONDS * 1000 - now) / 1000));
}

function Lifecycle({ instance, provider, onRequestQr, requesting }: { instance: Instance; provider: InstanceProvider; onRequestQr: () => void; requesting: boolean }) {
  const t = useTranslate();
  const { account, qrCode } = instance;
  const secondsLeft = useSecondsLeft(instance);
  if (account.switching) return null;
  switch (account.state) {
    case 'init':
    case 'notAuthorized':
    case 'error':
      return (
        <>
          <Alert
            type={account.state === 'init' ? 'info' : account.state === 'error' ? 'error' : 'warning'}
            showIcon
            title={t(account.state === 'init' ? messages.init : account.state === 'error' ? messages.error : messages.notAuthorized)}
          />
          <Button type="primary" style={{ marginTop: 12 }} loading={requesting} onClick={onRequestQr}>
            {t(messages.getQr)}
          </Button>
        </>
      );
    case 'loading':
      return <Waiting label={t(messages.waiting)} />;
    case 'gotQrCode':
      return (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>{t(provider === 'max' ? messages.scanMax : messages.scanWhatsApp)}</Typography.Paragraph>
          {qrCode ? <QrCode value={qrCode} label={t(messages.qrLabel)} /> : null}
          {secondsLeft !== null ? <Typography.Text type="secondary">{t(messages.qrLeft, { seconds: secondsLeft })}</Typography.Text> : null}
        </Flex>
      );
    case 'authorized':
      return <Alert type="success" showIcon title={t(messages.authorized, { phone: account.phone ?? '' })} />;
  }
}

function QrLinkSection({ id }: { id: string }) {
  const t = useTranslate();
  const { locale, links } = useRemoteProps();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [link, setLink] = useState<QrLink | null>(null);
  const make = useQrLinkMutation({ onSuccess: setLink, onError: async (error) => toast.error(t(messages.linkFailed), (await describe(error)).message) });
  const href = link ? links.href('qrCodeWidgetView', { token: link.token }) : null;
  const url = href ? new URL(href, window.location.origin).toString() : null;
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t(messages.copied));
    } catch {
      toast.error(t(messages.copyFailed));
    }
  };
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.linkTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.linkBody)}</Typography.Paragraph>
      {link && url ? (
        <>
          <label htmlFor="qr-link" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.linkLabel)}
          </label>
          <Input id="qr-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
          <Flex gap={12} wrap align="center" style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{t(messages.linkUntil, { time: formatDate(link.expiresAt, locale, 'dateTime') })}</Typography.Text>
            <Button onClick={() => void copy(url)}>{t(messages.copy)}</Button>
          </Flex>
        </>
      ) : (
        <Button loading={make.isPending} onClick={() => make.mutate(id)}>
          {t(messages.makeLink)}
        </Button>
      )}
    </Surface>
  );
}

function SwitchSection({ instance, provider }: { instance: Instance; provider: InstanceProvider }) {
  const t = useTranslate();
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const { account } = instance;
  const switchProvider = useSwitchProviderMutation({ onError: async (error) => toast.error(t(messages.switchFailed), (await describe(error)).message) });
  const now = useServerNow(instance.now, 500);
  const other: InstanceProvider = provider === 'max' ? 'whatsapp' : 'max';
  let percent = 0;
  if (account.switching) {
    const start = Date.parse(account.switching.startedAt);
    const end = Date.parse(account.switching.until);
    percent = Math.min(99, Math.max(0, Math.round(((now - start) / (end - start)) * 100)));
  }
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.switchTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.switchBody)}</Typography.Paragraph>
      {account.switching ? (
        <div role="status">
          <label htmlFor="switch-progress" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.switching, { provider: t(KIND_NAMES[account.switching.to]), percent })}
          </label>
          <progress id="switch-progress" max={100} value={percent} style={{ width: '100%' }} />
        </div>
      ) : (
        <Button loading={switchProvider.isPending} onClick={() => switchProvider.mutate({ id: account.id, provider: other })}>
          {t(messages.switchTo, { provider: t(KIND_NAMES[other]) })}
        </Button>
      )}
    </Surface>
  );
}
