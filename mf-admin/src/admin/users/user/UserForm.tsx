import { useState } from 'react';
import { adminUserSchema, type AdminUser, type UpdateAdminUserRequest } from '@cabinet/api/admin';
import { checkEmail } from '@cabinet/api/core';
import { checkPhone } from '@cabinet/api/phone';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Flex, StatusTag, toast, Typography } from '@cabinet/design/core';
import { InputNumber } from '@cabinet/design/choices';
import { Form, Input } from '@cabinet/design/forms';
import { PhoneField } from '@cabinet/design/phone';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useFieldRule, useFormFailure } from '@cabinet/toolkit/forms';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useShowStoredAdminUser, useUpdateAdminUserMutation } from '../../../api/user';
import { Section } from '../../../shared/Section';
import { ChurnFlags } from '../churnFlags';
import { adminRuleMessage, useDescribeAdminError } from './adminMessages';

const messages = {
  title: /*i18n*/ { id: 'admin.user.form.title', message: 'Profile' },
  id: /*i18n*/ { id: 'admin.user.form.id', message: 'User id: {id}' },
  registered: /*i18n*/ { id: 'admin.user.form.registered', message: 'Registered {date}' },
  tariff: /*i18n*/ { id: 'admin.user.form.tariff', message: 'Tariff: {tariff}' },
  noTariff: /*i18n*/ { id: 'admin.user.form.noTariff', message: 'No tariff paid yet' },
  paidUpTo: /*i18n*/ { id: 'admin.user.form.paidUpTo', message: 'Paid up to {date}' },
  notPaid: /*i18n*/ { id: 'admin.user.form.notPaid', message: 'Nothing paid' },
  balance: /*i18n*/ { id: 'admin.user.form.balance', message: 'Balance: {count} messages' },
  duplicate: /*i18n*/ { id: 'admin.user.form.duplicate', message: 'Another account has this phone' },
  churn: /*i18n*/ { id: 'admin.user.form.churn', message: 'Churn flags:' },
  email: /*i18n*/ { id: 'admin.user.form.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'admin.user.form.phone', message: 'Phone' },
  fullName: /*i18n*/ { id: 'admin.user.form.fullName', message: 'Full name' },
  countryId: /*i18n*/ { id: 'admin.user.form.countryId', message: 'Country id' },
  instanceLimit: /*i18n*/ { id: 'admin.user.form.instanceLimit', message: 'WhatsApp and MAX accounts allowed' },
  aiReviews: /*i18n*/ { id: 'admin.user.form.aiReviews', message: 'AI review ratings left' },
  messagesLeft: /*i18n*/ { id: 'admin.user.form.messagesLeft', message: 'Messages left' },
  save: /*i18n*/ { id: 'admin.user.form.save', message: 'Save the user' },
  saved: /*i18n*/ { id: 'admin.user.form.saved', message: 'The user is saved' },
  saveFailed: /*i18n*/ { id: 'admin.user.form.saveFailed', message: 'The user could not be saved' },
};

interface UserValues {
  email: string;
  phone: string;
  fullName: string;
  countryId: number;
  chatApiInstanceLimit: number;
  availableAiReviewsCount: number;
  availableMessagesCount: number;
}

const valuesOf = (user: AdminUser): UserValues => ({
  email: user.email,
  phone: user.phone ?? '',
  fullName: user.fullName,
  countryId: user.countryId,
  chatApiInstanceLimit: user.chatApiInstanceLimit,
  availableAiReviewsCount: user.availableAiReviewsCount,
  availableMessagesCount: user.availableMessagesCount,
});

const requestOf = (values: UserValues, version: number): UpdateAdminUserRequest => ({
  email: values.email.trim(),
  phone: values.phone.trim() === '' ? null : values.phone.trim(),
  fullName: values.fullName.trim(),
  countryId: values.countryId,
  chatApiInstanceLimit: values.chatApiInstanceLimit,
  availableAiReviewsCount: values.availableAiReviewsCount,
  availableMessagesCount: values.availableMessagesCount,
  version,
});

const checkEmailValue = (value: unknown) => checkEmail(typeof value === 'string' ? value : '');
const checkOptionalPhone = (value: string) => (value.trim() === '' ? null : checkPhone(value));
const checkCount = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : 'required');

/** The admin user model of spec section 3, saved with the version it was opened at (409: the typed values stay). */
export function UserForm({ user }: { user: AdminUser }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const [form] = Form.useForm<UserValues>();
  const rule = useFieldRule(adminRuleMessage);
  const failure = useFormFailure(form, useDescribeAdminError(), { messageOf: adminRuleMessage, fieldKinds: { email: 'email', phone: 'phone' }, codeFields: { ADMIN_EMAIL_TAKEN: 'email' }, title: messages.saveFailed });
  const conflict = useVersionConflict(adminUserSchema);
  const showStored = useShowStoredAdminUser(user.userGuid);
  // The version a reload brought in: the next save is based on it, even before the page's cache has re-rendered.
  const [loaded, setLoaded] = useState(0);
  const save = useUpdateAdminUserMutation(user.userGuid, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: () => toast.success(t(messages.saved)),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      // Spec section 8: an admin's failed user update is a toast, and the form says where.
      toast.error(t(messages.saveFailed));
      await failure.show(error);
    },
  });
  const submit = (version: number) => save.mutate(requestOf({ ...valuesOf(user), ...form.getFieldsValue() }, version));

  return (
    <Section title={t(messages.title)} style={{ flex: '1 1 420px', maxWidth: 640 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t(messages.id, { id: user.userGuid })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {t(messages.registered, { date: formatDate(user.registeredAt, locale, 'compact') })} · {user.tariff === null ? t(messages.noTariff) : t(messages.tariff, { tariff: user.tariff })} ·{' '}
        {user.paidUpTo === null ? t(messages.notPaid) : t(messages.paidUpTo, { date: formatDate(user.paidUpTo, locale, 'compact') })} · {t(messages.balance, { count: user.balance })}
      </Typography.Paragraph>
      {user.isDuplication ? <StatusTag tone="warning">{t(messages.duplicate)}</StatusTag> : null}
      <Flex gap={8} align="center" wrap style={{ margin: '8px 0' }}>
        <span>{t(messages.churn)}</span>
        <ChurnFlags flags={user.churnFlags} />
      </Flex>
      <div style={{ height: 12 }} />
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (conflict.current) {
              showStored(conflict.current);
              setLoaded(conflict.current.version);
              form.setFieldsValue(valuesOf(conflict.current));
            }
            conflict.clear();
          }}
          onOverwrite={() => {
            if (conflict.current) submit(conflict.current.version);
          }}
        />
      ) : null}
      {failure.alert}
      <Form<UserValues> form={form} layout="vertical" requiredMark={false} initialValues={valuesOf(user)} noValidate onFinish={() => submit(Math.max(user.version, loaded))}>
        <Form.Item name="email" label={t(messages.email)} rules={[rule(checkEmailValue, 'email')]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <PhoneField name="phone" label={t(messages.phone)} check={checkOptionalPhone} />
        <Form.Item name="fullName" label={t(messages.fullName)}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item name="countryId" label={t(messages.countryId)} rules={[rule(checkCount)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="chatApiInstanceLimit" label={t(messages.instanceLimit)} rules={[rule(checkCount)]}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="availableMessagesCount" label={t(messages.messagesLeft)} rules={[rule(checkCount)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="availableAiReviewsCount" label={t(messages.aiReviews)} rules={[rule(checkCount)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(messages.save)}
        </Button>
      </Form>
    </Section>
  );
}
