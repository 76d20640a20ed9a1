import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locales';

/**
 * The page's one lingui instance. This package is a federation singleton, so
 * the shell and every remote translate through the same instance: each app
 * adds its own catalogue and a language switch reaches all of them at once.
 */
export const i18n: I18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

export type CatalogModule = { messages: Messages };
/** One loader per locale: each compiled catalogue is its own lazily loaded chunk. */
export type CatalogLoaders = Record<Locale, () => Promise<CatalogModule>>;

const catalogs = new Map<string, CatalogLoaders>();
const loaded = new Set<string>();

/** An app or package adds its catalogue under its own name once, when its code first runs. */
export function registerCatalog(name: string, loaders: CatalogLoaders): void {
  if (!catalogs.has(name)) catalogs.set(name, loaders);
}

/** Loads every registered catalogue of a locale that is not loaded yet; cheap when all are. */
export async function loadCatalogs(locale: Locale): Promise<void> {
  const pending = [...catalogs.entries()].filter(([name]) => !loaded.has(`${name}:${locale}`));
  const modules = await Promise.all(pending.map(([, loaders]) => loaders[locale]()));
  modules.forEach((module, index) => {
    const entry = pending[index];
    if (!entry) return;
    i18n.load(locale, module.messages);
    loaded.add(`${entry[0]}:${locale}`);
  });
}

export function catalogsReady(locale: Locale): boolean {
  return [...catalogs.keys()].every((name) => loaded.has(`${name}:${locale}`));
}

/** Loads what the locale needs, then switches the whole page to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
