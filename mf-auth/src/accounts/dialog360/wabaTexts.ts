import type { MessageDescriptor } from '@cabinet/i18n';

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

/** The first rule code of each field of a failed parse. */
export function fieldCodes(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}
