import { useState } from 'react';
import { adminPromocodeSchema, PROMOCODE_PATTERN, PROMOCODE_TARIFF_MAX, type AdminPromocode, type CreateAdminPromocodeRequest } from '@cabinet/api/admin';
import { Button, Flex, toast } from '@cabinet/design/core';
import { InputNumber } from '@cabinet/design/choices';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useCreatePromocodeMutation, useUpdatePromocodeMutation } from '../../api/promocodes';
import { promocodeRuleMessage, useDescribePromocodeError } from './promocodeMessages';

const messages = {
  code: /*i18n*/ { id: 'admin.promocodes.form.code', message: 'Code' },
  codeHint: /*i18n*/ { id: 'admin.promocodes.form.codeHint', message: 'Payers type it in any case; it is stored in capitals.' },
  owner: /*i18n*/ { id: 'admin.promocodes.form.owner', message: 'Owner’s e-mail (optional)' },
  ownerHint: /*i18n*/ { id: 'admin.promocodes.form.ownerHint', message: 'A partner rewarded for the payments the code brings; the owner cannot pay with it.' },
  discount: /*i18n*/ { id: 'admin.promocodes.form.discount', message: 'Discount, %' },
  paymentCount: /*i18n*/ { id: 'admin.promocodes.form.paymentCount', message: 'Payments in all' },
  paymentsCountByUser: /*i18n*/ { id: 'admin.promocodes.form.paymentsCountByUser', message: 'Payments per user' },
  noLimit: /*i18n*/ { id: 'admin.promocodes.form.noLimit', message: 'No limit' },
  expireDate: /*i18n*/ { id: 'admin.promocodes.form.expireDate', message: 'Valid until' },
  tariffs: /*i18n*/ { id: 'admin.promocodes.form.tariffs', message: 'Tariff codes' },
  anyTariff: /*i18n*/ { id: 'admin.promocodes.form.anyTariff', message: 'Any tariff' },
  minimal: /*i18n*/ { id: 'admin.promocodes.form.minimal', message: 'Payments made before, at least' },
  max: /*i18n*/ { id: 'admin.promocodes.form.max', message: 'Payments made before, at most' },
  network: /*i18n*/ { id: 'admin.promocodes.form.network', message: 'Only for networks (a payment for two companies or more)' },
  rewardSum: /*i18n*/ { id: 'admin.promocodes.form.rewardSum', message: 'Owner’s reward, USD' },
  rewardPercent: /*i18n*/ { id: 'admin.promocodes.form.rewardPercent', message: 'Owner’s reward, %' },
  oneMonth: /*i18n*/ { id: 'admin.promocodes.form.oneMonth', message: 'A promo code pays for one month at a time, and a payment with it has no auto-pay.' },
  create: /*i18n*/ { id: 'admin.promocodes.form.create', message: 'Create the promo code' },
  save: /*i18n*/ { id: 'admin.promocodes.form.save', message: 'Save the promo code' },
  cancel: /*i18n*/ { id: 'admin.promocodes.form.cancel', message: 'Cancel' },
  created: /*i18n*/ { id: 'admin.promocodes.form.created', message: 'The promo code {code} is created' },
  saved: /*i18n*/ { id: 'admin.promocodes.form.saved', message: 'The promo code is saved' },
  createFailed: /*i18n*/ { id: 'admin.promocodes.form.createFailed', message: 'The promo code could not be created' },
  saveFailed: /*i18n*/ { id: 'admin.promocodes.form.saveFailed', message: 'The promo code could not be saved' },
};

/** What the form holds: counts null for "no limit", the expiry a day (YYYY-MM-DD) or empty. */
interface PromoValues {
  code: string;
  ownerEmail: string;
  discountPercent: number | null;
  paymentCount: number | null;
  paymentsCountByUser: number | null;
  expireDate: string;
  availableTariffTypes: number[];
  minimalUserPayments: number | null;
  maxUserPayments: number | null;
  forNetworkCompanies: boolean;
  rewardSumOwner: number | null;
  rewardPercentOwner: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');
/** The local day of a stored expiry, as the date input shows it. */
const dayOf = (iso: string | null) => {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** A code is valid through the whole day chosen, in the admin's time. */
const endOfDay = (day: string) => (DAY.test(day) ? new Date(`${day}T23:59:59`).toISOString() : null);

const EMPTY: PromoValues = {
  code: '',
  ownerEmail: '',
  discountPercent: 10,
  paymentCount: null,
  paymentsCountByUser: 1,
  expireDate: '',
  availableTariffTypes: [],
  minimalUserPayments: null,
  maxUserPayments: null,
  forNetworkCompanies: false,
  rewardSumOwner: 0,
  rewardPercentOwner: 0,
};

const valuesOf = (code: AdminPromocode): PromoValues => ({
  code: code.code,
  ownerEmail: code.userEmail ?? '',
  discountPercent: code.discountPercent,
  paymentCount: code.paymentCount,
  paymentsCountByUser: code.paymentsCountByUser,
  expireDate: dayOf(code.expireDate),
  availableTariffTypes: code.availableTariffTypes,
  minimalUserPayments: code.minimalUserPayments,
  maxUserPayments: code.maxUserPayments,
  forNetworkCompanies: code.forNetworkCompanies,
  rewardSumOwner: code.rewardSumOwner,
  rewardPercentOwner: code.rewardPercentOwner,
});

const TARIFF_OPTIONS = Array.from({ length: PROMOCODE_TARIFF_MAX + 1 }, (_, tariff) => ({ value: tariff, label: String(tariff) }));

/**
 * The Promocode entity of spec section 3, every term, for a new code (super-admins) or an edit of one (its
 * code and owner stay: payments already name it). Section 5's rules are checked here first and by the API,
 * whose refusals show at their fields; an edit is saved from the version read (a stale one offers theirs).
 */
export function PromocodeForm({ editing, onDone }: { editing?: AdminPromocode; onDone: (saved: AdminPromocode | null) => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<PromoValues>();
  const failure = useFormFailure(form, useDescribePromocodeError(), {
    messageOf: promocodeRuleMessage,
    fieldKinds: { ownerEmail: 'email' },
    codeFields: { ADMIN_PROMOCODE_EXISTS: 'code' },
    title: editing ? messages.saveFailed : messages.createFailed,
  });
  const conflict = useVersionConflict(adminPromocodeSchema);
  // The version the form's values are based on: the one opened, or the stored one after "load theirs".
  const [base, setBase] = useState(editing?.version);
  const handlers = (done: MessageDescriptor, failed: MessageDescriptor) => ({
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: (saved: AdminPromocode) => {
      toast.success(t(done, { code: saved.code }));
      onDone(saved);
    },
    onError: async (error: Error) => {
      if (await conflict.detect(error)) return;
      toast.error(t(failed));
      await failure.show(error);
    },
  });
  const create = useCreatePromocodeMutation(handlers(messages.created, messages.createFailed));
  const update = useUpdatePromocodeMutation(handlers(messages.saved, messages.saveFailed));
  const rule = (code: Parameters<typeof promocodeRuleMessage>[0]) => t(promocodeRuleMessage(code).descriptor);

  const terms = (values: PromoValues) => ({
    discountPercent: values.discountPercent ?? 0,
    paymentCount: values.paymentCount,
    paymentsCountByUser: values.paymentsCountByUser,
    availableTariffTypes: values.availableTariffTypes,
    minimalUserPayments: values.minimalUserPayments,
    maxUserPayments: values.maxUserPayments,
    forNetworkCompanies: values.forNetworkCompanies,
    rewardSumOwner: values.rewardSumOwner ?? 0,
    rewardPercentOwner: values.rewardPercentOwner ?? 0,
  });
  const submit = (values: PromoValues, version = base) => {
    if (editing) {
      // The expiry is sent only when changed: a past one kept for the record stays as it is.
      const expiry = values.expireDate === dayOf(editing.expireDate) ? {} : { expireDate: endOfDay(values.expireDate) };
      update.mutate({ id: editing.id, body: { ...terms(values), ...expiry, version } });
      return;
    }
    const request: CreateAdminPromocodeRequest = { code: values.code.trim(), ownerEmail: values.ownerEmail.trim() || null, expireDate: endOfDay(values.expireDate), ...terms(values) };
    create.mutate(request);
  };
  const pending = create.isPending || update.isPending;
  const count = (name: keyof PromoValues, label: MessageDescriptor) => (
    <Form.Item name={name} label={t(label)} style={{ flex: '1 1 180px' }}>
      <InputNumber min={0} precision={0} placeholder={t(messages.noLimit)} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <>
      {conflict.current ? (
        <VersionConflictAlert
          busy={pending}
          onReload={() => {
            if (conflict.current) {
              form.setFieldsValue(valuesOf(conflict.current));
              setBase(conflict.current.version);
            }
            conflict.clear();
          }}
          onOverwrite={() => {
            if (conflict.current) submit(form.getFieldsValue(true), conflict.current.version);
          }}
        />
      ) : null}
      {failure.alert}
      <Form<PromoValues> form={form} name="promocode" layout="vertical" requiredMark={false} initialValues={editing ? valuesOf(editing) : EMPTY} noValidate onFinish={(values) => submit(values)} style={{ maxWidth: 720 }}>
        <Flex gap={12} wrap>
          <Form.Item
            name="code"
            label={t(messages.code)}
            extra={t(messages.codeHint)}
            rules={editing ? [] : [{ validator: (_, value: string) => (PROMOCODE_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(rule('promocode.format')))) }]}
            style={{ flex: '1 1 220px' }}
          >
            <Input disabled={editing !== undefined} maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item name="ownerEmail" label={t(messages.owner)} extra={t(messages.ownerHint)} style={{ flex: '1 1 260px' }}>
            <Input type="email" disabled={editing !== undefined} maxLength={254} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="discountPercent"
            label={t(messages.discount)}
            rules={[{ required: true, type: 'integer', min: 1, max: 100, message: rule('promocode.discountRange') }]}
            style={{ flex: '1 1 140px' }}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {count('paymentCount', messages.paymentCount)}
          {count('paymentsCountByUser', messages.paymentsCountByUser)}
          <Form.Item name="expireDate" label={t(messages.expireDate)} style={{ flex: '1 1 180px' }}>
            <Input type="date" />
          </Form.Item>
        </Flex>
        <Form.Item name="availableTariffTypes" label={t(messages.tariffs)}>
          <Select mode="multiple" allowClear placeholder={t(messages.anyTariff)} options={TARIFF_OPTIONS} />
        </Form.Item>
        <Flex gap={12} wrap>
          {count('minimalUserPayments', messages.minimal)}
          <Form.Item
            name="maxUserPayments"
            label={t(messages.max)}
            dependencies={['minimalUserPayments']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: number | null) => {
                  const minimal: unknown = getFieldValue('minimalUserPayments');
                  return typeof minimal === 'number' && typeof value === 'number' && value < minimal ? Promise.reject(new Error(rule('promocode.paymentsOrder'))) : Promise.resolve();
                },
              }),
            ]}
            style={{ flex: '1 1 180px' }}
          >
            <InputNumber min={0} precision={0} placeholder={t(messages.noLimit)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="rewardSumOwner" label={t(messages.rewardSum)} style={{ flex: '1 1 160px' }}>
            <InputNumber min={0} max={100_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="rewardPercentOwner" label={t(messages.rewardPercent)} style={{ flex: '1 1 160px' }}>
            <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="forNetworkCompanies" valuePropName="checked" extra={t(messages.oneMonth)}>
          <Checkbox>{t(messages.network)}</Checkbox>
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t(editing ? messages.save : messages.create)}
          </Button>
          <Button onClick={() => onDone(null)} disabled={pending}>
            {t(messages.cancel)}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
