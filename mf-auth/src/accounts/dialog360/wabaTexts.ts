import type { RuleMessageOf } from '@cabinet/design/forms';
import type { MessageDescriptor } from '@cabinet/i18n';
import type { FieldCheck } from '@cabinet/toolkit/forms';

/** The field rules of the shared schemas (messaging/dialog360.ts), as the forms word them. */
export const WABA_FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'phone.invalid': /*i18n*/ { id: 'auth.dialog360.field.phoneInvalid', message: 'Phone not valid' },
  'waba.apiKey.required': /*i18n*/ { id: 'auth.dialog360.field.apiKeyRequired', message: 'Enter the API key from the 360dialog hub' },
  'waba.apiKey.tooLong': /*i18n*/ { id: 'auth.dialog360.field.apiKeyTooLong', message: 'The API key is at most 200 characters' },
  'waba.apiKey.invalid': /*i18n*/ { id: 'auth.dialog360.field.apiKeyInvalid', message: 'Dialog360 does not accept this API key: check it in the 360dialog hub' },
  'waba.template.name.required': /*i18n*/ { id: 'auth.dialog360.field.nameRequired', message: 'Enter the template name' },
  'waba.template.name.tooLong': /*i18n*/ { id: 'auth.dialog360.field.nameTooLong', message: 'The name is at most 512 characters' },
  'waba.template.name.format': /*i18n*/ {
    id: 'auth.dialog360.field.nameFormat',
    message: 'Template title: lowercase English letters and digits, no spaces, words separated by an underscore (e.g. visit_reminder)',
  },
  'waba.template.name.taken': /*i18n*/ { id: 'auth.dialog360.field.nameTaken', message: 'This number already has a template with this name and language' },
  'waba.template.body.required': /*i18n*/ { id: 'auth.dialog360.field.bodyRequired', message: 'Enter the text of the message' },
  'waba.template.body.tooLong': /*i18n*/ { id: 'auth.dialog360.field.bodyTooLong', message: 'The text is at most 1024 characters' },
};

export const FIELD_UNKNOWN: MessageDescriptor = /*i18n*/ { id: 'auth.dialog360.field.unknown', message: 'The value is not accepted' };

/** Words the rule codes of the WABA forms' fields, the shared schema's and the API's alike. */
export const wabaMessageOf: RuleMessageOf = (code) => ({ descriptor: WABA_FIELD_MESSAGES[code] ?? FIELD_UNKNOWN });

/** The answer of a schema's safeParse, as far as a field check reads it. */
interface Parsed {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}

/** A field's check from its shared schema (whose issues are rule codes), on the value as it is sent. */
export function schemaCheck(schema: { safeParse: (value: unknown) => Parsed }, sent: (value: unknown) => unknown = (value) => value): FieldCheck {
  return (value) => {
    const parsed = schema.safeParse(sent(value));
    return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'invalid');
  };
}
