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
export { BRAND_COLORS, createTheme, type BrandTheme } from './theme';
export { TOAST_LIMIT, TOAST_SECONDS, ToastHost, toast, type ToastKind } from './toast';
export { AuthCard, ContentSkeleton, NativeSelect, PageHeading, StatusTag, Surface, useDesignToken, Waiting, type NativeSelectOption, type Tone } from './primitives';
export { LockedFeature, NotBuiltYet } from './placeholders';
export { somethingWentWrong, useDescribeError, type DescribedError } from './apiErrors';
export { notAllFieldsFilled, ruleMessage, type FieldKind } from './validationMessages';
