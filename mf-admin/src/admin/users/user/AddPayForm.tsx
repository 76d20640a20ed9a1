import { ADMIN_PAYMENT_DEFAULTS, type CreateAdminPaymentRequest, type Manager } from '@cabinet/api/admin';
import { Alert, Button, Flex, Typography, toast } from '@cabinet/design/core';
import { InputNumber, Radio } from '@cabinet/design/choices';
import { Checkbox, Form, TextArea } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { CURRENCIES, useTranslate, type Currency } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useAddUserPayMutation, usePayDestinations } from '../../../api/pays';
import { adminRuleMessage, useDescribeAdminError } from './adminMessages';

const messages = {
  title: /*i18n*/ { id: 'admin.user.addPay.title', message: 'New payment' },
  hint: /*i18n*/ {
    id: 'admin.user.addPay.hint',
    message: 'A paid payment pays for a month from today, or from the end of what the user has already paid, for every unit its tariff covers.',
  },
  amount: /*i18n*/ { id: 'admin.user.addPay.amount', message: 'Amount' },
  currency: /*i18n*/ { id: 'admin.user.addPay.currency', message: 'Currency' },
  tariff: /*i18n*/ { id: 'admin.user.addPay.tariff', message: 'Tariff code' },
  success: /*i18n*/ { id: 'admin.user.addPay.success', message: 'Paid (untick for a refused payment)' },
  manager: /*i18n*/ { id: 'admin.user.addPay.manager', message: 'Manager' },
  destination: /*i18n*/ { id: 'admin.user.addPay.destination', message: 'Pay destination' },
  noDestinations: /*i18n*/ { id: 'admin.user.addPay.noDestinations', message: 'No pay destination is marked [FM]: the payment is added without one.' },
  comment: /*i18n*/ { id: 'admin.user.addPay.comment', message: 'Comment' },
  submit: /*i18n*/ { id: 'admin.user.addPay.submit', message: 'Add the payment' },
  cancel: /*i18n*/ { id: 'admin.user.addPay.cancel', message: 'Cancel' },
  added: /*i18n*/ { id: 'admin.user.addPay.added', message: 'The payment is added' },
  addFailed: /*i18n*/ { id: 'admin.user.addPay.failed', message: 'The payment could not be added' },
};

interface PayValues {
  amount: number;
  currency: Currency;
  tariff: number;
  success: boolean;
  managerId?: string;
  payDestinationId?: string;
  comment: string;
}

const INITIAL: PayValues = { ...ADMIN_PAYMENT_DEFAULTS, success: true, comment: '' };

/**
 * An admin's payment (spec section 3, Payment (admin)) with section 9's defaults: 2500, tariff 1, RUB.
 * Only working managers and pay destinations marked [FM] are offered (the API offers only those).
 */
export function AddPayForm({ userId, managers, onDone }: { userId: string; managers: Manager[]; onDone: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<PayValues>();
  const destinations = usePayDestinations();
  const failure = useFormFailure(form, useDescribeAdminError(), { messageOf: adminRuleMessage, title: messages.addFailed });
  const add = useAddUserPayMutation(userId, {
    onMutate: () => failure.clear(),
    onSuccess: () => {
      toast.success(t(messages.added));
      onDone();
    },
    onError: async (error) => {
      // Spec section 8: an admin's failed payment is a toast; the form says where and keeps what was typed.
      toast.error(t(messages.addFailed));
      await failure.show(error);
    },
  });
  const submit = (values: PayValues) => {
    const request: CreateAdminPaymentRequest = {
      amount: values.amount,
      currency: values.currency,
      tariff: values.tariff,
      success: values.success,
      comment: values.comment.trim(),
      managerId: values.managerId ?? null,
      payDestinationId: values.payDestinationId ?? null,
    };
    add.mutate(request);
  };
  const working = managers.filter((manager) => !manager.isFired);
  return (
    <section aria-label={t(messages.title)} style={{ marginTop: 16, maxWidth: 560 }}>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        {t(messages.title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(messages.hint)}</Typography.Paragraph>
      {failure.alert}
      <Form<PayValues> form={form} layout="vertical" requiredMark={false} initialValues={INITIAL} noValidate onFinish={submit}>
        <Flex gap={12} wrap>
          <Form.Item name="amount" label={t(messages.amount)} rules={[{ required: true, message: t(adminRuleMessage('admin.amountRange').descriptor) }]} style={{ flex: '1 1 160px' }}>
            <InputNumber min={0} max={10_000_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="tariff" label={t(messages.tariff)} style={{ flex: '1 1 120px' }}>
            <InputNumber min={0} max={25} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="currency" label={t(messages.currency)}>
          <Radio.Group optionType="button" options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
        </Form.Item>
        <Form.Item name="success" valuePropName="checked">
          <Checkbox>{t(messages.success)}</Checkbox>
        </Form.Item>
        <Form.Item name="managerId" label={t(messages.manager)}>
          <Select allowClear options={working.map((manager) => ({ value: manager.id, label: manager.name }))} />
        </Form.Item>
        {destinations.data && destinations.data.length === 0 ? (
          <Alert type="info" showIcon title={t(messages.noDestinations)} style={{ marginBottom: 16 }} />
        ) : (
          <Form.Item name="payDestinationId" label={t(messages.destination)}>
            <Select allowClear loading={destinations.isPending} options={(destinations.data ?? []).map((destination) => ({ value: destination.id, label: destination.name }))} />
          </Form.Item>
        )}
        <Form.Item name="comment" label={t(messages.comment)}>
          <TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t(messages.submit)}
          </Button>
          <Button onClick={onDone} disabled={add.isPending}>
            {t(messages.cancel)}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
