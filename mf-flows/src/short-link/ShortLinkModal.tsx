import { useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import { checkUrl, type ShortLink } from '@cabinet/api/flows';
import { Alert, toast } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { checkOptionalText, textOf, useFieldRule, useShowFieldErrors } from '@cabinet/toolkit/forms';
import { useSaveShortLinkMutation } from '../api/shortLinks';
import { flowRuleMessage } from '../shared/flowRuleMessages';
import { useDescribeShortLinkError } from './shortLinkErrors';

/** The API's limits (shortLinks/schemas.ts); one character more can be typed, so the limit's message is seen. */
const URL_MAX_LENGTH = 2048;
const TITLE_MAX_LENGTH = 200;

/** An http(s) address within the API's length. */
function checkLinkUrl(value: unknown): string | null {
  const url = textOf(value);
  return checkUrl(url) ?? checkOptionalText(URL_MAX_LENGTH)(url);
}

const messages = {
  addTitle: /*i18n*/ { id: 'flows.shortLinks.form.addTitle', message: 'New short link' },
  editTitle: /*i18n*/ { id: 'flows.shortLinks.form.editTitle', message: 'Edit the short link' },
  url: /*i18n*/ { id: 'flows.shortLinks.form.url', message: 'Where the link leads' },
  urlHint: /*i18n*/ { id: 'flows.shortLinks.form.urlHint', message: 'A full address starting with http:// or https://' },
  editHint: /*i18n*/ {
    id: 'flows.shortLinks.form.editHint',
    message: 'The short link stays the same: links already sent lead to the new address, and the clicks are kept.',
  },
  title: /*i18n*/ { id: 'flows.shortLinks.form.title', message: 'Name' },
  titleHint: /*i18n*/ { id: 'flows.shortLinks.form.titleHint', message: 'Optional; only you see it.' },
  create: /*i18n*/ { id: 'flows.shortLinks.form.create', message: 'Create' },
  save: /*i18n*/ { id: 'flows.shortLinks.form.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'flows.shortLinks.form.cancel', message: 'Cancel' },
  created: /*i18n*/ { id: 'flows.shortLinks.form.created', message: 'The short link is created' },
  saved: /*i18n*/ { id: 'flows.shortLinks.form.saved', message: 'The short link now leads to the new address' },
  createFailed: /*i18n*/ { id: 'flows.shortLinks.form.createFailed', message: 'The short link could not be created' },
  saveFailed: /*i18n*/ { id: 'flows.shortLinks.form.saveFailed', message: 'The short link could not be saved' },
};

interface Values {
  url: string;
  title: string;
}

/** Creates a short link, or changes where one leads. The address is checked with the shared url rule. */
export function ShortLinkModal({ link, onClose }: { link: ShortLink | null; onClose: () => void }) {
  const t = useTranslate();
  const describe = useDescribeShortLinkError();
  const fieldRule = useFieldRule(flowRuleMessage);
  const showFieldErrors = useShowFieldErrors(flowRuleMessage);
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const save = useSaveShortLinkMutation(link, {
    onSuccess: () => {
      toast.success(t(link ? messages.saved : messages.created));
      onClose();
    },
    onError: async (error) => {
      if (showFieldErrors(form, await readApiError(error))) return;
      setFailure({ title: t(link ? messages.saveFailed : messages.createFailed), message: (await describe(error)).message });
    },
  });

  return (
    <Modal
      open
      title={t(link ? messages.editTitle : messages.addTitle)}
      okText={t(link ? messages.save : messages.create)}
      cancelText={t(messages.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {link ? <p>{t(messages.editHint)}</p> : null}
      {failure ? <Alert type="error" showIcon role="alert" title={failure.title} description={failure.message} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: link?.url ?? '', title: link?.title ?? '' }}
        onFinish={(values) => {
          setFailure(null);
          save.mutate({ url: values.url.trim(), title: values.title.trim() });
        }}
      >
        <Form.Item
          name="url"
          label={t(messages.url)}
          extra={t(messages.urlHint)}
          rules={[fieldRule(checkLinkUrl)]}
        >
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={URL_MAX_LENGTH + 1} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t(messages.title)}
          extra={t(messages.titleHint)}
          rules={[fieldRule(checkOptionalText(TITLE_MAX_LENGTH))]}
        >
          <Input autoComplete="off" maxLength={TITLE_MAX_LENGTH + 1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
