import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient, createMemoryTokenStore, type AuthTokens, type CurrentUser } from '@cabinet/api/core';
import { ambientAnswer, bodyOf } from '@cabinet/api/testing';
import { BRAND_COLORS, ToastHost } from '@cabinet/design/core';
import { loadDesign } from '@cabinet/design/plain';
import { activateLocale, type Locale } from '@cabinet/i18n';
import { RemoteProviders } from './defineRemote';
import type { HostInfo, NavigateOptions, RemoteProps, SessionPort, SessionSnapshot } from './props';
import type { RouteId, RouteParams } from './routes';
import { CONTRACT_VERSION } from './version';
import { createUnsavedChanges, type UnsavedChanges } from './unsavedChanges';

/**
 * Renders a remote's screen as the shell would mount it, with fake shell
 * props: a session that records sign-ins, links that record navigations, and
 * an API whose answers the test writes. A call the test did not answer fails.
 */

/** Answers one API call of a test, or undefined for a call the test did not expect (which then fails). */
export type ApiHandler = (request: Request, path: string) => Response | undefined | Promise<Response | undefined>;

export const TEST_USER: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'owner@salon.ru',
  phoneNumber: '+79001234567',
  chatApiInstanceLimit: 3,
  isTestUser: false,
  crms: ['yclients'],
  language: 'ru',
  countryId: 1,
  notSendWeeklyYclientsReports: false,
  notSendWeeklyIikoReports: false,
  availableNotificationsCount: 1450,
  isEnableCampaignConsentCollect: true,
  majorTariff: 1,
  emailConfirmed: true,
  settingsVersion: 1,
  isSending: false,
  lockedFeatures: [],
};

export const TEST_HOST: HostInfo = {
  id: 'main',
  brandName: 'SalonNotify',
  productName: 'SalonNotify',
  theme: { primaryColor: BRAND_COLORS.blue },
  features: {
    footer: true,
    accountSettings: true,
    externalSidebarLinks: true,
    addFlowButton: true,
    quickStart: true,
    notificationBell: true,
    languageSelect: true,
    promoCodes: true,
    countryOnRegistration: false,
    news: true,
    floatingButtons: true,
    payNotifications: true,
    tutorialVideo: true,
  },
  allowedTariffs: [0, 1, 3, 9, 4, 5, 13, 14, 15, 16, 17, 19, 20],
  termsUrl: 'https://salonnotify.example/terms',
  googleSignIn: { authorizeUrl: 'http://api.test/dev/google/authorize', clientId: 'cabinet-local' },
};

export interface ScreenOptions {
  route: RouteId;
  params?: RouteParams;
  search?: string;
  title?: string;
  locale?: Locale;
  host?: Partial<HostInfo>;
  session?: SessionSnapshot;
  api?: ApiHandler;
  /** The routes the host serves (every one when left out): links to the others are null, as on a host without them. */
  routes?: readonly RouteId[];
}

export interface RenderedScreen extends RenderResult {
  navigations: Array<{ id: RouteId; params?: RouteParams; options?: NavigateOptions }>;
  signIns: AuthTokens[];
  requests: Array<{ path: string; body: unknown }>;
  /** The page's unsaved-changes holds, as the shell would ask them before a navigation. */
  unsavedChanges: UnsavedChanges;
  /** The languages the screen asked the shell to switch to (RemoteProps.changeLocale), in order. */
  localeChanges: Locale[];
}

export async function renderScreen(ui: ReactElement, options: ScreenOptions): Promise<RenderedScreen> {
  const locale = options.locale ?? 'en';
  // antd's provider, loaded on demand in the app, is there before the first render: a test sees the screen at once.
  await Promise.all([activateLocale(locale), loadDesign(locale)]);
  const navigations: RenderedScreen['navigations'] = [];
  const signIns: AuthTokens[] = [];
  const requests: RenderedScreen['requests'] = [];
  const localeChanges: Locale[] = [];
  let snapshot: SessionSnapshot = options.session ?? { status: 'anonymous' };
  const listeners = new Set<() => void>();
  const session: SessionPort = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn(tokens) {
      signIns.push(tokens);
      snapshot = { status: 'authenticated', user: TEST_USER, roles: [] };
      listeners.forEach((listener) => listener());
    },
    async signOut() {
      snapshot = { status: 'anonymous' };
      listeners.forEach((listener) => listener());
    },
  };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.slice(1);
    requests.push({ path, body: await bodyOf(request) });
    const answer = (await options.api?.(request, path)) ?? ambientAnswer(request.method, path);
    if (!answer) throw new Error(`The test did not answer ${request.method} ${path}`);
    return answer;
  };
  const api = createApiClient({
    baseUrl: 'http://api.test',
    clientHost: 'http://localhost:3000',
    tokens: createMemoryTokenStore(),
    onSessionExpired: () => undefined,
    fetch: fetchImpl,
  });
  const unsavedChanges = createUnsavedChanges();
  const props: RemoteProps = {
    contractVersion: CONTRACT_VERSION,
    session,
    host: { ...TEST_HOST, ...options.host },
    locale,
    changeLocale: (next) => {
      localeChanges.push(next);
    },
    links: {
      href: (id, params) => (options.routes && !options.routes.includes(id) ? null : `/${id}${params ? `/${Object.values(params).join('/')}` : ''}`),
      navigate: (id, params, navigateOptions) => {
        navigations.push({ id, params, options: navigateOptions });
      },
    },
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    route: { id: options.route, params: options.params ?? {}, search: options.search ?? '', title: options.title ?? options.route },
    reportFailure: (phase, error) => {
      throw error instanceof Error ? error : new Error(`${phase}: ${String(error)}`);
    },
    unsavedChanges,
  };
  const result = render(
    <RemoteProviders props={props}>
      <ToastHost />
      {ui}
    </RemoteProviders>,
  );
  return { ...result, navigations, signIns, requests, unsavedChanges, localeChanges };
}
