/** Forms and the validated fields: sign-in, registration, any editing screen. */
export { Checkbox, Form, Input, InputNumber, Radio, Switch } from 'antd';
export type { FormInstance, FormProps } from 'antd';
export {
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  PhoneField,
  RequiredField,
  TermsField,
  showServerFieldErrors,
} from './fields';
