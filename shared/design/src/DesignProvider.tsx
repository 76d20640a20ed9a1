import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import ruRU from 'antd/locale/ru_RU';
import ukUA from 'antd/locale/uk_UA';
import type { Locale as AntLocale } from 'antd/es/locale';
import { useMemo, type ReactNode } from 'react';
import type { Locale } from '@cabinet/i18n';
import { injectGlobalFixes, injectGlobalFixesInto } from './a11y';
import { createTheme, type BrandTheme } from './theme';

const ANT_LOCALES: Record<Locale, AntLocale> = { ru: ruRU, en: enUS, 'pt-BR': ptBR, 'uk-UA': ukUA };

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
      <ConfigProvider theme={theme} locale={ANT_LOCALES[locale]}>
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
        locale={ANT_LOCALES[locale]}
        getPopupContainer={() => (popupRoot instanceof HTMLElement ? popupRoot : document.body)}
      >
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
