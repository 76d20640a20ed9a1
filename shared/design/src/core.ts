import './catalog';

/**
 * What every page needs, the sign-in page included: the provider, the brand themes, toasts, the light
 * components and the placeholder notices. The design package is split by weight into entry points, each a
 * page singleton: a shared module is not tree-shaken, so the first page should load only what it renders.
 * `@cabinet/design` itself still re-exports them all.
 */
export { Alert, Button, Divider, Empty, Flex, Grid, Spin, Typography } from 'antd';
export { DesignProvider } from './DesignProvider';
export { antLocaleOf, ensureAntLocale } from './catalog';
export { AuthCard, ContentSkeleton, NativeSearch, NativeSelect, PageHeading, StatusTag, Surface, useDesignToken, Waiting, type NativeSelectOption, type Tone } from './primitives';
export { LockedFeature, NotBuiltYet } from './placeholders';
// The page's one copy of what /plain already carries (the toast queue, the brand themes, the error and rule
// texts): a relative import would put a second copy of each in this entry's chunks, fetched beside /plain's.
export {
  BRAND_COLORS,
  TOAST_LIMIT,
  TOAST_SECONDS,
  ToastHost,
  createTheme,
  notAllFieldsFilled,
  ruleMessage,
  somethingWentWrong,
  toast,
  useDescribeError,
  type BrandTheme,
  type DescribedError,
  type FieldKind,
  type ToastKind,
} from '@cabinet/design/plain';
