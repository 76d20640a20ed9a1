import { confirmWidgetSchema, type ConfirmWidget } from '@cabinet/api/widgets';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Checkbox, Form } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useConfirmWidget, useSaveConfirmWidgetMutation } from '../../../api/confirmWidget';
import { useDescribeWidgetError } from '../../../shared/errors';
import { PRO_ABOUT, PRO_FEATURES } from '../../../shared/proFeatures';
import { widgetRuleMessage } from '../../../shared/ruleMessages';
import { AllowedOriginsField, originsOfText, textOfOrigins } from '../../AllowedOriginsField';

const messages = {
  back: /*i18n*/ { id: 'widgets.confirm.back', message: 'Back to the widgets' },
  intro: /*i18n*/ {
    id: 'widgets.confirm.intro',
    message: 'The page your reminders’ confirm and cancel links open: the client sees their visit and answers with one tap.',
  },
  loading: /*i18n*/ { id: 'widgets.confirm.loading', message: 'Loading the settings…' },
  loadFailed: /*i18n*/ { id: 'widgets.confirm.loadFailed', message: 'The settings could not be loaded' },
  showPrice: /*i18n*/ { id: 'widgets.confirm.showPrice', message: 'Show the price of the visit' },
  showMasterName: /*i18n*/ { id: 'widgets.confirm.showMasterName', message: 'Show the master’s name' },
  showConfirmButton: /*i18n*/ { id: 'widgets.confirm.showConfirmButton', message: 'Show the “Confirm” button' },
  showCancelButton: /*i18n*/ { id: 'widgets.confirm.showCancelButton', message: 'Show the “Cancel” button' },
  originsHelp: /*i18n*/ {
    id: 'widgets.confirm.originsHelp',
    message: 'One address a line, such as https://salon.example: the sites that may show the visit page of your confirm and cancel links in a frame. None listed: no site may.',
  },
  save: /*i18n*/ { id: 'widgets.confirm.save', message: 'Save' },
  saved: /*i18n*/ { id: 'widgets.confirm.saved', message: 'The visit page settings are saved' },
  saveFailed: /*i18n*/ { id: 'widgets.confirm.saveFailed', message: 'The settings could not be saved' },
};

/** The form: the widget's parts, and its sites as text, one origin a line. */
type Values = Omit<ConfirmWidget, 'version' | 'allowedOrigins'> & { origins: string };

const valuesOf = ({ version: _version, allowedOrigins, ...parts }: ConfirmWidget): Values => ({ ...parts, origins: textOfOrigins(allowedOrigins) });

/** /widgets/confirm/settings: the Confirm widget, Pro-locked (spec section 4). */
export function ConfirmSettingsScreen() {
  const t = useTranslate();
  const route = useRoute();
  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="widgets">{t(messages.back)}</RouteLink>} />
      <ProGate feature={t(PRO_FEATURES.confirmWidget)} lock="confirmWidget" about={t(PRO_ABOUT.confirmWidget)}>
        <ConfirmSettings />
      </ProGate>
    </section>
  );
}

function ConfirmSettings() {
  const t = useTranslate();
  const widget = useConfirmWidget();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, useDescribeWidgetError(), { messageOf: widgetRuleMessage, title: messages.saveFailed });
  const conflict = useVersionConflict(confirmWidgetSchema);
  const save = useSaveConfirmWidgetMutation({
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

  if (widget.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => widget.refetch()} retrying={widget.isFetching} />;
  if (!widget.data) return <ContentSkeleton label={t(messages.loading)} />;
  const stored = widget.data;
  const submit = (version: number) => {
    const { origins, ...parts } = { ...valuesOf(stored), ...form.getFieldsValue() };
    save.mutate({ ...parts, allowedOrigins: originsOfText(origins), version });
  };

  return (
    <Surface style={{ maxWidth: 560 }}>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (conflict.current) form.setFieldsValue(valuesOf(conflict.current));
            conflict.clear();
          }}
          onOverwrite={() => submit(conflict.current?.version ?? stored.version)}
        />
      ) : null}
      {failure.alert}
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(stored)} onFinish={() => submit(stored.version)}>
        {(['showPrice', 'showMasterName', 'showConfirmButton', 'showCancelButton'] as const).map((name) => (
          <Form.Item key={name} name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox>{t(messages[name])}</Checkbox>
          </Form.Item>
        ))}
        <AllowedOriginsField name="origins" help={t(messages.originsHelp)} />
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 8 }}>
          {t(messages.save)}
        </Button>
      </Form>
    </Surface>
  );
}
