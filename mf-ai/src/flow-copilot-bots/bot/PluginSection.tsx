import type { ReactNode } from 'react';
import { copilotBotPluginsSchema, type CopilotBotPlugins } from '@cabinet/api/ai';
import { Button, Surface, toast, Typography } from '@cabinet/design/core';
import { Form, type FormInstance } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useSavePluginMutation, type PluginSaveRequests, type SavedPluginKind } from '../../api/dialogues';
import { useDescribeBotError } from './botErrors';
import { aiRuleMessage } from '../../shared/ruleMessages';

const messages = {
  save: /*i18n*/ { id: 'ai.plugins.save', message: 'Save' },
  saved: /*i18n*/ { id: 'ai.plugins.saved', message: 'The plugin is saved' },
  saveFailed: /*i18n*/ { id: 'ai.plugins.saveFailed', message: 'The plugin could not be saved' },
};

/** Where each plugin's settings sit in GET …/Plugins. */
const PLUGIN_FIELDS = { human_handoff: 'humanHandoff', rest: 'rest', follow_up: 'followUp', yclients_salon: 'yclientsSalon', altegio_salon: 'altegioSalon', medflex: 'medflex', flower_shop: 'flowerShop', send_file: 'sendFile' } as const satisfies Record<SavedPluginKind, keyof CopilotBotPlugins>;

export type PluginSettingsOf<K extends SavedPluginKind> = CopilotBotPlugins[(typeof PLUGIN_FIELDS)[K]];
export type PluginValuesOf<K extends SavedPluginKind> = Omit<PluginSettingsOf<K>, 'version'>;

function valuesOf<K extends SavedPluginKind>(settings: PluginSettingsOf<K>): PluginValuesOf<K> {
  const { version: _version, ...values } = settings;
  return values;
}

export interface PluginSectionProps<K extends SavedPluginKind> {
  botId: string;
  kind: K;
  settings: PluginSettingsOf<K>;
  title: string;
  about: string;
  /** The save's body from the form's values (blank rows dropped) and the version it is based on. */
  requestOf: (values: PluginValuesOf<K>, version: number | undefined) => PluginSaveRequests[K];
  /** The plugin's fields, given the form (for rules reading another field). */
  children: (form: FormInstance<PluginValuesOf<K>>) => ReactNode;
}

/**
 * One plugin of the Plugins tab (spec section 3): its heading and about text, the version-conflict alert
 * (load theirs, or save mine over it), the failure alert, and the form with its Save; the plugin gives its
 * fields. Every plugin's form is one of these, in the tab's lazy chunk.
 */
export function PluginSection<K extends SavedPluginKind>({ botId, kind, settings, title, about, requestOf, children }: PluginSectionProps<K>) {
  const t = useTranslate();
  const [form] = Form.useForm<PluginValuesOf<K>>();
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.saveFailed });
  const conflict = useVersionConflict(copilotBotPluginsSchema);
  const initial = valuesOf<K>(settings);
  const save = useSavePluginMutation(botId, kind, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: () => toast.success(t(messages.saved)),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      await failure.show(error);
    },
  });
  const stored = (plugins: CopilotBotPlugins): PluginSettingsOf<K> => plugins[PLUGIN_FIELDS[kind]];
  const submit = (version: number | undefined) => save.mutate(requestOf({ ...initial, ...form.getFieldsValue() }, version));
  const headingId = `ai-plugin-${kind}`;

  return (
    <Surface style={{ maxWidth: 640 }}>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{about}</Typography.Paragraph>
        {conflict.current ? (
          <VersionConflictAlert
            busy={save.isPending}
            onReload={() => {
              if (conflict.current) form.setFieldsValue(valuesOf<K>(stored(conflict.current)));
              conflict.clear();
            }}
            onOverwrite={() => submit(conflict.current ? stored(conflict.current).version : undefined)}
          />
        ) : null}
        {failure.alert}
        <Form<PluginValuesOf<K>> form={form} name={PLUGIN_FIELDS[kind]} layout="vertical" requiredMark={false} initialValues={initial} noValidate onFinish={() => submit(settings.version)}>
          {children(form)}
          <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
            {t(messages.save)}
          </Button>
        </Form>
      </section>
    </Surface>
  );
}
