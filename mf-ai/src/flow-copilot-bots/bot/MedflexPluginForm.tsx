import { RouteLink, useSession } from '@cabinet/contracts';
import { MEDFLEX_ACTIONS, type MedflexAction, type MedflexPluginSettings } from '@cabinet/api/ai';
import { ContentSkeleton, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Checkbox, Form } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useMedflexLpus } from '../../api/dialogues';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.medflex.title', message: 'Medflex clinic (medflex)' },
  about: /*i18n*/ {
    id: 'ai.plugins.medflex.about',
    message: 'The assistant reads the clinic’s doctors and their free slots in Medflex and books the patient an appointment, as you allow it.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.medflex.enabled', message: 'The assistant may use Medflex' },
  lpu: /*i18n*/ { id: 'ai.plugins.medflex.lpu', message: 'Clinic (LPU)' },
  chooseLpu: /*i18n*/ { id: 'ai.plugins.medflex.chooseLpu', message: 'Choose a clinic' },
  noLpus: /*i18n*/ { id: 'ai.plugins.medflex.noLpus', message: 'No Medflex clinic is connected to your account yet.' },
  connect: /*i18n*/ { id: 'ai.plugins.medflex.connect', message: 'Connect Medflex' },
  lpusLoading: /*i18n*/ { id: 'ai.plugins.medflex.lpusLoading', message: 'Loading the clinics…' },
  lpusFailed: /*i18n*/ { id: 'ai.plugins.medflex.lpusFailed', message: 'The clinics could not be loaded' },
  actions: /*i18n*/ { id: 'ai.plugins.medflex.actions', message: 'The assistant may' },
  doctors: /*i18n*/ { id: 'ai.plugins.medflex.action.doctors', message: 'List the doctors' },
  slots: /*i18n*/ { id: 'ai.plugins.medflex.action.slots', message: 'Find a doctor’s free slots' },
  book: /*i18n*/ { id: 'ai.plugins.medflex.action.book', message: 'Book an appointment' },
};

const ACTION_LABELS: Record<MedflexAction, MessageDescriptor> = { doctors: messages.doctors, slots: messages.slots, book: messages.book };

/**
 * The medflex plugin's settings (spec section 3), shaped as the salon plugins' form: on/off, one of the owner's
 * connected Medflex LPUs (or where to connect Medflex), and the actions allowed.
 */
export function MedflexPluginForm({ botId, settings }: { botId: string; settings: MedflexPluginSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);
  const session = useSession();
  const lpus = useMedflexLpus(session.status === 'authenticated' ? session.user.id : undefined);
  const lpuOptions = [{ value: '', label: t(messages.chooseLpu) }, ...(lpus.data ?? []).map((lpu) => ({ value: lpu.sourceId, label: lpu.name }))];

  return (
    <PluginSection botId={botId} kind="medflex" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {(form) => (
        <>
          <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
            <Switch />
          </Form.Item>
          {lpus.isError ? (
            <LoadFailedAlert title={t(messages.lpusFailed)} onRetry={() => lpus.refetch()} retrying={lpus.isFetching} />
          ) : !lpus.data ? (
            <ContentSkeleton label={t(messages.lpusLoading)} />
          ) : lpus.data.length === 0 ? (
            <>
              <Typography.Paragraph>{t(messages.noLpus)}</Typography.Paragraph>
              {/* Alone on its line: a link inside the sentence would be told apart by its colour only (axe link-in-text-block). */}
              <Typography.Paragraph>
                <RouteLink to="accounts.medflexLpus">{t(messages.connect)}</RouteLink>
              </Typography.Paragraph>
            </>
          ) : null}
          <Form.Item
            name="lpuId"
            label={t(messages.lpu)}
            dependencies={['enabled']}
            rules={[rule((value) => (form.getFieldValue('enabled') === true && textOf(value) === '' ? 'required' : null))]}
          >
            <FieldSelect label={t(messages.lpu)} options={lpuOptions} />
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{t(messages.actions)}</legend>
            <Form.Item
              name="actions"
              dependencies={['enabled']}
              rules={[rule((value) => (form.getFieldValue('enabled') === true && Array.isArray(value) && value.length === 0 ? 'required' : null))]}
            >
              <Checkbox.Group options={MEDFLEX_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) }))} />
            </Form.Item>
          </fieldset>
        </>
      )}
    </PluginSection>
  );
}
