import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@cabinet/design/core';
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

const inputStyle = { width: '100%', maxWidth: 360, padding: '4px 8px', border: '1px solid #8c8c8c', borderRadius: 6, fontSize: 16 } as const;

/**
 * The connect form of a provider's account (Twilio, Sigma SMS, Chatwoot): labelled fields, each with its
 * message at the field (its own rule, or what the provider refused), and what was typed kept on a refusal.
 * The parent remounts it (a new key) after a success to empty it.
 */
export function CredentialsForm<Name extends string>(props: {
  idPrefix: string;
  fields: readonly CredentialField<Name>[];
  submitLabel: MessageDescriptor;
  pending: boolean;
  /** The API's refusals by field name, already worded. */
  refused: Readonly<Partial<Record<string, string>>>;
  /** A refusal of the whole step (the provider down, already added), shown above the button. */
  failure?: ReactNode;
  /** Called with a reader of the trimmed values once every field passes its rule. */
  onSubmit: (value: (name: Name) => string) => void;
}) {
  const t = useTranslate();
  const [values, setValues] = useState<Partial<Record<Name, string>>>({});
  const [errors, setErrors] = useState<Readonly<Partial<Record<string, string>>>>({});
  const [shownRefusal, setShownRefusal] = useState(props.refused);
  if (shownRefusal !== props.refused) {
    setShownRefusal(props.refused);
    setErrors(props.refused);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<string, string>> = {};
    // Passwords and tokens go as typed; other fields without the spaces a paste brings.
    const secret = new Set(props.fields.filter((field) => field.type === 'password').map((field) => field.name));
    const value = (name: Name) => (secret.has(name) ? (values[name] ?? '') : (values[name] ?? '').trim());
    for (const field of props.fields) {
      const problem = field.check(value(field.name));
      if (problem) found[field.name] = t(problem);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      {props.fields.map((field) => {
        const id = `${props.idPrefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} style={{ marginBottom: 12 }}>
            <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
              {t(field.label)}
            </label>
            <input
              id={id}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete ?? 'off'}
              spellCheck={false}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined || field.hint ? `${id}-help` : undefined}
              style={inputStyle}
            />
            {error !== undefined || field.hint ? (
              <div id={`${id}-help`} role={error !== undefined ? 'alert' : undefined} style={{ color: error !== undefined ? '#c41d1d' : '#595959', fontSize: 13, marginTop: 4 }}>
                {error ?? (field.hint ? t(field.hint) : null)}
              </div>
            ) : null}
          </div>
        );
      })}
      {props.failure}
      <Button type="primary" htmlType="submit" loading={props.pending}>
        {t(props.submitLabel)}
      </Button>
    </form>
  );
}
