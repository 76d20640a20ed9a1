import type { AmoAccount } from '@cabinet/api/systemAccounts';
import { useLinks, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, type Tone, ContentSkeleton } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useAmoAccounts, useAuthorizeAmoMutation, useDisconnectAmoMutation, useRefreshAmoMutation } from '../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../booking/bookingMessages';
import { amoMessages as messages } from './amoMessages';

const STATES: Readonly<Record<AmoAccount['state'], { tone: Tone; label: MessageDescriptor }>> = {
  connected: { tone: 'success', label: messages.stateConnected },
  refreshDue: { tone: 'info', label: messages.stateRefreshDue },
  expired: { tone: 'warning', label: messages.stateExpired },
  reconnectNeeded: { tone: 'danger', label: messages.stateReconnect },
};

/** /accounts/amo: the amoCRM accounts with their access's state, and the way to connect one (OAuth). */
export function AmoScreen() {
  const route = useRoute();
  const t = useTranslate();
  const links = useLinks();
  const accounts = useAmoAccounts();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const authorize = useAuthorizeAmoMutation({
    // amoCRM's own page: the owner allows access there and comes back to /accounts/amo/connect.
    onSuccess: (url) => window.location.assign(url),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  const connect = () => authorize.mutate(new URL(links.href('accounts.amo.connect') ?? '/accounts/amo/connect', window.location.origin).toString());

  return (
    <>
      <PageHeading
        title={route.title}
        extra={
          <Button type="primary" onClick={connect} loading={authorize.isPending}>
            {t(messages.connect)}
          </Button>
        }
      />
      <Flex vertical gap={16} style={{ maxWidth: 820 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t(messages.intro)}</Typography.Paragraph>
        {accounts.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
        {accounts.isError ? (
          <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => void accounts.refetch()}>{t(messages.retry)}</Button>} />
        ) : null}
        {accounts.data?.length === 0 ? <Typography.Paragraph type="secondary">{t(messages.empty)}</Typography.Paragraph> : null}
        {accounts.data?.map((account) => <AmoCard key={account.id} account={account} onReconnect={connect} />)}
      </Flex>
    </>
  );
}

function AmoCard({ account, onReconnect }: { account: AmoAccount; onReconnect: () => void }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const fail = async (error: unknown) => toast.error((await describe(error)).message);
  const refresh = useRefreshAmoMutation({ onSuccess: () => toast.success(t(messages.refreshed)), onError: fail });
  const disconnect = useDisconnectAmoMutation({ onSuccess: () => toast.success(t(messages.disconnected)), onError: fail });
  // The notices are the mutation's own: the removal asks first and waits for the answer.
  const removal = useRemoval<string>({
    mutation: disconnect,
    confirm: { title: () => t(messages.disconnectTitle, { subdomain: account.subdomain }), body: t(messages.disconnectBody), ok: t(messages.disconnect) },
  });
  const state = STATES[account.state];
  return (
    <Surface>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t(messages.subdomain, { subdomain: account.subdomain })}
          </Typography.Title>
          <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
            <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
            <Typography.Text type="secondary">{t(messages.expires, { date: formatDate(account.expiresAt, locale, 'dateTime') })}</Typography.Text>
          </Flex>
        </div>
        <Flex gap={8} wrap>
          {account.state === 'reconnectNeeded' ? (
            <Button type="primary" onClick={onReconnect}>
              {t(messages.connect)}
            </Button>
          ) : (
            <Button onClick={() => refresh.mutate(account.id)} loading={refresh.isPending}>
              {t(messages.refresh)}
            </Button>
          )}
          <Button danger onClick={() => removal.ask(account.id)} loading={removal.pending}>
            {t(messages.disconnect)}
          </Button>
        </Flex>
      </Flex>
      {account.state === 'reconnectNeeded' ? <Alert type="warning" showIcon title={t(messages.reconnect)} style={{ marginTop: 12 }} /> : null}
      {removal.dialog}
    </Surface>
  );
}
