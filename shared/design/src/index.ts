import './catalog';

/**
 * The design package is the only importer of antd. Sharing antd itself would
 * ship all of it on the first page (a shared module is not tree-shaken); this
 * package re-exports the components the apps use and is shared as a page
 * singleton, so one antd and one style cache serve the shell and every remote.
 * A component a remote needs is added here first.
 */
export {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  List,
  Modal,
  Popover,
  Result,
  Segmented,
  Select,
  Spin,
  Table,
  Typography,
} from 'antd';
export type { FormInstance, FormProps, MenuProps, TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
export * from './icons';
export { DesignProvider } from './DesignProvider';
export { BRAND_COLORS, createTheme, type BrandTheme } from './theme';
export { TOAST_LIMIT, TOAST_SECONDS, ToastHost, toast, type ToastKind } from './toast';
export {
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  PhoneField,
  RequiredField,
  TermsField,
  showServerFieldErrors,
} from './fields';
export { notAllFieldsFilled, ruleMessage, type FieldKind } from './validationMessages';
export { AuthCard, LockedFeature, NotBuiltYet, PageHeading, StatusTag, Waiting, type Tone } from './primitives';
export { somethingWentWrong, useDescribeError, type DescribedError } from './apiErrors';
