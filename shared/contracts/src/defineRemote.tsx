import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { Component, Suspense, lazy, use, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ApiClientProvider } from '@cabinet/api/core';
import { DesignOnDemand, PlainScope, Spinner } from '@cabinet/design/plain';
import { I18nProvider, catalogsReady, i18n, isLocale, loadCatalogs, registerCatalog, type CatalogLoaders, type ScreenCatalog } from '@cabinet/i18n';
import type { RemoteModule, RemoteProps } from './props';
import { RemotePropsContext, RouteLinksContext } from './RemoteContext';
import { ROUTE_IDS, hasEvery, type RemoteName, type RouteId, type RouteIdOf } from './routes';
import { CONTRACT_VERSION } from './version';

/** A screen for every route a remote answers (its list entry's routes and public views), and no other. */
export type ScreensOf<Name extends RemoteName> = Record<RouteIdOf<Name>, ComponentType>;
/** Screens by route id, as the shell and the standalone entry look them up. */
export type Screens = Partial<Record<RouteId, ComponentType>>;

export interface RemoteDefinition<Name extends RemoteName = RemoteName> {
  /** The remote's name in the registry and the list of remotes (mf-auth). */
  name: Name;
  /** The remote's own version, reported with its failures. */
  version: string;
  /**
   * Route id to screen: a reader finds a screen by its route here in one step. The type is the remote's
   * routes in the list, so a route without a screen, or another remote's route, fails the type check.
   */
  screens: ScreensOf<Name>;
  /** The remote's compiled catalogues; a remote with no messages of its own has none. */
  catalog?: CatalogLoaders;
}

/** What the lifecycles need of a remote, whatever routes it answers. */
interface LooseDefinition {
  name: string;
  version: string;
  screens: Screens;
  catalog?: CatalogLoaders;
}

/**
 * A screen loaded on first use, so a remote's first page carries only the screen it shows (and only the
 * design entry points that screen needs), with its own messages:
 * `lazyScreen(() => import('./flows/FlowsScreen'), 'FlowsScreen', screenCatalog('flows'))`. A part of a screen
 * that not every visit opens is loaded the same way, with its props and its own folder's messages
 * (`screenCatalog('chats/chat')` loads chats/chat's and chats'). The screen's code
 * and its catalogue of the page's locale load side by side; once it has rendered, a language switch loads its
 * catalogue with every other registered one. A catalogue that fails leaves the screen in English, never ids.
 */
export function lazyScreen<Name extends string, Props extends object = Record<never, never>>(
  // Props are said, not inferred: a module's other exports would otherwise stand for them.
  load: () => Promise<Record<Name, ComponentType<NoInfer<Props>>>>,
  name: Name,
  catalog?: ScreenCatalog | null,
): ComponentType<Props> {
  let code: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadCode = () => (code ??= load().then((module): { default: ComponentType<Props> } => ({ default: module[name] })));
  const Screen = lazy(loadCode);
  return function LazyScreen(props: Props) {
    const locale = useContext(RemotePropsContext)?.locale ?? i18n.locale;
    if (catalog && isLocale(locale) && !catalog.isReady(locale)) {
      void loadCode().catch(() => undefined);
      use(catalog.ready(locale));
    }
    return <Screen {...props} />;
  };
}

/** The honest page of a route whose screen is not built yet: its title and a plain statement. */
// Pure: a remote that has built every screen drops it, and its chunk, from its first visit.
const NotBuiltYet = /*#__PURE__*/ lazyScreen(() => import('./NotBuiltYetScreen'), 'NotBuiltYetScreen');

/**
 * Screens for routes a remote owns but has not built yet: `placeholderScreens(['admin.users'])`. The
 * remote's `defineRemote` checks them against its routes, like the screens they stand in for.
 */
export function placeholderScreens<Id extends RouteId>(ids: readonly Id[]): Record<Id, ComponentType> {
  const screens: Partial<Record<Id, ComponentType>> = {};
  for (const id of ids) screens[id] = NotBuiltYet;
  if (!hasEvery(screens, ids)) throw new Error('unreachable: every id was given a screen');
  return screens;
}

function isRemoteProps(value: object): value is RemoteProps {
  return 'session' in value && 'route' in value && 'host' in value && 'api' in value;
}

/** Turns a render error into a report to the shell, which replaces the remote by its fallback. */
class ReportRenderErrors extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads this remote's messages for the page's locale before the first paint in it. */
function useCatalogs(locale: RemoteProps['locale']): boolean {
  const [ready, setReady] = useState(() => catalogsReady(locale));
  useEffect(() => {
    if (catalogsReady(locale)) {
      setReady(true);
      return;
    }
    let current = true;
    setReady(false);
    void loadCatalogs(locale).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return ready;
}

const PLAIN_SCREENS = new WeakSet<ComponentType>();

/**
 * Marks a screen drawn with `@cabinet/design/plain` alone (the sign-in page): it renders without antd's
 * provider, so its page never loads antd. Every other screen gets the provider, loaded on demand.
 */
export function plainScreen<C extends ComponentType>(screen: C): C {
  PLAIN_SCREENS.add(screen);
  return screen;
}

/** Whether a screen was marked `plainScreen` (a standalone page renders it without antd too). */
export function isPlainScreen(screen: ComponentType): boolean {
  return PLAIN_SCREENS.has(screen);
}

/**
 * The providers every remote screen needs, fed from the shell's props. antd's provider (and antd with it)
 * loads when a screen that is not `plain` first renders.
 */
export function RemoteProviders({ props, styleContainer, plain = false, children }: { props: RemoteProps; styleContainer?: ShadowRoot; plain?: boolean; children: ReactNode }) {
  const ready = useCatalogs(props.locale);
  const screen = plain ? (
    children
  ) : (
    <Suspense fallback={<Spinner />}>
      <DesignOnDemand brand={props.host.theme} locale={props.locale} styleContainer={styleContainer}>
        {children}
      </DesignOnDemand>
    </Suspense>
  );
  return (
    <RemotePropsContext.Provider value={props}>
      <RouteLinksContext.Provider value={props.links}>
        <I18nProvider i18n={i18n}>
          <PlainScope brand={props.host.theme} styleContainer={styleContainer}>
            <QueryClientProvider client={props.queryClient}>
              <ApiClientProvider client={props.api}>{ready ? screen : <Spinner />}</ApiClientProvider>
            </QueryClientProvider>
          </PlainScope>
        </I18nProvider>
      </RouteLinksContext.Provider>
    </RemotePropsContext.Provider>
  );
}

/**
 * Makes a remote's single-spa lifecycles (its exposed `./App`). The shell
 * mounts them as a parcel inside its layout and passes RemoteProps; the remote
 * renders the screen of the route it is given.
 */
export function defineRemote<Name extends RemoteName, S extends ScreensOf<Name>>(
  definition: RemoteDefinition<Name> & { screens: S & OnlyRoutesOf<Name, S> },
): RemoteModule {
  return lifecycles(definition);
}

/** No screen for a route of another remote, even when the screens were built apart (placeholderScreens). */
type OnlyRoutesOf<Name extends RemoteName, S> = Record<Exclude<keyof S, RouteIdOf<Name>>, never>;

/**
 * A stand-in remote that answers every route with one screen, whatever name it is registered under: the
 * browser journeys' fixture poses as any remote with it. Real remotes use defineRemote, which checks their
 * screens against their routes.
 */
export function defineStandInRemote(definition: { name: string; version: string; screen: ComponentType }): RemoteModule {
  const screens: Screens = {};
  for (const id of ROUTE_IDS) screens[id] = definition.screen;
  return lifecycles({ name: definition.name, version: definition.version, screens });
}

function lifecycles(definition: LooseDefinition): RemoteModule {
  if (definition.catalog) registerCatalog(definition.name, definition.catalog);
  const screens: Screens = definition.screens;

  function RemoteRoot(props: object) {
    if (!isRemoteProps(props)) throw new Error(`${definition.name} was mounted without the shell's props`);
    const Screen = screens[props.route.id];
    if (!Screen) throw new Error(`${definition.name} has no screen for route ${props.route.id}`);
    return (
      <ReportRenderErrors onError={(error) => props.reportFailure('render', error)}>
        <RemoteProviders props={props} plain={PLAIN_SCREENS.has(Screen)}>
          {/* A remote may load a heavy screen on first use (React.lazy): its first page stays light. */}
          <Suspense fallback={<Spinner />}>
            <Screen />
          </Suspense>
        </RemoteProviders>
      </ReportRenderErrors>
    );
  }

  // Render errors are caught by ReportRenderErrors inside the root and handed to the shell's fallback.
  const parcel = singleSpaReact<object>({ React, ReactDOMClient, rootComponent: RemoteRoot, suppressComponentDidCatchWarning: true });
  return { ...parcel, name: definition.name, version: definition.version, contractVersion: CONTRACT_VERSION };
}
