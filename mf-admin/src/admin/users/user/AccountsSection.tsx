import type { AdminAccountItem, AdminUserAccounts, InstanceState } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps } from '@cabinet/contracts';
import { ContentSkeleton, Flex, Typography } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useAdminUserAccounts } from '../../../api/user';
import { Section } from '../../../shared/Section';

const messages = {
  title: /*i18n*/ { id: 'admin.user.accounts.title', message: 'Accounts' },
  loading: /*i18n*/ { id: 'admin.user.accounts.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'admin.user.accounts.loadFailed', message: 'The accounts could not be loaded' },
  none: /*i18n*/ { id: 'admin.user.accounts.none', message: 'None connected' },
  paidUpTo: /*i18n*/ { id: 'admin.user.accounts.paidUpTo', message: 'paid up to {date}' },
};

/** Spec section 4's states of a channel account, in the words the instances list and the diagnostics use. */
const STATES: Record<InstanceState, MessageDescriptor> = {
  init: /*i18n*/ { id: 'admin.user.accounts.state.init', message: 'Initialising' },
  loading: /*i18n*/ { id: 'admin.user.accounts.state.loading', message: 'Loading' },
  gotQrCode: /*i18n*/ { id: 'admin.user.accounts.state.gotQrCode', message: 'QR code issued' },
  authorized: /*i18n*/ { id: 'admin.user.accounts.state.authorized', message: 'Authorised' },
  notAuthorized: /*i18n*/ { id: 'admin.user.accounts.state.notAuthorized', message: 'Not authorised' },
  error: /*i18n*/ { id: 'admin.user.accounts.state.error', message: 'Error' },
};

const isInstanceState = (state: string): state is InstanceState => Object.hasOwn(STATES, state);

/** Spec section 3's lists of a user's accounts, in its order, each with its name in the admin's words. */
const LISTS: ReadonlyArray<readonly [keyof AdminUserAccounts, MessageDescriptor]> = [
  ['chatApiAccounts', /*i18n*/ { id: 'admin.user.accounts.chatApi', message: 'WhatsApp and MAX accounts' }],
  ['yclientsCompanies', /*i18n*/ { id: 'admin.user.accounts.yclients', message: 'Booking system companies' }],
  ['telegramAccounts', /*i18n*/ { id: 'admin.user.accounts.telegram', message: 'Telegram accounts' }],
  ['iikoAccounts', /*i18n*/ { id: 'admin.user.accounts.iiko', message: 'iiko accounts' }],
  ['sigmaAccounts', /*i18n*/ { id: 'admin.user.accounts.sigma', message: 'Sigma SMS accounts' }],
  ['chatwootAccounts', /*i18n*/ { id: 'admin.user.accounts.chatwoot', message: 'Chatwoot accounts' }],
  ['amoAccounts', /*i18n*/ { id: 'admin.user.accounts.amo', message: 'amoCRM accounts' }],
  ['iikoOrganizations', /*i18n*/ { id: 'admin.user.accounts.iikoOrganizations', message: 'iiko organisations' }],
  ['medFlexLpus', /*i18n*/ { id: 'admin.user.accounts.medflex', message: 'Medflex clinics (LPU)' }],
];

/** What the user has connected, as the domains that own each kind store it; an empty kind says so. */
export function AccountsSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const accounts = useAdminUserAccounts(userId);
  return (
    <Section title={t(messages.title)}>
      {accounts.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => accounts.refetch()} retrying={accounts.isFetching} />
      ) : !accounts.data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <Flex wrap gap={16}>
          {LISTS.map(([key, title]) => (
            <AccountList key={key} title={t(title)} items={accounts.data[key]} opensStatus={key === 'yclientsCompanies'} />
          ))}
        </Flex>
      )}
    </Section>
  );
}

/** A booking company opens its status (/admin/status/{companyId}): its feed and latest events. */
function AccountList({ title, items, opensStatus }: { title: string; items: AdminAccountItem[]; opensStatus: boolean }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return (
    <section aria-label={title} style={{ flex: '1 1 240px' }}>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{t(messages.none)}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {items.map((item) => (
            <li key={item.id}>
              {opensStatus ? (
                <RouteLink to="admin.status" params={{ companyId: item.id }}>
                  {item.name}
                </RouteLink>
              ) : (
                item.name
              )}
              {/* Its own line: a link alone in its line needs no underline to stand out (axe link-in-text-block). */}
              {item.state || item.paidUpTo ? (
                <div>
                  {[item.state ? (isInstanceState(item.state) ? t(STATES[item.state]) : item.state) : null, item.paidUpTo ? t(messages.paidUpTo, { date: formatDate(item.paidUpTo, locale, 'compact') }) : null].filter(Boolean).join(' · ')}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
