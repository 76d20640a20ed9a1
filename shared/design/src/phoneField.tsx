import type { RuleCode } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';
// From /forms, not antd and ./fields: a phone field is always in a form, so the page's /forms serves it and this
// entry carries the field alone (its own copies of the fields and of antd's whole `Input`, with its search box
// and one-time-code input, were about 5 KB gzip on every phone form's first visit).
import { Form, Input, ruleFrom, type FieldProps } from '@cabinet/design/forms';

const labels = {
  phone: /*i18n*/ { id: 'design.field.phone', message: 'Phone number' },
  phoneHint: /*i18n*/ { id: 'design.field.phone.hint', message: 'In international format, e.g. +7 900 123-45-67' },
};

/**
 * A phone number in international form, checked with the API's own rule, which the form passes in
 * (`checkPhone` of `@cabinet/api/phone`): the rule brings the numbering plans, about 28 KB gzip, and this
 * shared package would otherwise carry a second copy of them beside the one the remote's requests bundle.
 * The check may be asynchronous, so a screen where the phone is one setting among many can load the plans
 * when a number is first checked (`import('@cabinet/api/phone')`), not with the screen.
 */
export function PhoneField({ name = 'phone', label, check }: FieldProps & { check: (value: string) => RuleCode | null | Promise<RuleCode | null> }) {
  const t = useTranslate();
  return (
    <Form.Item name={name} label={label ?? t(labels.phone)} extra={t(labels.phoneHint)} rules={[ruleFrom(t, check, 'phone')]}>
      <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+7 900 123-45-67" />
    </Form.Item>
  );
}
