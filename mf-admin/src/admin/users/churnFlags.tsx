import type { ChurnFlag } from '@cabinet/api/admin';
import { Flex, StatusTag } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/** Spec section 4's account churn flags in the admin's words (the users list and a user's page). */
export const CHURN_FLAG_LABELS: Record<ChurnFlag, MessageDescriptor> = {
  notAuthorized: /*i18n*/ { id: 'admin.churn.notAuthorized', message: 'Not authorized' },
  paymentExpires: /*i18n*/ { id: 'admin.churn.paymentExpires', message: 'Payment expires' },
  disconnectedCompany: /*i18n*/ { id: 'admin.churn.disconnectedCompany', message: 'Disconnected company' },
  competitorInstalled: /*i18n*/ { id: 'admin.churn.competitorInstalled', message: 'Competitor installed' },
};

const NONE: MessageDescriptor = /*i18n*/ { id: 'admin.churn.none', message: 'No churn signs' };

/** The flags that hold, each a tag; a quiet word when none does. */
export function ChurnFlags({ flags }: { flags: readonly ChurnFlag[] }) {
  const t = useTranslate();
  if (flags.length === 0) return <span>{t(NONE)}</span>;
  return (
    <Flex wrap gap={4}>
      {flags.map((flag) => (
        <StatusTag key={flag} tone={flag === 'paymentExpires' ? 'warning' : 'danger'}>
          {t(CHURN_FLAG_LABELS[flag])}
        </StatusTag>
      ))}
    </Flex>
  );
}
