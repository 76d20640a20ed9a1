import { RouteLink } from '@cabinet/contracts';
import { SALON_ACTIONS, SALON_PLUGIN_SYSTEMS, type SalonAction, type SalonPluginKind, type SalonPluginSettings } from '@cabinet/api/ai';
import { ContentSkeleton, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Checkbox, Form } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { StaffAccessNotice, type StaffLimitedCompany } from '@cabinet/toolkit/staff-access';
import { useBookingAccounts } from '../../api/dialogues';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';
import { PluginSection } from './PluginSection';

const messages = {
  yclientsTitle: /*i18n*/ { id: 'ai.plugins.salon.yclientsTitle', message: 'YCLIENTS salon (yclients_salon)' },
  altegioTitle: /*i18n*/ { id: 'ai.plugins.salon.altegioTitle', message: 'Altegio salon (altegio_salon)' },
  about: /*i18n*/ {
    id: 'ai.plugins.salon.about',
    message: 'The assistant reads the branch’s services, masters and free slots in the booking system and books the client a visit, as you allow it.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.salon.enabled', message: 'The assistant may use the booking system' },
  company: /*i18n*/ { id: 'ai.plugins.salon.company', message: 'Branch' },
  chooseCompany: /*i18n*/ { id: 'ai.plugins.salon.chooseCompany', message: 'Choose a branch' },
  noCompanies: /*i18n*/ { id: 'ai.plugins.salon.noCompanies', message: 'No branch of this booking system is connected to your account yet.' },
  connectYclients: /*i18n*/ { id: 'ai.plugins.salon.connectYclients', message: 'Connect a YCLIENTS branch' },
  connectAltegio: /*i18n*/ { id: 'ai.plugins.salon.connectAltegio', message: 'Connect an Altegio branch' },
  companiesLoading: /*i18n*/ { id: 'ai.plugins.salon.companiesLoading', message: 'Loading the branches…' },
  companiesFailed: /*i18n*/ { id: 'ai.plugins.salon.companiesFailed', message: 'The branches could not be loaded' },
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
  const rule = useFieldRule(aiRuleMessage);
  const system = SALON_PLUGIN_SYSTEMS[kind];
  const accounts = useBookingAccounts(system);
  const companies = (accounts.data ?? []).flatMap((account) => account.companies.filter((company) => company.status === 'connected'));
  // The system's companies whose user lacks rights: the assistant books through that user.
  const limited: StaffLimitedCompany[] = (accounts.data ?? []).flatMap((account) =>
    account.companies
      .filter((company) => company.status === 'connected' && company.deniedAreas.length > 0)
      .map((company) => ({ system: account.system, systemAccountId: account.id, accountId: company.accountId, name: company.name, deniedAreas: company.deniedAreas })),
  );
  const companyOptions = [{ value: '', label: t(messages.chooseCompany) }, ...companies.map((company) => ({ value: company.accountId, label: company.name }))];

  return (
    <PluginSection
      botId={botId}
      kind={kind}
      settings={settings}
      title={t(kind === 'yclients_salon' ? messages.yclientsTitle : messages.altegioTitle)}
      about={t(messages.about)}
      requestOf={(values, version) => ({ ...values, version })}
    >
      {(form) => (
        <>
          <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
            <Switch />
          </Form.Item>
          {/* The assistant books through the system's user: the record rights it lacks, the assistant lacks too. */}
          <StaffAccessNotice companies={limited} />
          {accounts.isError ? (
            <LoadFailedAlert title={t(messages.companiesFailed)} onRetry={() => accounts.refetch()} retrying={accounts.isFetching} />
          ) : !accounts.data ? (
            <ContentSkeleton label={t(messages.companiesLoading)} />
          ) : companies.length === 0 ? (
            <>
              <Typography.Paragraph>{t(messages.noCompanies)}</Typography.Paragraph>
              {/* Alone on its line: a link inside the sentence would be told apart by its colour only (axe link-in-text-block). */}
              <Typography.Paragraph>
                <RouteLink to={system === 'yclients' ? 'accounts.yclients' : 'accounts.altegio'}>{t(system === 'yclients' ? messages.connectYclients : messages.connectAltegio)}</RouteLink>
              </Typography.Paragraph>
            </>
          ) : null}
          <Form.Item
            name="companyId"
            label={t(messages.company)}
            dependencies={['enabled']}
            rules={[rule((value) => (form.getFieldValue('enabled') === true && textOf(value) === '' ? 'required' : null))]}
          >
            <FieldSelect label={t(messages.company)} options={companyOptions} />
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{t(messages.actions)}</legend>
            <Form.Item
              name="actions"
              dependencies={['enabled']}
              rules={[rule((value) => (form.getFieldValue('enabled') === true && Array.isArray(value) && value.length === 0 ? 'required' : null))]}
            >
              <Checkbox.Group options={SALON_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) }))} />
            </Form.Item>
          </fieldset>
        </>
      )}
    </PluginSection>
  );
}
