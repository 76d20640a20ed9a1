import { useEffect, useState, type FormEvent } from 'react';
import { readApiError } from '@cabinet/api/core';
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
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, type Tone, ContentSkeleton } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useCreateWabaTemplateMutation, useDeleteWabaTemplateMutation, useWabaTemplates } from '../../../api/dialog360';
import { ACCOUNT_ERRORS } from '../../shared/channelTexts';
import { FIELD_UNKNOWN, fieldCodes, WABA_FIELD_MESSAGES } from '../wabaTexts';
import { useInlineFailure } from '../../shared/useInlineFailure';

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

const inputStyle = { width: '100%', maxWidth: 420, padding: '4px 8px', border: '1px solid #8c8c8c', borderRadius: 6, fontSize: 16, background: '#fff' } as const;
const helpStyle = (error: boolean) => ({ color: error ? '#c41d1d' : '#595959', fontSize: 13, margin: '4px 0 12px' }) as const;
const labelStyle = { display: 'block', marginBottom: 4 } as const;

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
  const deleteFailure = useInlineFailure(messages.deleteFailed);
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
  const describe = useDescribeError(ACCOUNT_ERRORS);
  const languageName = useLanguageName();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<WabaTemplateCategory>('UTILITY');
  const [language, setLanguage] = useState<WabaTemplateLanguage>(LANGUAGE_OF_LOCALE[locale] ?? 'en');
  const [type, setType] = useState<WabaTemplateType>('standard');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldText = (code: string) => t(WABA_FIELD_MESSAGES[code] ?? FIELD_UNKNOWN);
  const create = useCreateWabaTemplateMutation({
    onSuccess: (template) => {
      toast.success(t(messages.created, { name: template.name }));
      setName('');
      setBody('');
    },
    onError: async (error) => {
      // A refused field is shown at it; the rest (360dialog down) above the button. What was typed stays.
      const answer = await readApiError(error);
      const fields = answer?.fields ?? {};
      if (Object.keys(fields).length > 0) return setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, fieldText(code)])));
      setFormError((await describe(error)).message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createWabaTemplateRequestSchema.safeParse({ name: name.trim(), category, language, type, body });
    if (!parsed.success) return setErrors(Object.fromEntries(Object.entries(fieldCodes(parsed.error.issues)).map(([field, code]) => [field, fieldText(code)])));
    setErrors({});
    create.mutate({ accountId, template: parsed.data });
  };
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.createTitle)}
      </Typography.Title>
      <form onSubmit={submit} noValidate aria-label={t(messages.createTitle)}>
        <label htmlFor="waba-template-name" style={labelStyle}>
          {t(messages.name)}
        </label>
        <input
          id="waba-template-name"
          autoComplete="off"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name !== undefined}
          aria-describedby="waba-template-name-help"
          style={inputStyle}
        />
        <div id="waba-template-name-help" role={errors.name ? 'alert' : undefined} style={helpStyle(errors.name !== undefined)}>
          {errors.name ?? t(messages.nameHint)}
        </div>
        <label htmlFor="waba-template-category" style={labelStyle}>
          {t(messages.category)}
        </label>
        <select id="waba-template-category" value={category} onChange={(event) => setCategory(WABA_TEMPLATE_CATEGORIES.find((value) => value === event.target.value) ?? 'UTILITY')} style={{ ...inputStyle, marginBottom: 12 }}>
          {WABA_TEMPLATE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(CATEGORY_NAMES[value])}
            </option>
          ))}
        </select>
        <label htmlFor="waba-template-language" style={labelStyle}>
          {t(messages.language)}
        </label>
        <select id="waba-template-language" value={language} onChange={(event) => setLanguage(WABA_TEMPLATE_LANGUAGES.find((value) => value === event.target.value) ?? 'en')} style={{ ...inputStyle, marginBottom: 12 }}>
          {WABA_TEMPLATE_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {languageName(value)}
            </option>
          ))}
        </select>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ marginBottom: 4, fontSize: 'inherit' }}>{t(messages.type)}</legend>
          {WABA_TEMPLATE_TYPES.map((value) => (
            <label key={value} style={{ display: 'block', marginBottom: 4 }}>
              <input type="radio" name="waba-template-type" value={value} checked={type === value} onChange={() => setType(value)} style={{ marginRight: 8 }} />
              {t(TYPE_NAMES[value])}
            </label>
          ))}
        </fieldset>
        <label htmlFor="waba-template-body" style={labelStyle}>
          {t(messages.body)}
        </label>
        <textarea
          id="waba-template-body"
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body !== undefined}
          aria-describedby="waba-template-body-help"
          style={{ ...inputStyle, maxWidth: 560 }}
        />
        <div id="waba-template-body-help" role={errors.body ? 'alert' : undefined} style={helpStyle(errors.body !== undefined)}>
          {errors.body ?? t(messages.bodyHint, { variables: '{{1}}, {{2}}…' })}
        </div>
        {formError ? <Alert type="error" role="alert" showIcon title={t(messages.addFailed)} description={formError} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t(messages.create)}
        </Button>
      </form>
    </Surface>
  );
}
