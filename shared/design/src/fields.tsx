import { Checkbox, Form } from 'antd';
import Input from 'antd/es/input/Input';
import PasswordInput from 'antd/es/input/Password';
import type { FormInstance, RuleObject } from 'antd/es/form';
import type { ReactNode } from 'react';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RULE_CODES,
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkRequired,
  checkTerms,
  type ApiErrorBody,
  type PasswordKind,
  type RuleCode,
} from '@cabinet/api/core';
import { useTranslate, type MessageDescriptor, type Translate } from '@cabinet/i18n';
// From /plain, not ./validationMessages: the page's one copy of the rule texts (/plain carries them).
import { FIELD_LABELS, ruleMessage, type FieldKind } from '@cabinet/design/plain';

const labels = FIELD_LABELS;

/**
 * An antd rule that runs one of the shared checks and shows its translated message. The check may answer
 * later: a check whose data loads on first use (the phone's numbering plans) returns a promise.
 */
export function ruleFrom<T>(t: Translate, check: (value: T) => RuleCode | null | Promise<RuleCode | null>, field: FieldKind, passwordKind?: PasswordKind): RuleObject {
  return {
    validator: async (_rule, value: T) => {
      const code = await check(value);
      if (code) throw new Error(t(ruleMessage(code, field, passwordKind)));
    },
  };
}

/**
 * The message of a rule code and the values it names. The account rules' codes have theirs here
 * (ruleMessage); a domain with rule codes of its own (the flows' `flow.hours.order`) passes its wording.
 */
export type RuleMessageOf = (code: string, field: FieldKind) => { descriptor: MessageDescriptor; values?: Record<string, number> };

/**
 * An antd rule that runs any shared check (a rule code, or null) and shows the message `messageOf` gives
 * its code: `ruleFrom` for checks whose codes are not the account rules'.
 */
export function checkRule(t: Translate, check: (value: unknown) => string | null, messageOf: RuleMessageOf, field: FieldKind = 'generic'): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const code = check(value);
      if (!code) return;
      const { descriptor, values } = messageOf(code, field);
      throw new Error(t(descriptor, values));
    },
  };
}

export interface FieldProps {
  name?: string;
  label?: ReactNode;
  autoFocus?: boolean;
}

export function EmailField({ name = 'email', label, autoFocus }: FieldProps) {
  const t = useTranslate();
  return (
    <Form.Item name={name} label={label ?? t(labels.email)} rules={[ruleFrom(t, checkEmail, 'email')]} validateFirst>
      <Input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH + 1} autoFocus={autoFocus} inputMode="email" />
    </Form.Item>
  );
}

export function PasswordField({
  name = 'password',
  label,
  kind = 'signIn',
  autoComplete = 'current-password',
  isNew = false,
}: FieldProps & { kind?: PasswordKind; autoComplete?: string; isNew?: boolean }) {
  const t = useTranslate();
  return (
    <Form.Item
      name={name}
      label={label ?? t(isNew ? labels.newPassword : labels.password)}
      rules={[ruleFrom(t, (value: string) => checkPassword(value, kind), 'password', kind)]}
    >
      {/* One character over the limit can be typed, so the limit's message is seen rather than silent truncation. */}
      <PasswordInput autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH[kind] + 1} />
    </Form.Item>
  );
}

export function ConfirmPasswordField({ name = 'confirmPassword', passwordField = 'password', label }: FieldProps & { passwordField?: string }) {
  const t = useTranslate();
  return (
    <Form.Item
      name={name}
      label={label ?? t(labels.confirmPassword)}
      dependencies={[passwordField]}
      rules={[
        ({ getFieldValue }) =>
          ruleFrom(t, (value: string) => checkPasswordConfirmation(getFieldValue(passwordField), value), 'confirmPassword'),
      ]}
    >
      <PasswordInput autoComplete="new-password" />
    </Form.Item>
  );
}


export function TermsField({ name = 'isAgreeWithTerms', children }: { name?: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Form.Item name={name} valuePropName="checked" rules={[ruleFrom(t, checkTerms, 'generic')]}>
      <Checkbox>{children}</Checkbox>
    </Form.Item>
  );
}

export function RequiredField({ name, label, children }: { name: string; label: ReactNode; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Form.Item name={name} label={label} rules={[ruleFrom(t, checkRequired, 'generic')]}>
      {children}
    </Form.Item>
  );
}

function isRuleCode(value: string): value is RuleCode {
  return RULE_CODES.some((code) => code === value);
}

/**
 * Shows the API's per-field refusals at their fields, in the user's language,
 * keeping everything the user typed. Answers whether any field was marked.
 * `messageOf` words codes beyond the account rules (a domain's own); without it such a code shows as is.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: ApiErrorBody | null,
  t: Translate,
  fieldKinds: Record<string, FieldKind> = { email: 'email', password: 'password', phone: 'phone' },
  messageOf?: RuleMessageOf,
): boolean {
  const fields = error?.fields;
  if (!fields) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const say = (code: string, field: FieldKind): string => {
    if (messageOf) {
      const { descriptor, values } = messageOf(code, field);
      return t(descriptor, values);
    }
    return isRuleCode(code) ? t(ruleMessage(code, field)) : code;
  };
  const marks = Object.entries(fields)
    .filter(([name]) => known.has(name))
    .map(([name, code]) => ({ name, errors: [say(code, fieldKinds[name] ?? 'generic')] }));
  form.setFields(marks);
  return marks.length > 0;
}
