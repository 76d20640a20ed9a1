import type { MessageDescriptor } from '@cabinet/i18n';
import type { Locale } from '@cabinet/i18n';
import { BRAND_COLORS } from '@cabinet/design/plain';
import type { HostFeatures, HostInfo, RemoteName, RouteId } from '@cabinet/contracts';

export type SidebarIcon =
  | 'quickStart'
  | 'home'
  | 'flows'
  | 'distributions'
  | 'payments'
  | 'insights'
  | 'widgets'
  | 'accounts'
  | 'ai'
  | 'chats'
  | 'calls'
  | 'checklist'
  | 'conversion'
  | 'reviews';

export interface SidebarItem {
  route: RouteId;
  label: MessageDescriptor;
  icon: SidebarIcon;
  /** Shown only below the mobile breakpoint (992 px): the quick start item. */
  mobileOnly?: boolean;
  /** Lit on every route its remote owns (the item stands for a whole domain: Flows for the blacklist too). */
  litOnRemote?: boolean;
}

/**
 * One brand of the cabinet. Hosts are data: adding a brand is adding an entry
 * here, and its feature set is the set of remotes it loads.
 */
export interface HostConfig extends Omit<HostInfo, 'googleSignIn'> {
  /** Production names and the local *.localhost names that serve this brand. */
  hostnames: readonly string[];
  /** Spec section 7: one API for the main brand family and localhost, another for the others. */
  api: 'main' | 'regional';
  /** A language this host fixes as its default, over the browser's (the dashboard: English). */
  defaultLocale?: Locale;
  remotes: readonly RemoteName[];
  sidebar: readonly SidebarItem[];
  /** The host's variants of spec section 2: a route sent elsewhere on this host. */
  redirects: Partial<Record<RouteId, RouteId>>;
  /** Titles this brand words its own way (the dashboard's home is its "Dashboard"). */
  routeTitles?: Partial<Record<RouteId, MessageDescriptor>>;
  /** Set on the mass-mailing brands: which of the section 2 variants this one is. */
  massMailing?: MassMailingSetting;
  /** A button under the sidebar menu (the dashboard's "add business"). */
  sidebarButton?: { route: RouteId; label: MessageDescriptor };
  /** Relative values resolve against the host's API origin (the local stand-in). */
  supportChatUrl: string | null;
  tutorialVideoUrl: string | null;
  links: {
    knowledgeBase: string;
    telegramSupport: string;
    whatsappSupport: string;
    channel: string;
    remoteDesktopWindows: string;
    remoteDesktopMac: string;
  };
}

const sidebar = {
  quickStart: { route: 'account.quickstart', icon: 'quickStart', mobileOnly: true, label: /*i18n*/ { id: 'shell.sidebar.quickStart', message: 'Quick start' } },
  home: { route: 'home', icon: 'home', label: /*i18n*/ { id: 'shell.sidebar.home', message: 'Home' } },
  dashboard: { route: 'home', icon: 'home', label: /*i18n*/ { id: 'shell.sidebar.dashboard', message: 'Dashboard' } },
  flows: { route: 'flows', icon: 'flows', litOnRemote: true, label: /*i18n*/ { id: 'shell.sidebar.flows', message: 'Flows' } },
  distributions: { route: 'distributions', icon: 'distributions', litOnRemote: true, label: /*i18n*/ { id: 'shell.sidebar.distributions', message: 'Mailings' } },
  payments: { route: 'payments', icon: 'payments', litOnRemote: true, label: /*i18n*/ { id: 'shell.sidebar.payments', message: 'Payment' } },
  insights: { route: 'insights', icon: 'insights', label: /*i18n*/ { id: 'shell.sidebar.insights', message: 'Analytics' } },
  widgets: { route: 'widgets', icon: 'widgets', litOnRemote: true, label: /*i18n*/ { id: 'shell.sidebar.widgets', message: 'Widgets' } },
  accounts: { route: 'accounts', icon: 'accounts', label: /*i18n*/ { id: 'shell.sidebar.accounts', message: 'Accounts' } },
  ai: { route: 'flowCopilotBots', icon: 'ai', litOnRemote: true, label: /*i18n*/ { id: 'shell.sidebar.ai', message: 'AI assistants' } },
  chats: { route: 'chats', icon: 'chats', label: /*i18n*/ { id: 'shell.sidebar.chats', message: 'Chats' } },
  calls: { route: 'calls', icon: 'calls', label: /*i18n*/ { id: 'shell.sidebar.calls', message: 'Calls' } },
  checklist: { route: 'checklist', icon: 'checklist', label: /*i18n*/ { id: 'shell.sidebar.checklist', message: 'Checklist' } },
  conversion: { route: 'conversion', icon: 'conversion', label: /*i18n*/ { id: 'shell.sidebar.conversion', message: 'Conversion' } },
  reviews: { route: 'reviews', icon: 'reviews', label: /*i18n*/ { id: 'shell.sidebar.reviews', message: 'Reviews' } },
} satisfies Record<string, SidebarItem>;

const ALL_FEATURES: HostFeatures = {
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
};

const NO_EXTRAS: HostFeatures = {
  footer: false,
  accountSettings: true,
  externalSidebarLinks: false,
  addFlowButton: false,
  quickStart: false,
  notificationBell: false,
  languageSelect: true,
  promoCodes: false,
  countryOnRegistration: false,
  news: false,
  floatingButtons: true,
  payNotifications: false,
  tutorialVideo: false,
};

/** Spec section 6: allowed tariffs of the main hosts. */
const MAIN_TARIFFS = [0, 1, 3, 9, 4, 5, 13, 14, 15, 16, 17, 19, 20];
const MAIN_REMOTES: readonly RemoteName[] = ['mf-auth', 'mf-flows', 'mf-distributions', 'mf-payments', 'mf-widgets', 'mf-ai', 'mf-insights', 'mf-admin'];
const MAIN_SIDEBAR = [sidebar.quickStart, sidebar.home, sidebar.flows, sidebar.distributions, sidebar.payments, sidebar.insights, sidebar.widgets, sidebar.accounts];

const LINKS: HostConfig['links'] = {
  knowledgeBase: 'https://help.salonnotify.example/',
  telegramSupport: 'https://t.me/salonnotify_support',
  whatsappSupport: 'https://wa.me/79001112233',
  channel: 'https://t.me/salonnotify_news',
  remoteDesktopWindows: 'https://download.salonnotify.example/remote-desktop/windows',
  remoteDesktopMac: 'https://download.salonnotify.example/remote-desktop/mac',
};

/** A brand's own support contacts: its floating button must not send its clients to another brand. */
const supportLinks = (telegram: string, whatsapp: string, channel: string): HostConfig['links'] => ({
  ...LINKS,
  telegramSupport: `https://t.me/${telegram}`,
  whatsappSupport: `https://wa.me/${whatsapp}`,
  channel: `https://t.me/${channel}`,
});

const TERMS_URL = 'https://salonnotify.example/terms';
const LOCAL_SUPPORT_CHAT = 'dev/support-chat.js';
const TUTORIAL_VIDEO = 'https://video.salonnotify.example/embed/getting-started';

/** The main cabinet; the mirror and the onboarding variant differ from it only where they say. */
const MAIN_FAMILY = {
  api: 'main',
  features: ALL_FEATURES,
  allowedTariffs: MAIN_TARIFFS,
  remotes: MAIN_REMOTES,
  sidebar: MAIN_SIDEBAR,
  redirects: {},
  supportChatUrl: LOCAL_SUPPORT_CHAT,
  tutorialVideoUrl: TUTORIAL_VIDEO,
  termsUrl: TERMS_URL,
  links: LINKS,
} satisfies Partial<HostConfig>;

/** What the other brands share unless they say otherwise. */
const BRAND_DEFAULTS = { api: 'main', redirects: {}, supportChatUrl: LOCAL_SUPPORT_CHAT, tutorialVideoUrl: null, termsUrl: TERMS_URL, links: LINKS } satisfies Partial<HostConfig>;

/** The mass-mailing variants of spec section 2, one setting apart. */
export interface MassMailingSetting {
  /** With the analytics home and AI assistants; without them, home and quick start open the mailings. */
  homeAndAi: boolean;
}

/** A mass-mailing brand: its remotes, sidebar and redirects follow from its one setting. */
function massMailing({ homeAndAi }: MassMailingSetting): Omit<HostConfig, 'id' | 'hostnames' | 'brandName' | 'productName'> {
  return {
    ...BRAND_DEFAULTS,
    theme: { primaryColor: BRAND_COLORS.teal },
    features: { ...NO_EXTRAS, footer: true, promoCodes: true, payNotifications: true },
    allowedTariffs: [13],
    remotes: homeAndAi ? ['mf-auth', 'mf-distributions', 'mf-payments', 'mf-insights', 'mf-ai'] : ['mf-auth', 'mf-distributions', 'mf-payments'],
    sidebar: homeAndAi
      ? [sidebar.home, sidebar.distributions, sidebar.ai, sidebar.payments, sidebar.accounts]
      : [sidebar.distributions, sidebar.payments, sidebar.accounts],
    redirects: homeAndAi ? { 'account.quickstart': 'distributions' } : { home: 'distributions', 'account.quickstart': 'distributions' },
    massMailing: { homeAndAi },
  };
}

export const HOSTS: readonly HostConfig[] = [
  {
    ...MAIN_FAMILY,
    id: 'main',
    hostnames: ['localhost', 'cabinet.localhost', '127.0.0.1', 'cabinet.salonnotify.example'],
    brandName: 'SalonNotify',
    productName: 'SalonNotify',
    theme: { primaryColor: BRAND_COLORS.blue },
  },
  {
    ...MAIN_FAMILY,
    id: 'mirror',
    links: supportLinks('notifyglobal_support', '551130001122', 'notifyglobal_news'),
    hostnames: ['mirror.localhost', 'cabinet.notifyglobal.example'],
    brandName: 'NotifyGlobal',
    productName: 'NotifyGlobal',
    theme: { primaryColor: BRAND_COLORS.indigo },
    api: 'regional',
    features: { ...ALL_FEATURES, countryOnRegistration: true, externalSidebarLinks: false },
  },
  {
    ...MAIN_FAMILY,
    id: 'onboarding',
    hostnames: ['onboarding.localhost', 'start.salonnotify.example'],
    brandName: 'SalonNotify',
    productName: 'SalonNotify Start',
    theme: { primaryColor: BRAND_COLORS.blue },
    redirects: { 'account.quickstart': 'account.onboarding' },
  },
  {
    ...massMailing({ homeAndAi: false }),
    id: 'mailing',
    links: supportLinks('masssend_support', '79001112244', 'masssend_news'),
    hostnames: ['mailing.localhost', 'mailing.salonnotify.example'],
    brandName: 'MassSend',
    productName: 'MassSend',
  },
  {
    // The mass-mailing brand sold with the analytics home and AI assistants (spec section 2: "home and
    // flowCopilotBots on some").
    ...massMailing({ homeAndAi: true }),
    id: 'mailingPlus',
    links: supportLinks('masssend_support', '79001112244', 'masssend_news'),
    hostnames: ['mailing-plus.localhost', 'plus.masssend.example'],
    brandName: 'MassSend',
    productName: 'MassSend Plus',
  },
  {
    ...BRAND_DEFAULTS,
    id: 'ai',
    links: supportLinks('salonnotify_ai_support', '79001112255', 'salonnotify_ai_news'),
    hostnames: ['ai.localhost', 'ai.salonnotify.example'],
    brandName: 'SalonNotify AI',
    productName: 'SalonNotify AI',
    theme: { primaryColor: BRAND_COLORS.purple },
    features: { ...NO_EXTRAS, countryOnRegistration: true, payNotifications: true },
    allowedTariffs: [20],
    remotes: ['mf-auth', 'mf-ai', 'mf-payments', 'mf-insights'],
    sidebar: [sidebar.home, sidebar.ai, sidebar.payments, sidebar.insights, sidebar.accounts],
  },
  {
    ...BRAND_DEFAULTS,
    id: 'dashboard',
    hostnames: ['dashboard.localhost', 'dashboard.reviewpulse.example'],
    brandName: 'ReviewPulse',
    productName: 'ReviewPulse AI Dashboard',
    theme: { primaryColor: BRAND_COLORS.indigo },
    api: 'regional',
    defaultLocale: 'en',
    features: { ...NO_EXTRAS, quickStart: true, countryOnRegistration: true, floatingButtons: false },
    allowedTariffs: [16, 17],
    remotes: ['mf-auth', 'mf-insights', 'mf-widgets'],
    sidebar: [sidebar.dashboard, sidebar.conversion, sidebar.reviews, sidebar.accounts],
    routeTitles: { home: /*i18n*/ { id: 'route.dashboard', message: 'Dashboard' } },
    sidebarButton: { route: 'account.dashboardQuickStart', label: /*i18n*/ { id: 'shell.sidebar.addBusiness', message: 'Add business' } },
    redirects: { 'account.quickstart': 'account.dashboardQuickStart' },
    supportChatUrl: null,
  },
  {
    ...BRAND_DEFAULTS,
    id: 'clinic',
    links: supportLinks('clinicnotify_support', '79001112266', 'clinicnotify_news'),
    hostnames: ['clinic.localhost', 'clinic.salonnotify.example'],
    brandName: 'ClinicNotify',
    productName: 'ClinicNotify',
    theme: { primaryColor: BRAND_COLORS.green },
    features: { ...NO_EXTRAS, footer: true, languageSelect: false, payNotifications: true },
    allowedTariffs: [25],
    remotes: ['mf-auth', 'mf-payments', 'mf-ai', 'mf-insights'],
    sidebar: [sidebar.home, sidebar.payments, sidebar.ai],
  },
  {
    ...BRAND_DEFAULTS,
    id: 'quality',
    links: supportLinks('callcheck_support', '79001112277', 'callcheck_news'),
    hostnames: ['quality.localhost', 'quality.salonnotify.example'],
    brandName: 'CallCheck',
    productName: 'CallCheck Quality Control',
    theme: { primaryColor: BRAND_COLORS.orange },
    features: NO_EXTRAS,
    allowedTariffs: [16],
    remotes: ['mf-auth', 'mf-quality', 'mf-insights'],
    // Spec section 2's quality-control variant has home, chats, calls, reports and accounts: mf-insights serves
    // its home and the message log (where a report's WhatsApp notice is read), not the analytics, conversion and
    // reviews of the salon cabinets, which lead home here.
    redirects: { insights: 'home', 'insights.conversion': 'home', 'insights.rfm': 'home', conversion: 'home', reviews: 'home' },
    // The spec's quality sidebar (home, chats, calls, accounts) plus issue 34's checklist, which both are scored on.
    sidebar: [sidebar.home, sidebar.chats, sidebar.calls, sidebar.checklist, sidebar.accounts],
  },
];

/** The brand a hostname serves; an unknown name gets the main cabinet. */
export function resolveHost(hostname: string, hosts: readonly HostConfig[] = HOSTS): HostConfig {
  const name = hostname.toLowerCase();
  const main = hosts[0];
  if (!main) throw new Error('No hosts configured');
  return hosts.find((host) => host.hostnames.includes(name)) ?? main;
}

/** Countries where the tutorial video is shown (spec section 2): default 0, Russia 1, Belarus 3, Kazakhstan 8. */
export const TUTORIAL_COUNTRIES: readonly number[] = [0, 1, 3, 8];

export function showsTutorial(host: HostConfig, countryId: number | undefined): boolean {
  return host.features.tutorialVideo && host.tutorialVideoUrl !== null && TUTORIAL_COUNTRIES.includes(countryId ?? 0);
}
