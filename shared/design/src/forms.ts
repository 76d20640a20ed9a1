/** Forms, text inputs and the validated fields: what the sign-in form needs, nothing heavier. */
export { Checkbox, Form, Input } from 'antd';
export type { FormInstance, FormProps } from 'antd';
export {
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  RequiredField,
  TermsField,
  showServerFieldErrors,
} from './fields';
