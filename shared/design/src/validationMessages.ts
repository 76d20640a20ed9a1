import type { MessageDescriptor } from '@cabinet/i18n';
import type { PasswordKind, RuleCode } from '@cabinet/api/core';

/** The field a rule failed on: the spec words "required" differently per field (section 8). */
export type FieldKind = 'email' | 'password' | 'confirmPassword' | 'phone' | 'generic';

const messages = {
  required: /*i18n*/ { id: 'design.validation.required', message: 'The field cannot be empty' },
  emailRequired: /*i18n*/ { id: 'design.validation.email.required', message: 'Email is required' },
  emailInvalid: /*i18n*/ { id: 'design.validation.email.invalid', message: 'Email is not valid' },
  emailTooLong: /*i18n*/ { id: 'design.validation.email.tooLong', message: 'Email must be at most 254 characters' },
  passwordRequired: /*i18n*/ { id: 'design.validation.password.required', message: 'Password is required' },
  confirmationRequired: /*i18n*/ { id: 'design.validation.confirmPassword.required', message: 'Repeat the password' },
  passwordTooShort: /*i18n*/ { id: 'design.validation.password.tooShort', message: 'Password must be at least 6 characters' },
  passwordTooLongSignIn: /*i18n*/ { id: 'design.validation.password.tooLong.signIn', message: 'Password must be fewer than 50 characters' },
  passwordTooLongOther: /*i18n*/ { id: 'design.validation.password.tooLong.other', message: 'Password must be at most 20 characters' },
  passwordCyrillic: /*i18n*/ { id: 'design.validation.password.cyrillic', message: 'Password must not contain Cyrillic letters' },
  passwordSpaces: /*i18n*/ { id: 'design.validation.password.spaces', message: 'Password must not contain spaces' },
  passwordMismatch: /*i18n*/ { id: 'design.validation.password.mismatch', message: 'Passwords do not match' },
  phoneRequired: /*i18n*/ { id: 'design.validation.phone.required', message: 'Phone number is required' },
  phoneInvalid: /*i18n*/ { id: 'design.validation.phone.invalid', message: 'Phone number is not valid' },
  termsRequired: /*i18n*/ { id: 'design.validation.terms.required', message: 'You must agree to the terms' },
  countryUnknown: /*i18n*/ { id: 'design.validation.country.unknown', message: 'Pick a country from the list' },
} satisfies Record<string, MessageDescriptor>;

/** The labels of the account fields, the same on the antd fields and the plain sign-in form. */
export const FIELD_LABELS = {
  email: /*i18n*/ { id: 'design.field.email', message: 'Email' },
  password: /*i18n*/ { id: 'design.field.password', message: 'Password' },
  newPassword: /*i18n*/ { id: 'design.field.newPassword', message: 'New password' },
  confirmPassword: /*i18n*/ { id: 'design.field.confirmPassword', message: 'Confirm password' },
} satisfies Record<string, MessageDescriptor>;

/** "Not all fields are filled" (spec section 8), shown above a form that was sent incomplete. */
export const notAllFieldsFilled: MessageDescriptor = /*i18n*/ {
  id: 'design.validation.notAllFilled',
  message: 'Not all fields are filled',
};

/** The message of a rule code from the shared rules, worded for the field it failed on. */
export function ruleMessage(code: RuleCode, field: FieldKind = 'generic', passwordKind: PasswordKind = 'signIn'): MessageDescriptor {
  switch (code) {
    case 'required':
      if (field === 'email') return messages.emailRequired;
      if (field === 'password') return messages.passwordRequired;
      if (field === 'confirmPassword') return messages.confirmationRequired;
      if (field === 'phone') return messages.phoneRequired;
      return messages.required;
    case 'email.invalid':
      return messages.emailInvalid;
    case 'email.tooLong':
      return messages.emailTooLong;
    case 'password.tooShort':
      return messages.passwordTooShort;
    case 'password.tooLong':
      return passwordKind === 'signIn' ? messages.passwordTooLongSignIn : messages.passwordTooLongOther;
    case 'password.cyrillic':
      return messages.passwordCyrillic;
    case 'password.spaces':
      return messages.passwordSpaces;
    case 'password.mismatch':
      return messages.passwordMismatch;
    case 'phone.invalid':
      return messages.phoneInvalid;
    case 'terms.required':
      return messages.termsRequired;
    case 'country.unknown':
      return messages.countryUnknown;
  }
}
