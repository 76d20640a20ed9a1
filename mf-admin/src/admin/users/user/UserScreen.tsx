import { RouteLink, useRoute } from '@cabinet/contracts';
import { ContentSkeleton, Flex, PageHeading } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useAdminUser } from '../../../api/user';
import { AccountsSection } from './AccountsSection';
import { AuditSection } from './AuditSection';
import { DialoguesSection } from './DialoguesSection';
import { SupportViewSection } from './SupportViewSection';
import { LeadInfoSection } from './LeadInfoSection';
import { PaysSection } from './PaysSection';
import { UserForm } from './UserForm';

const messages = {
  back: /*i18n*/ { id: 'admin.user.back', message: 'All users' },
  diagnostics: /*i18n*/ { id: 'admin.user.diagnostics', message: 'Why messages did not arrive: diagnostics' },
  loading: /*i18n*/ { id: 'admin.user.loading', message: 'Loading the user' },
  loadFailed: /*i18n*/ { id: 'admin.user.loadFailed', message: 'The user could not be loaded' },
};

/**
 * /admin/users/{userId}: one customer as the back office sees them. The admin user model with its edit (a
 * stale save refused, what was typed kept), their lead info, their accounts of every kind, and their payments
 * with the admin's own (defaults of spec section 9) and a pay link to send, and what admins changed of them.
 */
export function UserScreen() {
  const t = useTranslate();
  const route = useRoute();
  const userId = route.params.userId ?? '';
  const user = useAdminUser(userId);
  return (
    <section>
      <PageHeading title={user.data ? `${route.title}: ${user.data.email}` : route.title} extra={
          <Flex gap={16} wrap>
            <RouteLink to="admin.users.diagnostics" params={{ userId }}>
              {t(messages.diagnostics)}
            </RouteLink>
            <RouteLink to="admin.users">{t(messages.back)}</RouteLink>
          </Flex>
        }
      />
      {user.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => user.refetch()} retrying={user.isFetching} />
      ) : !user.data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={16} wrap align="flex-start">
            <UserForm key={user.data.userGuid} user={user.data} />
            <LeadInfoSection userId={userId} />
          </Flex>
          <PaysSection userId={userId} />
          <AccountsSection userId={userId} />
          <DialoguesSection userId={userId} />
          <SupportViewSection userId={userId} />
          <AuditSection userId={userId} />
        </Flex>
      )}
    </section>
  );
}
