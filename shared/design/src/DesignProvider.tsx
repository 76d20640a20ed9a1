import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { Locale } from '@cabinet/i18n';
import { injectGlobalFixes, injectGlobalFixesInto } from './a11y';
import { antLocaleOf } from './catalog';
// From /plain, not ./theme: the page's one copy of the themes (a relative import bundles a second one here).
import { createTheme, type BrandTheme } from '@cabinet/design/plain';

/**
 * Every React root of the page wraps itself in this provider: a parcel is its
 * own root, so the shell's theme does not reach a remote unless the remote
 * applies the brand it receives in its props.
 */
export function DesignProvider({
  brand,
  locale,
  styleContainer,
  children,
}: {
  brand: BrandTheme;
  locale: Locale;
  /**
   * A view embedded in someone else's page renders inside a shadow root: its styles and popups go there,
   * so neither page's CSS reaches the other.
   */
  styleContainer?: ShadowRoot;
  children: ReactNode;
}) {
  const theme = useMemo(() => createTheme(brand), [brand]);
  if (!styleContainer) {
    injectGlobalFixes();
    return (
      <ConfigProvider theme={theme} locale={antLocaleOf(locale)}>
        {children}
      </ConfigProvider>
    );
  }
  injectGlobalFixesInto(styleContainer);
  const popupRoot = styleContainer.firstElementChild;
  return (
    <StyleProvider container={styleContainer}>
      <ConfigProvider
        theme={theme}
        locale={antLocaleOf(locale)}
        getPopupContainer={() => (popupRoot instanceof HTMLElement ? popupRoot : document.body)}
      >
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
