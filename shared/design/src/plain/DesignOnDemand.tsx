import { use, type ReactNode } from 'react';
import type { Locale } from '@cabinet/i18n';
import type { BrandTheme } from '../theme';

type Core = typeof import('@cabinet/design/core');

let core: Core | null = null;
const loads = new Map<Locale, Promise<Core>>();

/**
 * antd's provider, its style engine and texts of the locale, loaded once. Through the shared entry's name, not
 * a relative path: the page's one `@cabinet/design/core` (a relative import would bundle a second antd).
 */
export function loadDesign(locale: Locale): Promise<Core> {
  let load = loads.get(locale);
  if (!load) {
    load = import('@cabinet/design/core').then(async (module) => {
      await module.ensureAntLocale(locale);
      core = module;
      return module;
    });
    // A failed load (offline) is forgotten, so the next render tries again.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/**
 * `DesignProvider` for the parts of a page drawn with antd, loaded when such a part first renders (it
 * suspends until then): the sign-in page, drawn with the plain primitives, never loads antd.
 */
export function DesignOnDemand({ brand, locale, styleContainer, children }: { brand: BrandTheme; locale: Locale; styleContainer?: ShadowRoot; children: ReactNode }) {
  const loaded = core && core.antLocaleOf(locale) ? core : use(loadDesign(locale));
  const { DesignProvider } = loaded;
  return (
    <DesignProvider brand={brand} locale={locale} styleContainer={styleContainer}>
      {children}
    </DesignProvider>
  );
}
