import { checkPageUrl, KNOWLEDGE_PAGE_MAX_MB, KNOWLEDGE_PAGE_TIMEOUT_SECONDS, KNOWLEDGE_URL_MAX, PAYMENT_METHODS, PROFILE_LINKS_MAX, PROFILE_NAME_MAX, PROFILE_TEXT_MAX, companyProfileSchema, type CompanyProfile, type PaymentMethod } from '@cabinet/api/ai';
import { Button, ContentSkeleton, Surface, toast, Typography } from '@cabinet/design/core';
import { Checkbox, Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, useFieldRule, useFormFailure, type FieldCheck } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useAddPageMutation, useProfile, useSaveProfileMutation } from '../../api/knowledge';
import { useDescribeBotError } from './botErrors';
import { aiRuleMessage } from '../../shared/ruleMessages';

/*
 * The knowledge base's web pages and company profile (issue 33): a part of the Knowledge base tab loaded on
 * its own, after the tab, so neither the assistants list nor the tab's first paint carries these forms.
 */

const messages = {
  pagesTitle: /*i18n*/ { id: 'ai.knowledge.pagesTitle', message: 'Web pages' },
  pagesRules: /*i18n*/ {
    id: 'ai.knowledge.pagesRules',
    message: 'The assistant reads the page’s text (public http and https addresses, up to {mb} MB, answering within {seconds} s) and reads it again when you ask it to.',
  },
  pageUrl: /*i18n*/ { id: 'ai.knowledge.pageUrl', message: 'Page address' },
  addPage: /*i18n*/ { id: 'ai.knowledge.addPage', message: 'Add the page' },
  pageAdded: /*i18n*/ { id: 'ai.knowledge.pageAdded', message: 'The page is added and waits to be read' },
  pageFailed: /*i18n*/ { id: 'ai.knowledge.pageFailed', message: 'The page could not be added' },
  profileTitle: /*i18n*/ { id: 'ai.knowledge.profileTitle', message: 'Company profile' },
  profileAbout: /*i18n*/ { id: 'ai.knowledge.profileAbout', message: 'The assistant answers “where are you”, “when are you open” and “can I pay by card” from it.' },
  profileLoading: /*i18n*/ { id: 'ai.knowledge.profileLoading', message: 'Loading the company profile…' },
  profileLoadFailed: /*i18n*/ { id: 'ai.knowledge.profileLoadFailed', message: 'The company profile could not be loaded' },
  companyName: /*i18n*/ { id: 'ai.knowledge.companyName', message: 'Company name' },
  address: /*i18n*/ { id: 'ai.knowledge.address', message: 'Address' },
  workHours: /*i18n*/ { id: 'ai.knowledge.workHours', message: 'Work hours' },
  links: /*i18n*/ { id: 'ai.knowledge.links', message: 'Links' },
  linksHint: /*i18n*/ { id: 'ai.knowledge.linksHint', message: 'Site, social pages, booking page: one address a line, at most {max}.' },
  paymentMethods: /*i18n*/ { id: 'ai.knowledge.paymentMethods', message: 'Payment methods' },
  saveProfile: /*i18n*/ { id: 'ai.knowledge.saveProfile', message: 'Save the profile' },
  profileSaved: /*i18n*/ { id: 'ai.knowledge.profileSaved', message: 'The profile is saved and waits to be indexed' },
  profileFailed: /*i18n*/ { id: 'ai.knowledge.profileFailed', message: 'The profile could not be saved' },
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: /*i18n*/ { id: 'ai.knowledge.payment.cash', message: 'Cash' },
  card: /*i18n*/ { id: 'ai.knowledge.payment.card', message: 'Card' },
  layaway: /*i18n*/ { id: 'ai.knowledge.payment.layaway', message: 'Layaway' },
  qr: /*i18n*/ { id: 'ai.knowledge.payment.qr', message: 'QR code' },
};

const checkUrl: FieldCheck = (value) => checkBoundedText(KNOWLEDGE_URL_MAX)(value) ?? checkPageUrl(typeof value === 'string' ? value : '');

const linesOf = (value: unknown) =>
  (typeof value === 'string' ? value : '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const checkLinks: FieldCheck = (value) => {
  const links = linesOf(value);
  if (links.length > PROFILE_LINKS_MAX) return 'links.tooMany';
  return links.map((link) => checkPageUrl(link)).find((code) => code !== null) ?? null;
};

/** The web pages' form: an address, fetched by the API on its queue (the list below shows its state). */
export function WebPages({ botId }: { botId: string }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ url: string }>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.pageFailed });
  const add = useAddPageMutation(botId, {
    onMutate: () => failure.clear(),
    onSuccess: () => {
      form.resetFields();
      toast.success(t(messages.pageAdded));
    },
    onError: (error) => failure.show(error),
  });
  return (
    <Surface style={{ flex: '1 1 300px' }}>
      <section aria-labelledby="ai-knowledge-pages">
        <Typography.Title level={2} id="ai-knowledge-pages" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.pagesTitle)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(messages.pagesRules, { mb: KNOWLEDGE_PAGE_MAX_MB, seconds: KNOWLEDGE_PAGE_TIMEOUT_SECONDS })}</Typography.Paragraph>
        {failure.alert}
        <Form<{ url: string }> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => add.mutate({ url: values.url.trim() })}>
          <Form.Item name="url" label={t(messages.pageUrl)} rules={[rule(checkUrl)]}>
            <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={KNOWLEDGE_URL_MAX + 1} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t(messages.addPage)}
          </Button>
        </Form>
      </section>
    </Surface>
  );
}

interface ProfileValues {
  name: string;
  address: string;
  workHours: string;
  links: string;
  paymentMethods: PaymentMethod[];
}

const valuesOf = (profile: CompanyProfile): ProfileValues => ({
  name: profile.name,
  address: profile.address,
  workHours: profile.workHours,
  links: profile.links.join('\n'),
  paymentMethods: profile.paymentMethods,
});

/** The company profile: one per assistant, saved with the version it was loaded at. */
export function CompanyProfileForm({ botId }: { botId: string }) {
  const t = useTranslate();
  const profile = useProfile(botId);
  return (
    <Surface style={{ flex: '1 1 360px' }}>
      <section aria-labelledby="ai-knowledge-profile">
        <Typography.Title level={2} id="ai-knowledge-profile" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.profileTitle)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(messages.profileAbout)}</Typography.Paragraph>
        {profile.isError ? (
          <LoadFailedAlert title={t(messages.profileLoadFailed)} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
        ) : profile.data ? (
          <ProfileEditor botId={botId} profile={profile.data} />
        ) : (
          <ContentSkeleton label={t(messages.profileLoading)} />
        )}
      </section>
    </Surface>
  );
}

function ProfileEditor({ botId, profile }: { botId: string; profile: CompanyProfile }) {
  const t = useTranslate();
  const [form] = Form.useForm<ProfileValues>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.profileFailed });
  const conflict = useVersionConflict(companyProfileSchema);
  const save = useSaveProfileMutation(botId, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: () => toast.success(t(messages.profileSaved)),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      await failure.show(error);
    },
  });
  const submit = (version: number | undefined) => {
    const values = form.getFieldsValue();
    save.mutate({
      name: values.name,
      address: values.address,
      workHours: values.workHours,
      links: linesOf(values.links),
      paymentMethods: PAYMENT_METHODS.filter((method) => values.paymentMethods.includes(method)),
      version,
    });
  };
  return (
    <>
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (conflict.current) form.setFieldsValue(valuesOf(conflict.current));
            conflict.clear();
          }}
          onOverwrite={() => submit(conflict.current?.version)}
        />
      ) : null}
      {failure.alert}
      <Form<ProfileValues> form={form} layout="vertical" requiredMark={false} noValidate initialValues={valuesOf(profile)} onFinish={() => submit(profile.version)}>
        <Form.Item name="name" label={t(messages.companyName)} rules={[rule(checkBoundedText(PROFILE_NAME_MAX))]}>
          <Input autoComplete="organization" maxLength={PROFILE_NAME_MAX + 1} />
        </Form.Item>
        <Form.Item name="address" label={t(messages.address)} rules={[rule(checkOptionalText(PROFILE_TEXT_MAX))]}>
          <TextArea rows={2} maxLength={PROFILE_TEXT_MAX + 1} />
        </Form.Item>
        <Form.Item name="workHours" label={t(messages.workHours)} rules={[rule(checkOptionalText(PROFILE_TEXT_MAX))]}>
          <TextArea rows={2} maxLength={PROFILE_TEXT_MAX + 1} />
        </Form.Item>
        <Form.Item name="links" label={t(messages.links)} extra={t(messages.linksHint, { max: PROFILE_LINKS_MAX })} rules={[rule(checkLinks)]}>
          <TextArea rows={2} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
          <legend style={{ fontSize: 14, border: 0, marginBottom: 8 }}>{t(messages.paymentMethods)}</legend>
          <Form.Item name="paymentMethods" noStyle>
            <Checkbox.Group options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_LABELS[method]) }))} />
          </Form.Item>
        </fieldset>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(messages.saveProfile)}
        </Button>
      </Form>
    </>
  );
}
