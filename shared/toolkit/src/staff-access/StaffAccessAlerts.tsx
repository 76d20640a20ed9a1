import { use, useContext } from 'react';
import { bookingStaffAccessSchema, type BookingStaffAccess, type BookingStaffArea, type BookingSystem } from '@cabinet/api/systemAccounts';
import { RemotePropsContext, RouteLink } from '@cabinet/contracts';
import { Alert } from '@cabinet/design/core';
import { i18n, isLocale, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { staffAccessCatalog } from './catalog';

type StaffLimitedCompany = BookingStaffAccess['companies'][number];

/*
 * The notice's drawing and texts: its code loads only when a booking-system user lacks rights
 * (StaffAccessNotice.tsx, BookingStaffNotice.tsx), and then its own catalogue (src/staff-access/locales),
 * so no other page carries either.
 */

const BOOKING_SYSTEM_NAMES: Readonly<Record<BookingSystem, string>> = { yclients: 'YCLIENTS', altegio: 'Altegio' };

/** The staff access-denied messages of spec section 2, one per area. */
const NO_ACCESS: Readonly<Record<BookingStaffArea, MessageDescriptor>> = {
  timetable: /*i18n*/ { id: 'toolkit.staff.noAccess.timetable', message: 'No access to the timetable' },
  phones: /*i18n*/ { id: 'toolkit.staff.noAccess.phones', message: 'No access to phones' },
  recordForm: /*i18n*/ { id: 'toolkit.staff.noAccess.recordForm', message: 'No access to the record form' },
  records: /*i18n*/ { id: 'toolkit.staff.noAccess.records', message: 'No access to create, edit or delete records' },
  clientsBase: /*i18n*/ { id: 'toolkit.staff.noAccess.clientsBase', message: 'No access to the clients base' },
  dashboard: /*i18n*/ { id: 'toolkit.staff.noAccess.dashboard', message: 'No access to the dashboard' },
  summary: /*i18n*/ { id: 'toolkit.staff.noAccess.summary', message: 'No access to the summary' },
  reviews: /*i18n*/ { id: 'toolkit.staff.noAccess.reviews', message: 'No access to reviews' },
  loyalty: /*i18n*/ { id: 'toolkit.staff.noAccess.loyalty', message: 'No access to loyalty' },
  settings: /*i18n*/ { id: 'toolkit.staff.noAccess.settings', message: 'No access to settings' },
  webhookSettings: /*i18n*/ { id: 'toolkit.staff.noAccess.webhookSettings', message: 'No access to webhook settings' },
  analytics: /*i18n*/ { id: 'toolkit.staff.noAccess.analytics', message: 'No access to analytics' },
};

/** What the cabinet cannot do for the areas the feed reads (the others gate screens of their own). */
const CONSEQUENCE: Partial<Record<BookingStaffArea, MessageDescriptor>> = {
  timetable: /*i18n*/ { id: 'toolkit.staff.consequence.timetable', message: 'Visits are not read, so no reminders or other visit messages go out.' },
  phones: /*i18n*/ { id: 'toolkit.staff.consequence.phones', message: 'Clients’ phones are hidden, so messages cannot reach them.' },
  settings: /*i18n*/ { id: 'toolkit.staff.consequence.settings', message: 'Masters are not read, so flows cannot filter by master.' },
};

const messages = {
  title: /*i18n*/ { id: 'toolkit.staff.title', message: '{company}: your rights in {system} are not enough' },
  fix: /*i18n*/ { id: 'toolkit.staff.fix', message: 'Ask the business owner to grant these rights in {system}, or connect with the owner’s login; then press “Update now”.' },
  fixElsewhere: /*i18n*/ { id: 'toolkit.staff.fixElsewhere', message: 'Ask the business owner to grant these rights in {system}, or connect with the owner’s login.' },
  open: /*i18n*/ { id: 'toolkit.staff.open', message: 'Open the {system} accounts' },
};

const ACCOUNT_ROUTES = { yclients: 'accounts.yclients', altegio: 'accounts.altegio' } as const;

/** The notice's texts in the page's language: suspends until its catalogue has loaded (once a locale). */
function useStaffTexts() {
  const locale = useContext(RemotePropsContext)?.locale ?? i18n.locale;
  if (isLocale(locale) && !staffAccessCatalog.isReady(locale)) use(staffAccessCatalog.ready(locale));
  return useTranslate();
}

/** One area's access-denied message (the title of a screen the area gates). */
export function NoAccessText({ area }: { area: BookingStaffArea }) {
  const t = useStaffTexts();
  return <>{t(NO_ACCESS[area])}</>;
}

/** The notice itself (StaffAccessNotice.tsx says what it shows). */
export function StaffAccessAlerts({ companies, onAccountPage = false }: { companies: readonly StaffLimitedCompany[]; onAccountPage?: boolean }) {
  const t = useStaffTexts();
  return (
    <>
      {companies.map((company) => {
        const system = BOOKING_SYSTEM_NAMES[company.system];
        return (
          <Alert
            key={`${company.systemAccountId}:${company.accountId}`}
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
                {/* A paragraph: the design underlines a link in one, told apart from the sentence by more than its colour (axe link-in-text-block). */}
                <p style={{ margin: 0 }}>
                  {onAccountPage ? (
                    t(messages.fix, { system })
                  ) : (
                    <>
                      {t(messages.fixElsewhere, { system })}{' '}
                      <RouteLink to={ACCOUNT_ROUTES[company.system]}>{t(messages.open, { system })}</RouteLink>
                    </>
                  )}
                </p>
              </>
            }
          />
        );
      })}
    </>
  );
}

/**
 * The notice from GET api/v1/SystemAccounts/StaffAccess's answer, read whole here (the screens that ask for
 * it keep only its list: staffAccessQuery.ts); an answer that does not read shows nothing.
 */
export function BookingStaffAlerts({ answer }: { answer: unknown }) {
  const read = bookingStaffAccessSchema.safeParse(answer);
  return read.success ? <StaffAccessAlerts companies={read.data.companies} /> : null;
}
