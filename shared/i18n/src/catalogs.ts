import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locales';

/**
 * The page's one lingui instance. This package is a federation singleton, so
 * the shell and every remote translate through the same instance: each app
 * adds its own catalogues and a language switch reaches all of them at once.
 */
export const i18n: I18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

export type CatalogModule = { messages: Messages };
/** One loader per locale: each compiled catalogue is its own lazily loaded chunk. */
export type CatalogLoaders = Record<Locale, () => Promise<CatalogModule>>;

const catalogs = new Map<string, CatalogLoaders>();
/** `name:locale` → its load; a settled one is never repeated. */
const loads = new Map<string, Promise<void>>();
const settled = new Set<string>();

/** An app, package or screen adds its catalogue under its own name once, when its code first runs. */
export function registerCatalog(name: string, loaders: CatalogLoaders): void {
  if (!catalogs.has(name)) catalogs.set(name, loaders);
}

/**
 * Loads one catalogue of a locale, once. A catalogue that fails to load leaves the page in the source
 * language, never showing ids: its English catalogue stands in (compiled, so placeholders and plurals still
 * work), and if that fails too, lingui falls back to each descriptor's own English message.
 */
export function loadCatalog(name: string, loaders: CatalogLoaders, locale: Locale): Promise<void> {
  registerCatalog(name, loaders);
  const key = `${name}:${locale}`;
  const existing = loads.get(key);
  if (existing) return existing;
  const load = loaders[locale]()
    .catch(async (error: unknown) => {
      console.warn(`[cabinet] the ${locale} catalogue ${name} failed to load; its texts show in English`, error);
      if (locale === SOURCE_LOCALE) throw error;
      return loaders[SOURCE_LOCALE]();
    })
    .then(
      (module) => i18n.load(locale, module.messages),
      () => undefined,
    )
    .finally(() => settled.add(key));
  loads.set(key, load);
  return load;
}

/** Loads every registered catalogue of a locale that is not loaded yet; cheap when all are. */
export async function loadCatalogs(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.entries()].map(([name, loaders]) => loadCatalog(name, loaders, locale)));
}

export function catalogsReady(locale: Locale): boolean {
  return [...catalogs.keys()].every((name) => settled.has(`${name}:${locale}`));
}

/** Loads what the locale needs, then switches the whole page to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** A screen's catalogues: registered (so a language switch loads them too) when the screen first renders. */
export interface ScreenCatalog {
  /** The screen folder's catalogue and those of the folders above it, by name (mf-auth/accounts/telegram, mf-auth/accounts). */
  names: string[];
  /** The screen's messages of a locale, loaded (or fallen back to English); the same promise every time. */
  ready(locale: Locale): Promise<void>;
  isReady(locale: Locale): boolean;
}

/** `import()` of a compiled catalogue, whose type TypeScript cannot know from a computed path. */
function asCatalogModule(module: unknown, path: string): CatalogModule {
  if (typeof module === 'object' && module !== null && 'messages' in module && typeof module.messages === 'object' && module.messages !== null) {
    const messages: Messages = {};
    for (const [id, message] of Object.entries(module.messages)) if (typeof message === 'string' || Array.isArray(message)) messages[id] = message;
    return { messages };
  }
  throw new Error(`${path} is not a compiled catalogue`);
}

/** The bundler's (and node's) answer for a path that has no file: a folder above a screen without messages of its own. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'MODULE_NOT_FOUND';
}

/**
 * A package's screen catalogues (the convention of `@cabinet/build/lingui`): a lazily loaded screen's folder
 * holds the catalogue of the messages its code alone uses, `src/<folder>/locales/<locale>.po`, compiled beside
 * it; a folder above holds what screens under it share, and the package's `src/locales` the rest. The screen
 * loads its folder's and every folder's above it. `importCatalog` is the package's one
 * `import(\`./${folder}/locales/${locale}\`)`, so the bundler emits each compiled catalogue as its own chunk.
 */
export function screenCatalogs(pkg: string, importCatalog: (folder: string, locale: Locale) => Promise<unknown>): (folder: string) => ScreenCatalog {
  const loadersOf = (folder: string): CatalogLoaders => {
    const loader = (locale: Locale) => () =>
      importCatalog(folder, locale).then(
        (module) => asCatalogModule(module, `${pkg}/${folder}/locales/${locale}`),
        (error: unknown) => {
          if (isNotFound(error)) return { messages: {} };
          throw error;
        },
      );
    return { en: loader('en'), ru: loader('ru'), 'pt-BR': loader('pt-BR'), 'uk-UA': loader('uk-UA') };
  };
  const made = new Map<string, ScreenCatalog>();
  const screenCatalog = (folder: string): ScreenCatalog => {
    const existing = made.get(folder);
    if (existing) return existing;
    const parts = folder.split('/');
    const folders = parts.map((_part, index) => parts.slice(0, parts.length - index).join('/'));
    const names = folders.map((each) => `${pkg}/${each}`);
    const loaders = folders.map(loadersOf);
    const catalog: ScreenCatalog = {
      names,
      ready: (locale) => {
        const key = `${pkg}/${folder}:${locale}:all`;
        const existingLoad = screenLoads.get(key);
        if (existingLoad) return existingLoad;
        const load = Promise.all(names.map((name, index) => loadCatalog(name, loaders[index] ?? loadersOf(folder), locale))).then(() => undefined);
        screenLoads.set(key, load);
        return load;
      },
      isReady: (locale) => names.every((name) => settled.has(`${name}:${locale}`)),
    };
    made.set(folder, catalog);
    return catalog;
  };
  // Tests render a screen's component without its lazy wrapper: the jest preset names the package's catalogue
  // folders (as lingui's config finds them), and they all register up front. A page has no such global.
  for (const folder of testedScreenFolders(pkg)) registerCatalog(`${pkg}/${folder}`, loadersOf(folder));
  return screenCatalog;
}

const screenLoads = new Map<string, Promise<void>>();

function testedScreenFolders(pkg: string): string[] {
  const byPackage: unknown = Reflect.get(globalThis, 'CABINET_SCREEN_FOLDERS');
  const folders: unknown = typeof byPackage === 'object' && byPackage !== null ? Reflect.get(byPackage, pkg) : undefined;
  return Array.isArray(folders) ? folders.filter((folder): folder is string => typeof folder === 'string') : [];
}
