import { SALON_ACTIONS, SALON_PLUGIN_SYSTEMS, type SalonAction, type SalonPluginKind, type SalonPluginSettings } from '@cabinet/api/ai';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { StaffAccessNotice, type StaffLimitedCompany } from '@cabinet/toolkit/staff-access';
import { useBookingAccounts } from '../../api/dialogues';
import { AllowedActions, PickerPluginFields } from './PickerPluginFields';
import { PluginSection } from './PluginSection';

const messages = {
  yclientsTitle: /*i18n*/ { id: 'ai.plugins.salon.yclientsTitle', message: 'YCLIENTS salon (yclients_salon)' },
  altegioTitle: /*i18n*/ { id: 'ai.plugins.salon.altegioTitle', message: 'Altegio salon (altegio_salon)' },
  about: /*i18n*/ {
    id: 'ai.plugins.salon.about',
    message: 'The assistant reads the branch’s services, masters and free slots in the booking system and books the client a visit, as you allow it.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.salon.enabled', message: 'The assistant may use the booking system' },
  picker: /*i18n*/ { id: 'ai.plugins.salon.company', message: 'Branch' },
  choose: /*i18n*/ { id: 'ai.plugins.salon.chooseCompany', message: 'Choose a branch' },
  none: /*i18n*/ { id: 'ai.plugins.salon.noCompanies', message: 'No branch of this booking system is connected to your account yet.' },
  connectYclients: /*i18n*/ { id: 'ai.plugins.salon.connectYclients', message: 'Connect a YCLIENTS branch' },
  connectAltegio: /*i18n*/ { id: 'ai.plugins.salon.connectAltegio', message: 'Connect an Altegio branch' },
  loading: /*i18n*/ { id: 'ai.plugins.salon.companiesLoading', message: 'Loading the branches…' },
  failed: /*i18n*/ { id: 'ai.plugins.salon.companiesFailed', message: 'The branches could not be loaded' },
  actions: /*i18n*/ { id: 'ai.plugins.salon.actions', message: 'The assistant may' },
  services: /*i18n*/ { id: 'ai.plugins.salon.action.services', message: 'List the services' },
  masters: /*i18n*/ { id: 'ai.plugins.salon.action.masters', message: 'List the masters' },
  slots: /*i18n*/ { id: 'ai.plugins.salon.action.slots', message: 'Find free slots' },
  book: /*i18n*/ { id: 'ai.plugins.salon.action.book', message: 'Book a visit' },
};

const ACTION_LABELS: Record<SalonAction, MessageDescriptor> = { services: messages.services, masters: messages.masters, slots: messages.slots, book: messages.book };

/**
 * The yclients_salon / altegio_salon plugin's settings (spec section 3): on/off, one of the owner's connected
 * branches of that booking system (or where to connect one), and the actions allowed.
 */
export function SalonPluginForm({ botId, kind, settings }: { botId: string; kind: SalonPluginKind; settings: SalonPluginSettings }) {
  const t = useTranslate();
  const system = SALON_PLUGIN_SYSTEMS[kind];
  const accounts = useBookingAccounts(system);
  const companies = (accounts.data ?? []).flatMap((account) => account.companies.filter((company) => company.status === 'connected'));
  // The system's companies whose user lacks rights: the assistant books through that user.
  const limited: StaffLimitedCompany[] = (accounts.data ?? []).flatMap((account) =>
    account.companies
      .filter((company) => company.status === 'connected' && company.deniedAreas.length > 0)
      .map((company) => ({ system: account.system, systemAccountId: account.id, accountId: company.accountId, name: company.name, deniedAreas: company.deniedAreas })),
  );

  return (
    <PluginSection
      botId={botId}
      kind={kind}
      settings={settings}
      title={t(kind === 'yclients_salon' ? messages.yclientsTitle : messages.altegioTitle)}
      about={t(messages.about)}
      requestOf={(values, version) => ({ ...values, version })}
    >
      {() => (
        <PickerPluginFields
          texts={messages}
          name="companyId"
          options={companies.map((company) => ({ value: company.accountId, label: company.name }))}
          source={accounts}
          connect={system === 'yclients' ? { to: 'accounts.yclients', label: messages.connectYclients } : { to: 'accounts.altegio', label: messages.connectAltegio }}
          // The assistant books through the system's user: the record rights it lacks, the assistant lacks too.
          notice={<StaffAccessNotice companies={limited} />}
        >
          <AllowedActions legend={messages.actions} actions={SALON_ACTIONS} labels={ACTION_LABELS} />
        </PickerPluginFields>
      )}
    </PluginSection>
  );
}
