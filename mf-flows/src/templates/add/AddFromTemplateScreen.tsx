import { DEFAULT_FLOW_MODE, FLOW_TITLE_MAX_LENGTH, type FlowIntegration, type FlowMode, type FlowTemplate } from '@cabinet/api/flows';
import { RouteLink, useLinks, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, toast, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { Result } from '@cabinet/design/feedback';
import { Card } from '@cabinet/design/data';
import { Radio } from '@cabinet/design/choices';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { checkBoundedText, useFieldRule, useFormFailure } from '@cabinet/toolkit/forms';
import { useAddFlowFromTemplateMutation, useFlowTemplates } from '../../api/flows';
import { MODE_LABELS } from '../../flows/flowLabels';
import { useDescribeFlowError } from '../../shared/errors';
import { flowRuleMessage } from '../../shared/flowRuleMessages';
import { INTEGRATION_ROUTES, isIntegration } from '../integrations';
import { TemplatePreview, useTemplateLock } from '../TemplatePreview';

const messages = {
  loading: /*i18n*/ { id: 'flows.templates.add.loading', message: 'Loading the template…' },
  loadFailed: /*i18n*/ { id: 'flows.templates.add.loadFailed', message: 'The template could not be loaded' },
  notFound: /*i18n*/ { id: 'flows.templates.add.notFound', message: 'There is no such template' },
  notFoundHint: /*i18n*/ { id: 'flows.templates.add.notFoundHint', message: 'The link may be old. Choose a template from the list.' },
  backToTemplates: /*i18n*/ { id: 'flows.templates.add.back', message: 'Back to the templates' },
  form: /*i18n*/ { id: 'flows.templates.add.form', message: 'The new flow' },
  title: /*i18n*/ { id: 'flows.templates.add.title', message: 'Flow title' },
  mode: /*i18n*/ { id: 'flows.templates.add.mode', message: 'Mode' },
  testHint: /*i18n*/ {
    id: 'flows.templates.add.testHint',
    message: 'Test mode: messages go only to your own phone, so you can check the flow before any client gets it. Switch it to live later.',
  },
  combatHint: /*i18n*/ { id: 'flows.templates.add.combatHint', message: 'Live: messages go to your clients as soon as the flow runs.' },
  submit: /*i18n*/ { id: 'flows.templates.add.submit', message: 'Create the flow' },
  failed: /*i18n*/ { id: 'flows.templates.add.failed', message: 'The flow could not be created' },
  created: /*i18n*/ { id: 'flows.templates.add.created', message: 'The flow “{title}” is created' },
};

interface Values {
  title: string;
  mode: FlowMode;
}

/**
 * /templates/{integration}/add/{templateType}: the owner names the new flow and picks its mode (test by
 * default), and lands in the new flow's editor. A refusal stays beside what was typed.
 */
export function AddFromTemplateScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { integration, templateType } = route.params;
  return (
    <section>
      <PageHeading title={route.title} />
      {isIntegration(integration) && templateType ? <TemplateLoader integration={integration} templateType={templateType} /> : <TemplateNotFound />}
      <p style={{ marginTop: 24 }}>
        <RouteLink to={isIntegration(integration) ? INTEGRATION_ROUTES[integration] : 'templates'}>{t(messages.backToTemplates)}</RouteLink>
      </p>
    </section>
  );
}

function TemplateLoader({ integration, templateType }: { integration: FlowIntegration; templateType: string }) {
  const t = useTranslate();
  const templates = useFlowTemplates(integration);
  if (templates.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => templates.refetch()} retrying={templates.isFetching} />;
  if (!templates.data) return <ContentSkeleton label={t(messages.loading)} />;
  const template = templates.data.find((item) => item.templateType === templateType);
  return template ? <AddFromTemplate template={template} /> : <TemplateNotFound />;
}

function TemplateNotFound() {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t(messages.notFound)}</h2>}
      subTitle={t(messages.notFoundHint)}
    />
  );
}

function AddFromTemplate({ template }: { template: FlowTemplate }) {
  const t = useTranslate();
  const links = useLinks();
  const { locale } = useRemoteProps();
  const fieldRule = useFieldRule(flowRuleMessage);
  const lock = useTemplateLock(template);
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? DEFAULT_FLOW_MODE;
  // A refused field is shown at the field; anything else (the tariff, the network) above the form.
  const failure = useFormFailure(form, useDescribeFlowError(), { messageOf: flowRuleMessage, title: messages.failed });

  const add = useAddFlowFromTemplateMutation(template, {
    onSuccess: (flow) => {
      toast.success(t(messages.created, { title: flow.title }));
      links.navigate('flows.edit', { workflowId: flow.id });
    },
    onError: failure.show,
  });

  const headingId = `template-${template.integration}-${template.templateType}`;
  return (
    <Flex vertical gap={24}>
      <Card role="article" aria-labelledby={headingId}>
        <TemplatePreview template={template} headingId={headingId} />
      </Card>
      {lock ? null : (
        <Card>
          {failure.alert}
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            aria-label={t(messages.form)}
            initialValues={{ title: template.title, mode: DEFAULT_FLOW_MODE }}
            onFinish={(values) => {
              failure.clear();
              add.mutate({ title: values.title.trim(), mode: values.mode, language: locale });
            }}
            style={{ maxWidth: 560 }}
          >
            <Form.Item name="title" label={t(messages.title)} rules={[fieldRule(checkBoundedText(FLOW_TITLE_MAX_LENGTH))]}>
              {/* One character over the limit can be typed, so the limit's message is seen rather than silent truncation. */}
              <Input maxLength={FLOW_TITLE_MAX_LENGTH + 1} autoComplete="off" />
            </Form.Item>
            <Form.Item name="mode" label={t(messages.mode)} extra={t(mode === 'test' ? messages.testHint : messages.combatHint)}>
              <Radio.Group
                options={[
                  { value: 'test', label: t(MODE_LABELS.test) },
                  { value: 'combat', label: t(MODE_LABELS.combat) },
                ]}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t(messages.submit)}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
