import { Form, Input } from 'antd';
import type { RuleCode } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';
import { ruleFrom, type FieldProps } from './fields';

const labels = {
  phone: /*i18n*/ { id: 'design.field.phone', message: 'Phone number' },
  phoneHint: /*i18n*/ { id: 'design.field.phone.hint', message: 'In international format, e.g. +7 900 123-45-67' },
};

/**
 * A phone number in international form, checked with the API's own rule, which the form passes in
 * (`checkPhone` of `@cabinet/api/phone`): the rule brings the numbering plans, about 28 KB gzip, and this
 * shared package would otherwise carry a second copy of them beside the one the remote's requests bundle.
 */
export function PhoneField({ name = 'phone', label, check }: FieldProps & { check: (value: string) => RuleCode | null }) {
  const t = useTranslate();
  return (
    <Form.Item name={name} label={label ?? t(labels.phone)} extra={t(labels.phoneHint)} rules={[ruleFrom(t, check, 'phone')]}>
      <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+7 900 123-45-67" />
    </Form.Item>
  );
}
