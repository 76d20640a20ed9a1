import { useCurrentUser } from '@cabinet/api/core';
import { accountAttention, canAddInstance, type ChannelAccount } from '@cabinet/api/messaging';
import { RouteLink, useLinks, useRemoteProps, useRoute, type RouteId } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, Typography, ContentSkeleton } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useBusinessConnections, useChannelAccounts } from '../api/channelAccounts';
import { KIND_NAMES, PROVIDER_NAMES, STATE_NAMES } from './shared/channelTexts';

const messages = {
  wabaTemplates: /*i18n*/ { id: 'auth.accounts.wabaTemplates', message: 'Message templates' },
  loading: /*i18n*/ { id: 'auth.accounts.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.accounts.loadFailed', message: 'The accounts could not be loaded' },
  retry: /*i18n*/ { id: 'auth.accounts.retry', message: 'Try again' },
  channelsTitle: /*i18n*/ { id: 'auth.accounts.channels.title', message: 'Messengers' },
  emptyTitle: /*i18n*/ { id: 'auth.accounts.empty.title', message: 'No messenger is connected yet' },
  emptyBody: /*i18n*/ {
    id: 'auth.accounts.empty.body',
    message:
      'Messages go out only through a connected account. Start with WhatsApp or MAX: add an account, then scan its QR code with the phone whose number clients will see. A new account has a free 3-day test period.',
  },
  limit: /*i18n*/ { id: 'auth.accounts.limit', message: 'WhatsApp and MAX accounts: {count} of {limit}' },
  add: /*i18n*/ { id: 'auth.accounts.add', message: 'Add a WhatsApp or MAX account' },
  maxReached: /*i18n*/ { id: 'auth.accounts.maxReached', message: 'Max accounts reached' },
  maxReachedBody: /*i18n*/ {
    id: 'auth.accounts.maxReached.body',
    message: 'WhatsApp and MAX accounts your plan allows: {limit}. Delete one you no longer use, or ask support to raise the limit.',
  },
  otherKinds: /*i18n*/ { id: 'auth.accounts.otherKinds', message: 'Other channels:' },
  phone: /*i18n*/ { id: 'auth.accounts.phone', message: 'Number' },
  noPhone: /*i18n*/ { id: 'auth.accounts.noPhone', message: 'Not connected yet' },
  provider: /*i18n*/ { id: 'auth.accounts.provider', message: 'Provider' },
  state: /*i18n*/ { id: 'auth.accounts.state', message: 'State' },
  testUntil: /*i18n*/ { id: 'auth.accounts.testUntil', message: 'Test period until' },
  paidUpTo: /*i18n*/ { id: 'auth.accounts.paidUpTo', message: 'Paid up to' },
  notPaid: /*i18n*/ { id: 'auth.accounts.notPaid', message: 'Not paid' },
  noTest: /*i18n*/ { id: 'auth.accounts.noTest', message: 'None' },
  open: /*i18n*/ { id: 'auth.accounts.open', message: 'Open' },
  attentionConnect: /*i18n*/ { id: 'auth.accounts.attention.connect', message: 'Not connected: open it and scan a new QR code.' },
  attentionRetry: /*i18n*/ { id: 'auth.accounts.attention.retry', message: 'The provider reported an error: open it and get a new QR code.' },
  attentionPay: /*i18n*/ { id: 'auth.accounts.attention.pay', message: 'The test period and payment have ended: messages stop until it is paid.' },
  attentionSwitching: /*i18n*/ { id: 'auth.accounts.attention.switching', message: 'Switching the messenger: this takes 20 to 30 seconds.' },
  pay: /*i18n*/ { id: 'auth.accounts.pay', message: 'Pay' },
  systemsTitle: /*i18n*/ { id: 'auth.accounts.systems.title', message: 'Booking and ordering systems' },
  systemsEmpty: /*i18n*/ {
    id: 'auth.accounts.systems.empty',
    message: 'No booking or ordering system is connected yet: without one the cabinet knows nothing of your clients and visits.',
  },
  systemsFailed: /*i18n*/ { id: 'auth.accounts.systems.failed', message: 'The connected systems could not be loaded' },
  connectYclients: /*i18n*/ { id: 'auth.accounts.systems.yclients', message: 'Connect YCLIENTS' },
  connectAltegio: /*i18n*/ { id: 'auth.accounts.systems.altegio', message: 'Connect Altegio' },
  connectIiko: /*i18n*/ { id: 'auth.accounts.systems.iiko', message: 'Connect iiko' },
  connectAmo: /*i18n*/ { id: 'auth.accounts.systems.amo', message: 'Connect amoCRM' },
  connectMedflex: /*i18n*/ { id: 'auth.accounts.systems.medflex', message: 'Connect Medflex' },
  externalId: /*i18n*/ { id: 'auth.accounts.systems.externalId', message: 'Account id {id}' },
} satisfies Record<string, MessageDescriptor>;

/** The other channels' pages, by their providers' names (brands, the same in every language). */
const OTHER_CHANNELS = [
  { to: 'accounts.telegram', name: 'Telegram' },
  { to: 'accounts.dialog360', name: 'WABA (360dialog)' },
  { to: 'accounts.twilio', name: 'Twilio' },
  { to: 'accounts.sigma', name: 'Sigma SMS' },
  { to: 'accounts.chatwoot', name: 'Chatwoot' },
] as const;

const INTEGRATION_NAMES: Readonly<Record<string, string>> = { yclients: 'YCLIENTS', altegio: 'Altegio', iikocrm: 'iiko', apicrm: 'API' };

/**
 * /accounts: every connected account by kind, the instance limit, and the connected booking systems; above
 * them, a booking system's user without the rights the feed needs is told so (spec section 2).
 */
export function AccountsScreen() {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 960 }}>
        <BookingStaffNotice />
        <Channels />
        <Systems />
      </Flex>
    </>
  );
}

function Channels() {
  const t = useTranslate();
  const list = useChannelAccounts();
  const user = useCurrentUser();
  if (list.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!list.data) {
    return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => list.refetch()}>{t(messages.retry)}</Button>} />;
  }
  const { accounts, instanceLimit, instanceCount } = list.data;
  const canAdd = canAddInstance(list.data);
  // The user's limit may have changed since the list was read (an admin raised it): the larger one counts.
  const limit = Math.max(instanceLimit, user.data?.chatApiInstanceLimit ?? 0);
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.channelsTitle)}
      </Typography.Title>
      {accounts.length === 0 ? (
        <div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t(messages.emptyTitle)}
          </Typography.Title>
          <Typography.Paragraph>{t(messages.emptyBody)}</Typography.Paragraph>
        </div>
      ) : (
        <ul aria-label={t(messages.channelsTitle)} style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: 12 }}>
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
      )}
      <Typography.Paragraph>{t(messages.limit, { count: instanceCount, limit })}</Typography.Paragraph>
      {canAdd ? (
        <RouteLink to="accounts.whatsApp" search="?new=1">
          {t(messages.add)}
        </RouteLink>
      ) : (
        <Alert type="warning" showIcon title={t(messages.maxReached)} description={t(messages.maxReachedBody, { limit })} />
      )}
      <Flex gap={12} wrap style={{ marginTop: 16 }} align="baseline">
        <span>{t(messages.otherKinds)}</span>
        {OTHER_CHANNELS.map(({ to, name }) => (
          <RouteLink key={to} to={to}>
            {name}
          </RouteLink>
        ))}
      </Flex>
    </Surface>
  );
}

function AccountRow({ account }: { account: ChannelAccount }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const attention = accountAttention(account, new Date());
  const state = STATE_NAMES[account.state];
  const isInstance = account.kind === 'whatsapp' || account.kind === 'max';
  const facts: Array<readonly [string, string]> = [
    [t(messages.phone), account.phone ?? t(messages.noPhone)],
    [t(messages.provider), t(PROVIDER_NAMES[account.provider])],
    [t(messages.testUntil), account.testUntil ? formatDate(account.testUntil, locale, 'dateTime') : t(messages.noTest)],
    [t(messages.paidUpTo), account.paidUpTo ? formatDate(account.paidUpTo, locale) : t(messages.notPaid)],
  ];
  const attentionText = {
    connect: messages.attentionConnect,
    retry: messages.attentionRetry,
    pay: messages.attentionPay,
    switching: messages.attentionSwitching,
  } as const;
  return (
    <li aria-label={`${t(KIND_NAMES[account.kind])}: ${account.name}`} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>
          {t(KIND_NAMES[account.kind])} · {account.name}
        </Typography.Text>
        <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: '4px 16px', margin: '8px 0 0' }}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt style={{ color: '#595959', fontSize: 12 }}>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {attention ? (
        <Alert
          style={{ marginTop: 8 }}
          type={attention === 'switching' ? 'info' : 'warning'}
          showIcon
          title={t(attentionText[attention])}
          action={
            attention === 'pay' ? (
              <RouteLink to="payments">{t(messages.pay)}</RouteLink>
            ) : isInstance ? (
              <RouteLink to="accounts.whatsApp" search={`?instance=${account.id}`}>
                {t(messages.open)}
              </RouteLink>
            ) : undefined
          }
        />
      ) : isInstance ? (
        <div style={{ marginTop: 8 }}>
          <RouteLink to="accounts.whatsApp" search={`?instance=${account.id}`}>
            {t(messages.open)}
          </RouteLink>
        </div>
      ) : null}
      {account.provider === 'dialog360' ? (
        <div style={{ marginTop: 8 }}>
          <RouteLink to="accounts.dialog360.templates" params={{ accountId: account.id }}>
            {t(messages.wabaTemplates)}
          </RouteLink>
        </div>
      ) : null}
    </li>
  );
}

/** Every system an account connects from here, offered where the host serves its page (spec section 1). */
const SYSTEM_PAGES: ReadonlyArray<{ route: RouteId; label: MessageDescriptor }> = [
  { route: 'accounts.yclients', label: messages.connectYclients },
  { route: 'accounts.altegio', label: messages.connectAltegio },
  { route: 'accounts.iiko', label: messages.connectIiko },
  { route: 'accounts.amo', label: messages.connectAmo },
  { route: 'accounts.medflexLpus', label: messages.connectMedflex },
];

/**
 * The connected booking and ordering systems (the business domain's connections). Connecting them is the
 * system accounts' pages (/accounts/yclients, /accounts/altegio...), built beside this one.
 */
function Systems() {
  const t = useTranslate();
  const links = useLinks();
  const connections = useBusinessConnections();
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.systemsTitle)}
      </Typography.Title>
      {connections.isPending ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : !connections.data ? (
        <Alert type="error" role="alert" showIcon title={t(messages.systemsFailed)} action={<Button onClick={() => connections.refetch()}>{t(messages.retry)}</Button>} />
      ) : connections.data.length === 0 ? (
        <Typography.Paragraph>{t(messages.systemsEmpty)}</Typography.Paragraph>
      ) : (
        <ul aria-label={t(messages.systemsTitle)} style={{ listStyle: 'none', padding: 0, margin: '0 0 12px', display: 'grid', gap: 8 }}>
          {connections.data.map((connection) => (
            <li key={connection.id}>
              <Typography.Text strong>{INTEGRATION_NAMES[connection.integration] ?? connection.integration}</Typography.Text> · {connection.name}{' '}
              <Typography.Text type="secondary">{t(messages.externalId, { id: connection.externalId })}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={12} wrap>
        {SYSTEM_PAGES.filter((page) => links.href(page.route) !== null).map((page) => (
          <RouteLink key={page.route} to={page.route}>
            {t(page.label)}
          </RouteLink>
        ))}
      </Flex>
    </Surface>
  );
}
