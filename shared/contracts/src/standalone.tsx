import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createApiClient, createMemoryTokenStore, type ApiClient } from '@cabinet/api/core';
import { BRAND_COLORS } from '@cabinet/design/plain';
import { activateLocale, detectLocale, isLocale, registerCatalog, type Locale } from '@cabinet/i18n';
import { useMemo, useState, type ComponentType } from 'react';
import type { CatalogLoaders, ScreenCatalog } from '@cabinet/i18n';
import { isPlainScreen, RemoteProviders } from './defineRemote';
import type { HostInfo, RemoteProps, SessionPort } from './props';
import { PUBLIC_VIEW_PATHS, type PublicViewId, type PublicViewIdOf, type RemoteName } from './routes';
import { CONTRACT_VERSION } from './version';

/*
 * Public views (domain map: "public, no chrome") without the shell: on the remote's own origin
 * (standalone.html, at the view's path) or embedded in any page with one script tag and a container:
 *
 *   <div data-cabinet-view="ignorePhone" data-enc-user-guid="…" data-api="https://api.example/"></div>
 *   <script src="https://cdn.example/mf-flows/standalone.js"></script>
 *
 * The view mounts with the shared packages alone: no session (visitors are anonymous), no layout, no other
 * remote. An embedded view renders inside a shadow root, so the page's CSS and ours never meet.
 */

/**
 * A remote's public views: the ones its entry in the list of remotes declares (with their paths), each
 * with its screen.
 */
export interface StandaloneDefinition<Name extends RemoteName, Id extends PublicViewIdOf<Name> = PublicViewIdOf<Name>> {
  name: Name;
  /** Every view the page may show (a build of a remote's plain views alone lists just those). */
  screens: Record<Id, ComponentType>;
  catalog?: CatalogLoaders;
  /**
   * Each view's own screen catalogue (the one its lazyScreen names in the remote), or null when its messages
   * are in the remote's catalogue. The view imports its screen directly here, so the page loads the catalogue
   * before it renders; required for every view, so a new one cannot render with missing texts.
   */
  screenCatalogs: Record<Id, ScreenCatalog | null>;
  /**
   * What a view starts before it first renders, beside the catalogues: its code, and the request of its first
   * data. Without it a client's phone waited for the catalogues, then the view's catalogue, then its code, then
   * its data, one after the other (issue 32: the review link's LCP). Resolves when the code is there; the data
   * is left in flight for the view's own query to take.
   */
  preload?: Partial<Record<Id, ViewPreload>>;
}

/** See `StandaloneDefinition.preload`. A failure is the view's to show when it renders and asks again. */
export type ViewPreload = (context: { api: ApiClient; queryClient: QueryClient; params: Record<string, string> }) => Promise<unknown>;

export interface StandaloneOptions {
  /** The API the view calls. */
  apiBaseUrl: string;
  /** The brand name the view shows; a partner's page may pass its own. */
  brandName?: string;
  locale?: Locale;
}

const ANONYMOUS: SessionPort = {
  getSnapshot: () => ({ status: 'anonymous' }),
  subscribe: () => () => undefined,
  signIn: async () => undefined,
  signOut: async () => undefined,
};

function standaloneHost(brandName: string): HostInfo {
  return {
    id: 'standalone',
    brandName,
    productName: brandName,
    theme: { primaryColor: BRAND_COLORS.blue },
    features: {
      footer: false,
      accountSettings: false,
      externalSidebarLinks: false,
      addFlowButton: false,
      quickStart: false,
      notificationBell: false,
      languageSelect: false,
      promoCodes: false,
      countryOnRegistration: false,
      news: false,
      floatingButtons: false,
      payNotifications: false,
      tutorialVideo: false,
    },
    allowedTariffs: [],
    termsUrl: '',
    googleSignIn: null,
  };
}

/**
 * Renders one public view of a remote into `target` (a shadow root for embedding, or an element of the
 * remote's own page). Links into the cabinet render as plain text: the view has no cabinet around it.
 */
export async function mountStandaloneView<Name extends RemoteName, Id extends PublicViewIdOf<Name>>(
  definition: StandaloneDefinition<Name, Id>,
  view: { id: NoInfer<Id>; params: Record<string, string>; search?: string },
  target: { element: HTMLElement; shadow?: ShadowRoot },
  options: StandaloneOptions,
): Promise<() => void> {
  const Screen: ComponentType | undefined = definition.screens[view.id];
  if (!Screen) throw new Error(`${definition.name} has no view ${view.id}`);
  if (definition.catalog) registerCatalog(definition.name, definition.catalog);
  const locale = options.locale ?? detectLocale({ browser: navigator.languages, choiceAllowed: false });
  const screenCatalog = definition.screenCatalogs[view.id];
  const api = createApiClient({ baseUrl: options.apiBaseUrl, clientHost: window.location.origin, tokens: createMemoryTokenStore(), onSessionExpired: () => undefined });
  // Fresh for a minute: the data the preload asked for is the view's first answer, not asked for again on mount.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });
  // One round of requests, not four: the catalogues, the view's code and its data all at once.
  const preloading = definition.preload?.[view.id]?.({ api, queryClient, params: view.params }).catch(() => undefined);
  await Promise.all([activateLocale(locale), screenCatalog?.ready(locale), preloading]);
  const props: RemoteProps = {
    contractVersion: CONTRACT_VERSION,
    session: ANONYMOUS,
    host: standaloneHost(options.brandName ?? ''),
    locale,
    // Replaced by StandaloneView's, which also re-renders the view in the new locale.
    changeLocale: () => undefined,
    links: { href: () => null, navigate: () => undefined },
    // A public view holds no editor the page could lose: nothing to ask before leaving.
    unsavedChanges: { hold: () => () => undefined },
    api,
    queryClient,
    route: { id: view.id, params: view.params, search: view.search ?? '', title: '' },
    reportFailure: (phase, error) => console.error(`[cabinet] standalone ${definition.name} ${view.id} failed during ${phase}`, error),
  };
  const root = createRoot(target.element);
  root.render(
    <StandaloneView
      props={props}
      Screen={Screen}
      styleContainer={target.shadow}
      loadLocale={async (next) => {
        await activateLocale(next);
        await screenCatalog?.ready(next);
      }}
    />,
  );
  return () => root.unmount();
}

/**
 * The view with the page's locale in state: a view that switches language (a review page in its widget's
 * language) gets its texts and its dates and numbers in the new one, as the shell's views do.
 */
function StandaloneView({ props, Screen, styleContainer, loadLocale }: { props: RemoteProps; Screen: ComponentType; styleContainer: ShadowRoot | undefined; loadLocale: (next: Locale) => Promise<void> }) {
  const [locale, setLocale] = useState(props.locale);
  const value = useMemo<RemoteProps>(
    () => ({
      ...props,
      locale,
      changeLocale: (next) => {
        void loadLocale(next).then(() => setLocale(next));
      },
    }),
    [props, locale, loadLocale],
  );
  return (
    // A view drawn with `@cabinet/design/plain` alone (plainScreen) never loads antd: a guest's phone fetches less.
    <RemoteProviders props={value} styleContainer={styleContainer} plain={isPlainScreen(Screen)}>
      <Screen />
    </RemoteProviders>
  );
}

/** A path segment decoded; one that is not valid percent-encoding as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/il/abc` → { id: 'ignorePhone', params: { encUserGuid: 'abc' } } among the remote's views. A view's path is
 * literal segments and `:param`s (routes.ts), matched case-insensitively, a trailing slash allowed: read here,
 * not with the router's matcher, which brought all of react-router (about 10 KB gzip) to a guest's page.
 */
export function matchPublicView<Id extends PublicViewId>(pathname: string, ids: readonly Id[]): { id: Id; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const id of ids) {
    const pattern: string[] = PUBLIC_VIEW_PATHS[id].replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
      if (segment === '') return false;
      params[part.slice(1)] = decoded(segment);
      return true;
    });
    if (matches) return { id, params };
  }
  return null;
}

/** data-enc-user-guid → encUserGuid: the container's data attributes are the view's params. */
function paramsOf(element: HTMLElement): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (value !== undefined && !['cabinetView', 'api', 'brandName', 'locale'].includes(key)) params[key] = value;
  }
  return params;
}

function isPublicViewId<Id extends PublicViewId>(value: string | undefined, ids: readonly Id[]): value is Id {
  return ids.some((id) => id === value);
}

async function apiOfEnvironment(scriptUrl: string): Promise<string | null> {
  const environment: unknown = await fetch(new URL('environment.json', scriptUrl), { cache: 'no-cache' }).then((response) => response.json());
  const apis = typeof environment === 'object' && environment !== null && 'apis' in environment ? environment.apis : null;
  return typeof apis === 'object' && apis !== null && 'main' in apis && typeof apis.main === 'string' ? apis.main : null;
}

/** Inherited properties (font, colour) stop at the host element; the page's rules cannot select inside. */
const SHADOW_RESET = ':host { all: initial; display: block; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }';

/**
 * The standalone entry of a remote: mounts every `[data-cabinet-view]` container of the page (embedded,
 * in a shadow root), or, on the remote's own standalone page, the view its path names.
 */
export async function startStandalone<Name extends RemoteName, Id extends PublicViewIdOf<Name>>(
  definition: StandaloneDefinition<Name, Id>,
  views: readonly NoInfer<Id>[],
  script: HTMLOrSVGScriptElement | null,
): Promise<void> {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-cabinet-view]')].filter((element) => !element.shadowRoot);
  const scriptApi = script instanceof HTMLScriptElement ? script.dataset.api : undefined;
  if (containers.length > 0) {
    await Promise.all(
      containers.map(async (container) => {
        const id = container.dataset.cabinetView;
        const apiBaseUrl = container.dataset.api ?? scriptApi;
        if (!isPublicViewId(id, views) || !apiBaseUrl) {
          console.error(`[cabinet] ${definition.name}: data-cabinet-view="${id ?? ''}" needs one of ${views.join(', ')} and a data-api URL`);
          return;
        }
        const shadow = container.attachShadow({ mode: 'open' });
        const reset = document.createElement('style');
        reset.textContent = SHADOW_RESET;
        const element = document.createElement('div');
        shadow.append(element, reset);
        const locale = container.dataset.locale;
        await mountStandaloneView(definition, { id, params: paramsOf(container) }, { element, shadow }, {
          apiBaseUrl,
          brandName: container.dataset.brandName,
          locale: isLocale(locale) ? locale : undefined,
        });
      }),
    );
    return;
  }
  const page = document.getElementById('cabinet-standalone');
  if (!page) return;
  const matched = matchPublicView(window.location.pathname, views);
  // A cabinet host handing its page over names the API on the script (shell/src/publicHandOff.ts); on the
  // remote's own origin environment.json lies beside its files (this script), as the shell's beside index.html.
  const apiBaseUrl = scriptApi ?? (await apiOfEnvironment(script instanceof HTMLScriptElement ? script.src : document.baseURI));
  if (!matched || !apiBaseUrl) {
    console.error(`[cabinet] ${definition.name}: no public view at ${window.location.pathname}`);
    return;
  }
  const locale = detectLocale({ browser: navigator.languages, choiceAllowed: false });
  document.documentElement.lang = locale;
  await mountStandaloneView(definition, { ...matched, search: window.location.search }, { element: page }, { apiBaseUrl, locale });
}
