import type { StaffArea } from '@cabinet/api/insights';
import { useRoute } from '@cabinet/contracts';
import { PageHeading } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
// The spec's staff access-denied messages (section 2): the one set of texts, the booking-system notice's.
import { StaffNoAccessText } from '@cabinet/toolkit/staff-access';

const body = /*i18n*/ { id: 'insights.staff.noAccess.body', message: 'Your rights in the booking system do not include this section. Ask the business owner to grant them.' };

/**
 * The page of an area the caller's booking-system rights exclude: its title and the spec's message, not an error.
 * Its own module, loaded only when an area is denied: antd's Result (`/feedback`) is not drawn on an allowed home.
 */
export function StaffNoAccess({ area }: { area: StaffArea }) {
  const t = useTranslate();
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Result status="warning" title={<h2 style={{ fontSize: 20, margin: 0 }}><StaffNoAccessText area={area} /></h2>} subTitle={t(body)} />
    </>
  );
}
