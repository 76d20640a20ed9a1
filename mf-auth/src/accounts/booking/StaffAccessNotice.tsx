import type { BookingAccount, BookingStaffArea } from '@cabinet/api/systemAccounts';
import { Alert } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/** The staff access-denied messages of spec section 2, one per area. */
export const NO_ACCESS: Readonly<Record<BookingStaffArea, MessageDescriptor>> = {
  timetable: /*i18n*/ { id: 'accounts.staff.noAccess.timetable', message: 'No access to the timetable' },
  phones: /*i18n*/ { id: 'accounts.staff.noAccess.phones', message: 'No access to phones' },
  recordForm: /*i18n*/ { id: 'accounts.staff.noAccess.recordForm', message: 'No access to the record form' },
  records: /*i18n*/ { id: 'accounts.staff.noAccess.records', message: 'No access to create, edit or delete records' },
  clientsBase: /*i18n*/ { id: 'accounts.staff.noAccess.clientsBase', message: 'No access to the clients base' },
  dashboard: /*i18n*/ { id: 'accounts.staff.noAccess.dashboard', message: 'No access to the dashboard' },
  summary: /*i18n*/ { id: 'accounts.staff.noAccess.summary', message: 'No access to the summary' },
  reviews: /*i18n*/ { id: 'accounts.staff.noAccess.reviews', message: 'No access to reviews' },
  loyalty: /*i18n*/ { id: 'accounts.staff.noAccess.loyalty', message: 'No access to loyalty' },
  settings: /*i18n*/ { id: 'accounts.staff.noAccess.settings', message: 'No access to settings' },
  webhookSettings: /*i18n*/ { id: 'accounts.staff.noAccess.webhookSettings', message: 'No access to webhook settings' },
  analytics: /*i18n*/ { id: 'accounts.staff.noAccess.analytics', message: 'No access to analytics' },
};

/** What the cabinet cannot do for the areas the feed reads (the others gate screens of their own). */
const CONSEQUENCE: Partial<Record<BookingStaffArea, MessageDescriptor>> = {
  timetable: /*i18n*/ { id: 'accounts.staff.consequence.timetable', message: 'Visits are not read, so no reminders or other visit messages go out.' },
  phones: /*i18n*/ { id: 'accounts.staff.consequence.phones', message: 'Clients’ phones are hidden, so messages cannot reach them.' },
  settings: /*i18n*/ { id: 'accounts.staff.consequence.settings', message: 'Masters are not read, so flows cannot filter by master.' },
};

const messages = {
  title: /*i18n*/ { id: 'accounts.staff.title', message: '{company}: your rights in {system} are not enough' },
  fix: /*i18n*/ { id: 'accounts.staff.fix', message: 'Ask the business owner to grant these rights in {system}, or connect with the owner’s login; then press “Update now”.' },
};

/** One notice per connected company whose user's rights exclude areas the feed needs. */
export function StaffAccessNotice({ account, system }: { account: BookingAccount; system: string }) {
  const t = useTranslate();
  const limited = account.companies.filter((company) => company.status === 'connected' && company.deniedAreas.length > 0);
  return (
    <>
      {limited.map((company) => (
        <Alert
          key={company.accountId}
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(messages.title, { company: company.name, system })}
          description={
            <>
              <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
                {company.deniedAreas.map((area) => {
                  const consequence = CONSEQUENCE[area];
                  return (
                    <li key={area}>
                      <strong>{t(NO_ACCESS[area])}</strong>
                      {consequence ? ` — ${t(consequence)}` : null}
                    </li>
                  );
                })}
              </ul>
              {t(messages.fix, { system })}
            </>
          }
        />
      ))}
    </>
  );
}
