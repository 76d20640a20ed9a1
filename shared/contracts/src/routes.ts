/**
 * Every route of spec section 2 by a stable id. Remotes name routes only by
 * id; the shell's routing table owns the paths, so a remote links to another
 * remote's screen without knowing where it lives, and a route a host does not
 * have resolves to nothing. Ids mirror the paths: `account.resetPassword` is
 * /account/reset-password, and its screen lives in mf-auth/src/account/reset-password/.
 */
export const ROUTE_IDS = [
  // shell
  'notFound',
  'widgetNotFound',
  'ideas',
  // mf-insights
  'home',
  'insights',
  'insights.messageLogs',
  'insights.conversion',
  'insights.rfm',
  'conversion',
  'reviews',
  // mf-flows
  'flows',
  'flows.edit',
  'flows.editTextInFlows',
  'templates',
  'templates.yclients',
  'templates.altegio',
  'templates.iikocrm',
  'templates.apicrm',
  'templates.add',
  'templates.edit',
  'chatbots.booking',
  'phones.ignore',
  'phones.subscribers',
  'shortLink',
  'ignorePhone',
  'shortLinkRedirect',
  // mf-distributions
  'distributions',
  'distributions.create',
  'distributions.edit',
  'distributions.stats',
  // mf-payments
  'payments',
  'payments.subscriptions',
  'payments.subscriptions.cancel',
  'partners.promocodes',
  'partners.promocode',
  'publicPayments',
  // mf-widgets
  'widgets',
  'widgets.review',
  'widgets.confirm.settings',
  'widgets.reviews.rating',
  'widgets.reviewsAi',
  'widgets.reviewsAi.widget',
  // mf-ai
  'flowCopilotBots',
  'flowCopilotBots.bot',
  'flowCopilotBots.nightBotQuickStart',
  'aiChat',
  // mf-auth
  'account.login',
  'account.register',
  'account.forgotPassword',
  'account.resetPassword',
  'account.confirmEmail',
  'account.googleCallback',
  'demo',
  'account.register.yclients',
  'account.register.altegio',
  'account.update',
  'account.profile',
  'account.quickstart',
  'account.quickstartYclients',
  'account.quickstartAltegio',
  'account.medflexOnboarding',
  'account.onboarding',
  'account.dashboardQuickStart',
  'accounts',
  'accounts.telegram',
  'accounts.amo',
  'accounts.yclients',
  'accounts.whatsApp',
  'accounts.dialog360',
  'accounts.dialog360.templates',
  'accounts.iiko',
  'accounts.sigma',
  'accounts.twilio',
  'accounts.chatwoot',
  'accounts.altegio',
  'accounts.medflexLpus',
  'accounts.amo.connect',
  'accounts.connect.ycompany',
  // mf-quality
  'chats',
  'calls',
  'reports.report',
  // mf-admin
  'admin.users',
  'admin.pays',
  'admin.promocodes',
  'admin.promocodes.create',
  'admin.instances',
  'admin.users.diagnostics',
  'admin.news',
  'admin.status',
  'admin.outgoing',
  'admin.newClients',
] as const;

export type RouteId = (typeof ROUTE_IDS)[number];
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The route a remote is asked to render. */
export interface RouteMatch {
  id: RouteId;
  params: RouteParams;
  /** The query string, with its leading "?" (or empty). */
  search: string;
  /** The route's title in the page's language, as the shell shows it in the browser tab. */
  title: string;
}

/** The remotes of the domain map; a host's feature set is the set of remotes it loads. */
export const REMOTE_NAMES = [
  'mf-auth',
  'mf-payments',
  'mf-flows',
  'mf-distributions',
  'mf-widgets',
  'mf-ai',
  'mf-insights',
  'mf-admin',
  'mf-quality',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
