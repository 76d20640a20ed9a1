import './plain/catalog';

/**
 * Plain, accessible primitives drawn with one static stylesheet in the antd theme's tokens, without antd or a
 * CSS-in-JS runtime: what the sign-in page and the shell's start-up draw. Everything antd loads on demand
 * (`DesignOnDemand`), when a part of the page drawn with it renders.
 */
export {
  AuthPage,
  CheckboxField,
  Code,
  Heading,
  PasswordTextField,
  PlainAlert,
  PlainButton,
  PlainDivider,
  PlainScope,
  PlainSelect,
  Skeleton,
  Spinner,
  Stack,
  Text,
  TextAreaField,
  TextField,
  TextLink,
  type AlertTone,
  type PlainSelectOption,
} from './plain/components';
export { DesignOnDemand, loadDesign } from './plain/DesignOnDemand';
export { injectPlainStyles } from './plain/styles';
export { BRAND_COLORS, createTheme, type BrandTheme } from './theme';
export { TOAST_LIMIT, TOAST_SECONDS, ToastHost, toast, type ToastKind } from './toast';
export { somethingWentWrong, useDescribeError, type DescribedError } from './apiErrors';
export { FIELD_LABELS, notAllFieldsFilled, ruleMessage, type FieldKind } from './validationMessages';
