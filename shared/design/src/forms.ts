/** Forms, text inputs and the validated fields: what the sign-in form needs, nothing heavier. */
export { Checkbox, Form } from 'antd';
// The text inputs one by one: antd's `Input` carries its search box, one-time-code input and group as
// statics, which no form of ours uses (about 2.5 KB gzip on the sign-in page).
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as TextArea } from 'antd/es/input/TextArea';
export type { FormInstance, FormProps } from 'antd';
export {
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  RequiredField,
  TermsField,
  checkRule,
  ruleFrom,
  showServerFieldErrors,
  type FieldProps,
  type RuleMessageOf,
} from './fields';
