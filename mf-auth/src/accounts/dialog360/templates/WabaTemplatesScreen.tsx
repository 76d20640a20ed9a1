import { useEffect, useState } from 'react';
import {
  createWabaTemplateRequestSchema,
  WABA_TEMPLATE_CATEGORIES,
  WABA_TEMPLATE_LANGUAGES,
  WABA_TEMPLATE_TYPES,
  type WabaTemplate,
  type WabaTemplateCategory,
  type WabaTemplateLanguage,
  type WabaTemplateStatus,
  type WabaTemplateType,
} from '@cabinet/api/messaging';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, NativeSelect, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, type Tone, ContentSkeleton } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useCreateWabaTemplateMutation, useDeleteWabaTemplateMutation, useWabaTemplates } from '../../../api/dialog360';
import { useAccountFailure, useAccountFormFailure } from '../../shared/accountFailures';
import { ACCOUNT_ERRORS } from '../../shared/channelTexts';
import { schemaCheck, wabaMessageOf } from '../wabaTexts';

const messages = {
  number: /*i18n*/ { id: 'auth.wabaTemplates.number', message: 'WABA number {phone}' },
  loading: /*i18n*/ { id: 'auth.wabaTemplates.loading', message: 'Loading the templates' },
  loadFailed: /*i18n*/ { id: 'auth.wabaTemplates.loadFailed', message: 'WABA: error getting the templates' },
  retry: /*i18n*/ { id: 'auth.wabaTemplates.retry', message: 'Try again' },
  syncFailed: /*i18n*/ { id: 'auth.wabaTemplates.syncFailed', message: 'WABA: error getting the templates’ status from 360dialog' },
  syncFailedBody: /*i18n*/ { id: 'auth.wabaTemplates.syncFailedBody', message: 'The statuses shown may be out of date; the page asks 360dialog again by itself.' },
  back: /*i18n*/ { id: 'auth.wabaTemplates.back', message: 'WABA numbers' },
  listTitle: /*i18n*/ { id: 'auth.wabaTemplates.list.title', message: 'Templates' },
  listEmpty: /*i18n*/ { id: 'auth.wabaTemplates.list.empty', message: 'No template yet. WhatsApp lets a business write first only with a template 360dialog has approved: create one below.' },
  pendingHint: /*i18n*/ { id: 'auth.wabaTemplates.pendingHint', message: 'A new template waits for WhatsApp’s review, usually a few minutes; its status here changes by itself.' },
  createTitle: /*i18n*/ { id: 'auth.wabaTemplates.create.title', message: 'New template' },
  name: /*i18n*/ { id: 'auth.wabaTemplates.name', message: 'Template name' },
  nameHint: /*i18n*/ { id: 'auth.wabaTemplates.name.hint', message: 'Lowercase English letters and digits, no spaces, words separated by an underscore, e.g. visit_reminder' },
  category: /*i18n*/ { id: 'auth.wabaTemplates.category', message: 'Category' },
  language: /*i18n*/ { id: 'auth.wabaTemplates.language', message: 'Language' },
  type: /*i18n*/ { id: 'auth.wabaTemplates.type', message: 'Type' },
  body: /*i18n*/ { id: 'auth.wabaTemplates.body', message: 'Message text' },
  bodyHint: /*i18n*/ { id: 'auth.wabaTemplates.body.hint', message: 'Up to 1024 characters; {variables} are filled in when sending' },
  create: /*i18n*/ { id: 'auth.wabaTemplates.create', message: 'Create and send for review' },
  created: /*i18n*/ { id: 'auth.wabaTemplates.created', message: 'Template {name} sent for review' },
  addFailed: /*i18n*/ { id: 'auth.wabaTemplates.addFailed', message: 'WABA: error adding the template' },
  delete: /*i18n*/ { id: 'auth.wabaTemplates.delete', message: 'Delete' },
  deleteOf: /*i18n*/ { id: 'auth.wabaTemplates.deleteOf', message: 'Delete template {name}' },
  deleted: /*i18n*/ { id: 'auth.wabaTemplates.deleted', message: 'The template is deleted' },
  deleteConfirm: /*i18n*/ { id: 'auth.wabaTemplates.delete.confirm.title', message: 'Delete the template {name}?' },
  deleteConfirmBody: /*i18n*/ { id: 'auth.wabaTemplates.delete.confirm.body', message: 'It is deleted at 360dialog too. To send it again, create it anew and wait for its approval.' },
  deleteFailed: /*i18n*/ { id: 'auth.wabaTemplates.deleteFailed', message: 'WABA: error deleting the template' },
  reason: /*i18n*/ { id: 'auth.wabaTemplates.reason', message: 'Reason: {reason}' },
  createdAt: /*i18n*/ { id: 'auth.wabaTemplates.createdAt', message: 'Created {date}' },
} satisfies Record<string, MessageDescriptor>;

const CATEGORY_NAMES: Readonly<Record<WabaTemplateCategory, MessageDescriptor>> = {
  UTILITY: /*i18n*/ { id: 'auth.wabaTemplates.category.utility', message: 'Utility (reminders, confirmations)' },
  MARKETING: /*i18n*/ { id: 'auth.wabaTemplates.category.marketing', message: 'Marketing (offers, news)' },
  AUTHENTICATION: /*i18n*/ { id: 'auth.wabaTemplates.category.authentication', message: 'Authentication (one-time codes)' },
};
const TYPE_NAMES: Readonly<Record<WabaTemplateType, MessageDescriptor>> = {
  standard: /*i18n*/ { id: 'auth.wabaTemplates.type.standard', message: 'Standard (text)' },
  media: /*i18n*/ { id: 'auth.wabaTemplates.type.media', message: 'Media (an image, video or document above the text)' },
};
const STATUS_NAMES: Readonly<Record<WabaTemplateStatus, { label: MessageDescriptor; tone: Tone }>> = {
  pending: { label: /*i18n*/ { id: 'auth.wabaTemplates.status.pending', message: 'Pending' }, tone: 'info' },
  approved: { label: /*i18n*/ { id: 'auth.wabaTemplates.status.approved', message: 'Approved' }, tone: 'success' },
  rejected: { label: /*i18n*/ { id: 'auth.wabaTemplates.status.rejected', message: 'Rejected' }, tone: 'danger' },
};
/** Meta's rejection reasons, as the owner reads them; any other is shown as the provider words it. */
const REASON_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  INVALID_FORMAT: /*i18n*/ { id: 'auth.wabaTemplates.reason.invalidFormat', message: 'the format is not valid (variables, length or characters)' },
  PROMOTIONAL: /*i18n*/ { id: 'auth.wabaTemplates.reason.promotional', message: 'promotional content in a non-marketing category' },
  INCORRECT_CATEGORY: /*i18n*/ { id: 'auth.wabaTemplates.reason.incorrectCategory', message: 'the category does not match the content' },
  TAG_CONTENT_MISMATCH: /*i18n*/ { id: 'auth.wabaTemplates.reason.tagMismatch', message: 'the language or category does not match the content' },
  ABUSIVE_CONTENT: /*i18n*/ { id: 'auth.wabaTemplates.reason.abusive', message: 'the content breaks WhatsApp’s policies' },
  SCAM: /*i18n*/ { id: 'auth.wabaTemplates.reason.scam', message: 'taken for a scam' },
  DELETED_AT_PROVIDER: /*i18n*/ { id: 'auth.wabaTemplates.reason.deleted', message: 'the template was deleted at 360dialog' },
  NONE: /*i18n*/ { id: 'auth.wabaTemplates.reason.none', message: 'not given' },
};

/** The UI's locale as WhatsApp's template language, the form's first choice. */
const LANGUAGE_OF_LOCALE: Readonly<Record<string, WabaTemplateLanguage>> = { ru: 'ru', en: 'en', 'pt-BR': 'pt_BR', 'uk-UA': 'uk' };

/* The name goes trimmed, the text as typed (its line breaks are the message's). */
const nameOf = (value: unknown) => textOf(value).trim();
const checkName = schemaCheck(createWabaTemplateRequestSchema.shape.name, nameOf);
const checkBody = schemaCheck(createWabaTemplateRequestSchema.shape.body);

interface TemplateFields {
  name: string;
  category: WabaTemplateCategory;
  language: WabaTemplateLanguage;
  type: WabaTemplateType;
  body: string;
}

/** /accounts/dialog360/templates/{accountId}: a WABA number's templates with their review, creating and deleting them. */
export function WabaTemplatesScreen() {
  const route = useRoute();
  const t = useTranslate();
  const accountId = route.params.accountId ?? '';
  const templates = useWabaTemplates(accountId);
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const [loadError, setLoadError] = useState<string | null>(null);
  const failure = templates.error;
  useEffect(() => {
    if (failure) void describe(failure).then((described) => setLoadError(described.message));
  }, [failure, describe]);
  const phone = templates.data ? (templates.data.account.phone ?? templates.data.account.name) : null;
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 840 }}>
        <div>
          {phone ? <Typography.Paragraph style={{ marginBottom: 4 }}>{t(messages.number, { phone })}</Typography.Paragraph> : null}
          <RouteLink to="accounts.dialog360">{t(messages.back)}</RouteLink>
        </div>
        {templates.isPending ? (
          <ContentSkeleton label={t(messages.loading)} />
        ) : !templates.data ? (
          <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} description={loadError ?? undefined} action={<Button onClick={() => templates.refetch()}>{t(messages.retry)}</Button>} />
        ) : (
          <>
            {templates.data.syncFailed ? <Alert type="warning" role="status" showIcon title={t(messages.syncFailed)} description={t(messages.syncFailedBody)} /> : null}
            <TemplateList accountId={accountId} templates={templates.data.templates} />
            <CreateTemplate accountId={accountId} />
          </>
        )}
      </Flex>
    </>
  );
}

function TemplateList({ accountId, templates }: { accountId: string; templates: readonly WabaTemplate[] }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const deleteFailure = useAccountFailure(messages.deleteFailed);
  const remove = useDeleteWabaTemplateMutation({
    onSuccess: () => toast.success(t(messages.deleted)),
    onMutate: deleteFailure.clear,
    onError: deleteFailure.onError,
  });
  // The toast and the inline failure are the mutation's own: the removal only asks first.
  const removal = useRemoval<WabaTemplate>({
    mutation: { mutate: (template, callbacks) => remove.mutate({ accountId, templateId: template.id }, callbacks) },
    confirm: { title: (template) => t(messages.deleteConfirm, { name: template.name }), body: t(messages.deleteConfirmBody), ok: t(messages.delete) },
  });
  const languageName = useLanguageName();
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.listTitle)}
      </Typography.Title>
      {deleteFailure.alert}
      {templates.length === 0 ? (
        <Typography.Paragraph>{t(messages.listEmpty)}</Typography.Paragraph>
      ) : (
        <>
          {templates.some((template) => template.status === 'pending') ? <Typography.Paragraph type="secondary">{t(messages.pendingHint)}</Typography.Paragraph> : null}
          <ul aria-label={t(messages.listTitle)} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            {templates.map((template) => {
              const status = STATUS_NAMES[template.status];
              const reason = template.rejectedReason;
              return (
                <li key={template.id} aria-label={template.name} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px' }}>
                  <Flex justify="space-between" align="center" wrap gap={8}>
                    <span style={{ overflowWrap: 'anywhere' }}>
                      <Typography.Text strong>{template.name}</Typography.Text> <StatusTag tone={status.tone}>{t(status.label)}</StatusTag>
                    </span>
                    <Button
                      size="small"
                      danger
                      aria-label={t(messages.deleteOf, { name: template.name })}
                      loading={removal.removing?.id === template.id}
                      onClick={() => removal.ask(template)}
                    >
                      {t(messages.delete)}
                    </Button>
                  </Flex>
                  <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 13 }}>
                    {languageName(template.language)} · {t(CATEGORY_NAMES[template.category])} · {t(TYPE_NAMES[template.type])} · {t(messages.createdAt, { date: formatDate(template.createdAt, locale) })}
                  </Typography.Paragraph>
                  <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{template.body}</Typography.Paragraph>
                  {template.status === 'rejected' && reason ? (
                    <Typography.Paragraph style={{ margin: '4px 0 0', color: '#a8071a' }}>{t(messages.reason, { reason: REASON_NAMES[reason] ? t(REASON_NAMES[reason]) : reason })}</Typography.Paragraph>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {removal.dialog}
    </Surface>
  );
}

/** A template language's name in the UI's language (the browser knows them all). */
function useLanguageName() {
  const { locale } = useRemoteProps();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (code: WabaTemplateLanguage) => {
    const name = names.of(code.replace('_', '-'));
    return name ? `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)} (${code})` : code;
  };
}

function CreateTemplate({ accountId }: { accountId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const languageName = useLanguageName();
  const [form] = Form.useForm<TemplateFields>();
  const rule = useFieldRule(wabaMessageOf);
  // A refused field is shown at it; the rest (360dialog down) above the button. What was typed stays.
  const failure = useAccountFormFailure(form, { title: messages.addFailed, messageOf: wabaMessageOf });
  const create = useCreateWabaTemplateMutation({
    onMutate: failure.clear,
    onSuccess: (template) => {
      toast.success(t(messages.created, { name: template.name }));
      form.resetFields(['name', 'body']);
    },
    onError: failure.show,
  });
  const initialValues: Partial<TemplateFields> = { category: 'UTILITY', language: LANGUAGE_OF_LOCALE[locale] ?? 'en', type: 'standard' };
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.createTitle)}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        aria-label={t(messages.createTitle)}
        initialValues={initialValues}
        onFinish={(values) => create.mutate({ accountId, template: { ...values, name: nameOf(values.name) } })}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="name" label={t(messages.name)} extra={t(messages.nameHint)} rules={[rule(checkName)]} style={{ maxWidth: 420 }}>
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="category" label={t(messages.category)} style={{ maxWidth: 420 }}>
          <ChoiceField label={t(messages.category)} options={WABA_TEMPLATE_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_NAMES[value]) }))} />
        </Form.Item>
        <Form.Item name="language" label={t(messages.language)} style={{ maxWidth: 420 }}>
          <ChoiceField label={t(messages.language)} options={WABA_TEMPLATE_LANGUAGES.map((value) => ({ value, label: languageName(value) }))} />
        </Form.Item>
        <Form.Item name="type" label={t(messages.type)}>
          <Radio.Group aria-label={t(messages.type)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {WABA_TEMPLATE_TYPES.map((value) => (
              <Radio key={value} value={value}>
                {t(TYPE_NAMES[value])}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="body" label={t(messages.body)} extra={t(messages.bodyHint, { variables: '{{1}}, {{2}}…' })} rules={[rule(checkBody)]}>
          <TextArea rows={4} />
        </Form.Item>
        {failure.alert}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t(messages.create)}
        </Button>
      </Form>
    </Surface>
  );
}

/** A short list as the browser's own select, bound to its form field (the field hands it value and onChange). */
function ChoiceField<Value extends string>({ label, options, value, onChange }: { label: string; options: ReadonlyArray<{ value: Value; label: string }>; value?: Value; onChange?: (value: Value) => void }) {
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      options={options}
      onChange={(chosen) => {
        const option = options.find((item) => item.value === chosen);
        if (option) onChange?.(option.value);
      }}
      style={{ width: '100%' }}
    />
  );
}
