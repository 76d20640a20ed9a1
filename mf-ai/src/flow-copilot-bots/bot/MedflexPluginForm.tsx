import { useSession } from '@cabinet/contracts';
import { MEDFLEX_ACTIONS, type MedflexAction, type MedflexPluginSettings } from '@cabinet/api/ai';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useMedflexLpus } from '../../api/dialogues';
import { AllowedActions, PickerPluginFields } from './PickerPluginFields';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.medflex.title', message: 'Medflex clinic (medflex)' },
  about: /*i18n*/ {
    id: 'ai.plugins.medflex.about',
    message: 'The assistant reads the clinic’s doctors and their free slots in Medflex and books the patient an appointment, as you allow it.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.medflex.enabled', message: 'The assistant may use Medflex' },
  picker: /*i18n*/ { id: 'ai.plugins.medflex.lpu', message: 'Clinic (LPU)' },
  choose: /*i18n*/ { id: 'ai.plugins.medflex.chooseLpu', message: 'Choose a clinic' },
  none: /*i18n*/ { id: 'ai.plugins.medflex.noLpus', message: 'No Medflex clinic is connected to your account yet.' },
  connect: /*i18n*/ { id: 'ai.plugins.medflex.connect', message: 'Connect Medflex' },
  loading: /*i18n*/ { id: 'ai.plugins.medflex.lpusLoading', message: 'Loading the clinics…' },
  failed: /*i18n*/ { id: 'ai.plugins.medflex.lpusFailed', message: 'The clinics could not be loaded' },
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
  const session = useSession();
  const lpus = useMedflexLpus(session.status === 'authenticated' ? session.user.id : undefined);

  return (
    <PluginSection botId={botId} kind="medflex" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {() => (
        <PickerPluginFields texts={messages} name="lpuId" options={(lpus.data ?? []).map((lpu) => ({ value: lpu.sourceId, label: lpu.name }))} source={lpus} connect={{ to: 'accounts.medflexLpus', label: messages.connect }}>
          <AllowedActions legend={messages.actions} actions={MEDFLEX_ACTIONS} labels={ACTION_LABELS} />
        </PickerPluginFields>
      )}
    </PluginSection>
  );
}
