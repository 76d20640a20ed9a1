import { Form, Input } from 'antd';
import { checkPhone } from '@cabinet/api/phone';
import { useTranslate } from '@cabinet/i18n';
import { ruleFrom, type FieldProps } from './fields';

const labels = {
  phone: /*i18n*/ { id: 'design.field.phone', message: 'Phone number' },
  phoneHint: /*i18n*/ { id: 'design.field.phone.hint', message: 'In international format, e.g. +7 900 123-45-67' },
};

/**
 * A phone number in international form, checked with the API's own rule (`@cabinet/design/phone`: the rule
 * brings the numbering plans, which the sign-in page and the layout do without).
 */
export function PhoneField({ name = 'phone', label }: FieldProps) {
  const t = useTranslate();
  return (
    <Form.Item name={name} label={label ?? t(labels.phone)} extra={t(labels.phoneHint)} rules={[ruleFrom(t, checkPhone, 'phone')]}>
      <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+7 900 123-45-67" />
    </Form.Item>
  );
}
