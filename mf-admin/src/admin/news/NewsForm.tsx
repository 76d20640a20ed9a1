import { useState } from 'react';
import { NEWS_IMAGE_MAX_MB } from '@cabinet/api/admin';
import { NEWS_LANGUAGES, type NewsItem } from '@cabinet/api/core';
import { Button, Flex, toast, useDescribeError } from '@cabinet/design/core';
import { InputNumber } from '@cabinet/design/choices';
import { Checkbox, Form, Input, TextArea, type FormInstance } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useDebouncedValue } from '@cabinet/toolkit/list';
import { useSaveNewsMutation, type NewsInput } from '../../api/news';
import { NewsImageInput } from './NewsImageInput';
import { NewsPreview, type PreviewItem } from './NewsPreview';

const messages = {
  title: /*i18n*/ { id: 'admin.news.form.title', message: 'Title' },
  description: /*i18n*/ { id: 'admin.news.form.description', message: 'Text' },
  link: /*i18n*/ { id: 'admin.news.form.link', message: 'Link (optional)' },
  linkHint: /*i18n*/ { id: 'admin.news.form.linkHint', message: 'An http or https address, or a path of the cabinet such as /payments.' },
  type: /*i18n*/ { id: 'admin.news.form.type', message: 'Type' },
  language: /*i18n*/ { id: 'admin.news.form.language', message: 'Language' },
  everyLanguage: /*i18n*/ { id: 'admin.news.form.everyLanguage', message: 'Every reader, whatever the language' },
  clientTypes: /*i18n*/ { id: 'admin.news.form.clientTypes', message: 'Clients' },
  everyClient: /*i18n*/ { id: 'admin.news.form.everyClient', message: 'Every client' },
  loyal: /*i18n*/ { id: 'admin.news.form.loyal', message: 'Loyal (a second payment made)' },
  newClient: /*i18n*/ { id: 'admin.news.form.new', message: 'New' },
  crmTypes: /*i18n*/ { id: 'admin.news.form.crmTypes', message: 'Booking systems (CRM types)' },
  everyCrm: /*i18n*/ { id: 'admin.news.form.everyCrm', message: 'Every booking system' },
  desktopImage: /*i18n*/ { id: 'admin.news.form.desktopImage', message: 'Desktop image address (optional)' },
  mobileImage: /*i18n*/ { id: 'admin.news.form.mobileImage', message: 'Mobile image address (optional)' },
  imageHint: /*i18n*/ { id: 'admin.news.form.imageHintUpload', message: 'A PNG or JPG image of at most {mb} MB: upload it, or give its https address.' },
  imageFormat: /*i18n*/ { id: 'admin.news.form.imageFormat', message: 'Images must be PNG, JPG or JPEG at an http or https address' },
  sidebar: /*i18n*/ { id: 'admin.news.form.sidebar', message: 'Show in the sidebar too (the bell always shows it)' },
  order: /*i18n*/ { id: 'admin.news.form.order', message: 'Order (smaller first)' },
  required: /*i18n*/ { id: 'admin.news.form.required', message: 'The field cannot be empty' },
  publish: /*i18n*/ { id: 'admin.news.form.publish', message: 'Publish' },
  save: /*i18n*/ { id: 'admin.news.form.save', message: 'Save the news item' },
  cancel: /*i18n*/ { id: 'admin.news.form.cancel', message: 'Cancel' },
  published: /*i18n*/ { id: 'admin.news.form.published', message: 'The news item is published' },
  saved: /*i18n*/ { id: 'admin.news.form.saved', message: 'The news item is saved' },
  failed: /*i18n*/ { id: 'admin.news.form.failed', message: 'The news item could not be saved' },
  typeInfo: /*i18n*/ { id: 'admin.news.type.info', message: 'Info' },
  typeWarning: /*i18n*/ { id: 'admin.news.type.warning', message: 'Warning' },
  typeEvent: /*i18n*/ { id: 'admin.news.type.event', message: 'Event' },
  typeError: /*i18n*/ { id: 'admin.news.type.error', message: 'Error' },
};

export const NEWS_TYPE_LABELS = { Info: messages.typeInfo, Warning: messages.typeWarning, Event: messages.typeEvent, Error: messages.typeError } as const;
export const LANGUAGE_NAMES: Record<(typeof NEWS_LANGUAGES)[number], string> = { ru: 'Русский', en: 'English', 'pt-BR': 'Português (Brasil)', 'uk-UA': 'Українська' };

interface NewsValues {
  title: string;
  description: string;
  link: string;
  type: NewsItem['type'];
  language: NewsItem['language'] | 'all';
  clientTypes: NewsItem['clientTypes'];
  crmTypes: string[];
  desktopImage: string;
  mobileImage: string;
  isSidebarNews: boolean;
  orderNumber: number;
}

const EMPTY: NewsValues = { title: '', description: '', link: '', type: 'Info', language: 'all', clientTypes: [], crmTypes: [], desktopImage: '', mobileImage: '', isSidebarNews: true, orderNumber: 0 };

const valuesOf = (item: NewsItem): NewsValues => ({
  title: item.title,
  description: item.description,
  link: item.link ?? '',
  type: item.type,
  language: item.language ?? 'all',
  clientTypes: item.clientTypes,
  crmTypes: item.crmTypes,
  desktopImage: item.desktopImage ?? '',
  mobileImage: item.mobileImage ?? '',
  isSidebarNews: item.isSidebarNews,
  orderNumber: item.orderNumber,
});

/** Spec section 5: images are PNG, JPG or JPEG; the API takes only http(s) addresses. */
const IMAGE = /^https?:\/\/\S+\.(png|jpe?g)(\?\S*)?$/i;
const CRMS = ['yclients', 'altegio', 'iiko', 'amo', 'medflex', 'chatwoot', 'api'];
/** The news calls have no codes of their own: a refusal shows the API's words (spec section 8). */
const NO_CODES = {};
const PREVIEW_DELAY_MS = 300;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The item being written as owners will read it (dated when it was opened, or published). */
const previewOf = (values: NewsValues, createdAt: string): PreviewItem => ({
  title: values.title,
  description: values.description,
  link: orNull(values.link),
  isSidebarNews: values.isSidebarNews,
  desktopImage: orNull(values.desktopImage),
  mobileImage: orNull(values.mobileImage),
  language: values.language === 'all' ? null : values.language,
  createdAt,
});

/** The preview follows the form after a pause in typing: only it draws again, not the form. */
function LivePreview({ form, initial, createdAt }: { form: FormInstance<NewsValues>; initial: NewsValues; createdAt: string }) {
  const values = useDebouncedValue(Form.useWatch((all: NewsValues) => all, form), PREVIEW_DELAY_MS);
  return <NewsPreview item={previewOf({ ...initial, ...values }, createdAt)} />;
}

/**
 * The News item entity of spec section 3 as a super-admin publishes it: its targeting (language, clients,
 * booking systems), its images (uploaded or by address), sidebar placement and order, with a preview of it
 * as the bell and the sidebar will show it. The API's refusals show at their
 * fields in its words.
 */
export function NewsForm({ editing, onDone }: { editing?: NewsItem; onDone: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<NewsValues>();
  const failure = useFormFailure(form, useDescribeError(NO_CODES), { title: messages.failed });
  const save = useSaveNewsMutation({
    onMutate: () => failure.clear(),
    onSuccess: () => {
      toast.success(t(editing ? messages.saved : messages.published));
      onDone();
    },
    onError: async (error) => {
      toast.error(t(messages.failed));
      await failure.show(error);
    },
  });
  const submit = (values: NewsValues) => {
    const body: NewsInput = {
      title: values.title.trim(),
      description: values.description,
      link: orNull(values.link),
      type: values.type,
      language: values.language === 'all' ? null : values.language,
      clientTypes: values.clientTypes,
      crmTypes: values.crmTypes,
      desktopImage: orNull(values.desktopImage),
      mobileImage: orNull(values.mobileImage),
      isSidebarNews: values.isSidebarNews,
      orderNumber: values.orderNumber,
    };
    save.mutate({ id: editing?.id ?? null, body });
  };
  const initial = editing ? valuesOf(editing) : EMPTY;
  const [openedAt] = useState(() => new Date().toISOString());
  const imageRule = { validator: (_: unknown, value: string) => (value.trim() === '' || IMAGE.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t(messages.imageFormat)))) };
  return (
    <>
      {failure.alert}
      <Form<NewsValues> form={form} name="news" layout="vertical" requiredMark={false} initialValues={initial} noValidate onFinish={submit} style={{ maxWidth: 720 }}>
        <Form.Item name="title" label={t(messages.title)} rules={[{ required: true, whitespace: true, message: t(messages.required) }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t(messages.description)}>
          <TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="link" label={t(messages.link)} extra={t(messages.linkHint)}>
          <Input maxLength={2048} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="type" label={t(messages.type)} style={{ flex: '1 1 160px' }}>
            <Select options={(['Info', 'Warning', 'Event', 'Error'] as const).map((value) => ({ value, label: t(NEWS_TYPE_LABELS[value]) }))} />
          </Form.Item>
          <Form.Item name="language" label={t(messages.language)} style={{ flex: '1 1 240px' }}>
            <Select options={[{ value: 'all', label: t(messages.everyLanguage) }, ...NEWS_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))]} />
          </Form.Item>
          <Form.Item name="orderNumber" label={t(messages.order)} style={{ flex: '1 1 140px' }}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="clientTypes" label={t(messages.clientTypes)} style={{ flex: '1 1 240px' }}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t(messages.everyClient)}
              options={[
                { value: 'Loyal', label: t(messages.loyal) },
                { value: 'New', label: t(messages.newClient) },
              ]}
            />
          </Form.Item>
          <Form.Item name="crmTypes" label={t(messages.crmTypes)} style={{ flex: '1 1 240px' }}>
            <Select mode="tags" allowClear placeholder={t(messages.everyCrm)} options={CRMS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Flex>
        <Form.Item name="desktopImage" label={t(messages.desktopImage)} extra={t(messages.imageHint, { mb: NEWS_IMAGE_MAX_MB })} rules={[imageRule]}>
          <NewsImageInput label={t(messages.desktopImage)} />
        </Form.Item>
        <Form.Item name="mobileImage" label={t(messages.mobileImage)} rules={[imageRule]}>
          <NewsImageInput label={t(messages.mobileImage)} />
        </Form.Item>
        <Form.Item name="isSidebarNews" valuePropName="checked">
          <Checkbox>{t(messages.sidebar)}</Checkbox>
        </Form.Item>
        <LivePreview form={form} initial={initial} createdAt={editing?.createdAt ?? openedAt} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(editing ? messages.save : messages.publish)}
          </Button>
          <Button onClick={onDone} disabled={save.isPending}>
            {t(messages.cancel)}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
