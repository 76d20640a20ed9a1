import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { ruleMessage, useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { RuleMessageOf } from '@cabinet/design/forms';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The settings' own field codes (the API's `fields`), beyond the account rules. */
const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'password.wrong': /*i18n*/ { id: 'auth.settings.field.passwordWrong', message: 'The current password is incorrect' },
  'email.taken': /*i18n*/ { id: 'auth.settings.field.emailTaken', message: 'A user with this email already exists' },
  'email.same': /*i18n*/ { id: 'auth.settings.field.emailSame', message: 'This is your current email' },
  'phone.same': /*i18n*/ { id: 'auth.settings.field.phoneSame', message: 'This is your current phone number' },
  'phoneCode.wrong': /*i18n*/ { id: 'auth.settings.field.codeWrong', message: 'The code is incorrect' },
  'phoneCode.expired': /*i18n*/ { id: 'auth.settings.field.codeExpired', message: 'The code has expired. Ask for a new one.' },
  'phoneCode.invalid': /*i18n*/ { id: 'auth.settings.field.codeInvalid', message: 'The code is 6 digits' },
};

function isRuleCode(code: string): code is RuleCode {
  return RULE_CODES.some((known) => known === code);
}

/** Words every field code the settings' forms may get: the account rules, then the settings' own. */
export const settingsMessageOf: RuleMessageOf = (code, field) => {
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field, 'other') };
  return { descriptor: FIELD_MESSAGES[code] ?? /*i18n*/ { id: 'auth.settings.field.unknown', message: 'The value is not accepted' } };
};

/** The failures of spec section 8 for the settings, by the API's codes. */
const SETTINGS_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  WRONG_PASSWORD: FIELD_MESSAGES['password.wrong'] ?? { id: 'auth.settings.field.passwordWrong', message: 'The current password is incorrect' },
  PHONE_CODE_TOO_SOON: /*i18n*/ { id: 'auth.settings.error.tooSoon', message: 'A new code can be asked when the countdown ends' },
  PHONE_CODE_LIMIT: /*i18n*/ { id: 'auth.settings.error.limit', message: 'No attempts left today. Try again tomorrow.' },
  USER_EXISTS: /*i18n*/ { id: 'auth.settings.field.emailTaken', message: 'A user with this email already exists' },
};

export function useDescribeSettingsError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(SETTINGS_ERRORS);
}

/** What failed, worded as spec section 8 words the settings' failures. */
export const CHANGE_FAILED = {
  phone: /*i18n*/ { id: 'auth.settings.failed.phone', message: 'The phone number could not be changed' },
  email: /*i18n*/ { id: 'auth.settings.failed.email', message: 'The email could not be changed' },
  language: /*i18n*/ { id: 'auth.settings.failed.language', message: 'The language could not be changed' },
  password: /*i18n*/ { id: 'auth.settings.failed.password', message: 'The password could not be changed' },
  reports: /*i18n*/ { id: 'auth.settings.failed.reports', message: 'The report setting could not be changed' },
  consent: /*i18n*/ { id: 'auth.settings.failed.consent', message: 'The consent setting could not be changed' },
} satisfies Record<string, MessageDescriptor>;
