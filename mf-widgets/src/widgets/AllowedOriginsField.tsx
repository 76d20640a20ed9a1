import { normalizeOrigin, WIDGET_ORIGINS_MAX } from '@cabinet/api/widgets';
import { Form, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';

/*
 * The sites a widget may be shown on (`allowedOrigins`, @cabinet/api/widgets' embedding.ts): one field for
 * the booking, Review and Confirm widgets, a textarea of one origin a line, checked as the API checks it.
 */

const messages = {
  label: /*i18n*/ { id: 'widgets.origins.label', message: 'Sites allowed to show the widget' },
  invalid: /*i18n*/ { id: 'widgets.origins.invalid', message: 'Not a site address: {value} (write it as https://salon.example, without a path)' },
  tooMany: /*i18n*/ { id: 'widgets.origins.tooMany', message: 'At most {max} sites' },
};

/** The field's lines, blanks dropped. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The field's text as the save's `allowedOrigins`: each line as an origin (one that is not goes as typed, for the API to refuse). */
export function originsOfText(text: string): string[] {
  return linesOf(text).map((line) => normalizeOrigin(line) ?? line);
}

/** A widget's listed origins as the field's text. */
export function textOfOrigins(origins: readonly string[]): string {
  return origins.join('\n');
}

/** The form's `name` field (text, one origin a line), with what the setting means for this widget below it. */
export function AllowedOriginsField({ name, help }: { name: string; help: string }) {
  const t = useTranslate();
  return (
    <Form.Item
      name={name}
      label={t(messages.label)}
      extra={help}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            const lines = linesOf(value ?? '');
            const wrong = lines.find((line) => normalizeOrigin(line) === null);
            if (wrong !== undefined) throw new Error(t(messages.invalid, { value: wrong }));
            if (lines.length > WIDGET_ORIGINS_MAX) throw new Error(t(messages.tooMany, { max: WIDGET_ORIGINS_MAX }));
          },
        },
      ]}
    >
      <TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="https://salon.example" />
    </Form.Item>
  );
}
