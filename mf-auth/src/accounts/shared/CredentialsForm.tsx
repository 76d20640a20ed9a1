import type { ReactNode } from 'react';
import { Button } from '@cabinet/design/core';
import { Form, Input, PasswordInput, type FormInstance } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

export interface CredentialField<Name extends string> {
  name: Name;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete?: string;
  /** The rule the API applies too, checked before sending; null when the value passes. */
  check: (value: string) => MessageDescriptor | null;
}

/** Passwords and tokens go as typed; other fields without the spaces a paste brings. */
function valueOf(field: { type?: string }, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return field.type === 'password' ? text : text.trim();
}

/**
 * The connect form of a provider's account (Twilio, Sigma SMS, Chatwoot): labelled fields, each with its
 * message at the field (its own rule, or what the provider refused through the parent's `useAccountFormFailure`),
 * and what was typed kept on a refusal. The parent empties `form` after a success.
 */
export function CredentialsForm<Name extends string>(props: {
  form: FormInstance;
  fields: readonly CredentialField<Name>[];
  submitLabel: MessageDescriptor;
  pending: boolean;
  /** A refusal of the whole step (the provider down, already added), shown above the button. */
  failure?: ReactNode;
  /** Called with a reader of the values once every field passes its rule. */
  onSubmit: (value: (name: Name) => string) => void;
}) {
  const t = useTranslate();
  const submit = (values: Readonly<Record<string, unknown>>) => {
    const byName = new Map<string, CredentialField<Name>>(props.fields.map((field) => [field.name, field]));
    props.onSubmit((name) => valueOf(byName.get(name) ?? {}, values[name]));
  };
  return (
    <Form form={props.form} layout="vertical" requiredMark={false} noValidate onFinish={submit} style={{ maxWidth: 360 }}>
      {props.fields.map((field) => (
        <Form.Item
          key={field.name}
          name={String(field.name)}
          label={t(field.label)}
          extra={field.hint ? t(field.hint) : undefined}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const problem = field.check(valueOf(field, value));
                if (problem) throw new Error(t(problem));
              },
            },
          ]}
        >
          {field.type === 'password' ? (
            <PasswordInput autoComplete={field.autoComplete ?? 'off'} spellCheck={false} />
          ) : (
            <Input type={field.type ?? 'text'} autoComplete={field.autoComplete ?? 'off'} spellCheck={false} />
          )}
        </Form.Item>
      ))}
      {props.failure}
      <Button type="primary" htmlType="submit" loading={props.pending}>
        {t(props.submitLabel)}
      </Button>
    </Form>
  );
}
