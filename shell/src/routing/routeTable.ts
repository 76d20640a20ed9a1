import type { MessageDescriptor } from '@cabinet/i18n';
import { PUBLIC_VIEW_PATHS, ROUTE_IDS, type RemoteName, type RouteId } from '@cabinet/contracts';

/** Shared: sidebar, header, optional footer. Single: a bare page (spec section 2, Layouts). */
export type Layout = 'shared' | 'single';
/**
 * public: anyone; guest: only signed-out visitors (signed-in users go home);
 * signedIn: others go to login; admin / superAdmin: by the token's role claim.
 */
export type Guard = 'public' | 'guest' | 'signedIn' | 'admin' | 'superAdmin';
export type Owner = 'shell' | RemoteName;

export interface RouteDefinition {
  path: string;
  owner: Owner;
  layout: Layout;
  guard: Guard;
  title: MessageDescriptor;
}

const route = (path: string, owner: Owner, guard: Guard, layout: Layout, title: MessageDescriptor): RouteDefinition => ({
  path,
  owner,
  guard,
  layout,
  title,
});

/**
 * The routing table: every route of spec section 2, its owner (domain map),
 * guard, layout and title. Paths match case-insensitively, so
 * /Account/ConfirmEmail and /account/confirmemail are the same route.
 */
export const ROUTES: Record<RouteId, RouteDefinition> = {
  // shell
  notFound: route('/404', 'shell', 'public', 'single', /*i18n*/ { id: 'route.notFound', message: 'Page not found' }),
  widgetNotFound: route('/widget/404', 'shell', 'public', 'single', /*i18n*/ { id: 'route.widgetNotFound', message: 'Widget not found' }),
  ideas: route('/ideas', 'shell', 'signedIn', 'shared', /*i18n*/ { id: 'route.ideas', message: 'Ideas' }),

  // mf-insights
  home: route('/', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.home', message: 'Home' }),
  insights: route('/insights', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights', message: 'Analytics' }),
  'insights.messageLogs': route('/insights/message-logs/', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.messageLogs', message: 'Message log' }),
  'insights.conversion': route('/insights/conversion', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.conversion', message: 'Conversion' }),
  'insights.rfm': route('/insights/rfm/:dashboardId', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.rfm', message: 'RFM analysis' }),
  conversion: route('/conversion', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.conversion', message: 'Conversion' }),
  reviews: route('/reviews', 'mf-insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.reviews', message: 'Reviews' }),

  // mf-flows
  flows: route('/flows', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows', message: 'Flows' }),
  'flows.edit': route('/flows/edit/:workflowId/:tab?', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows.edit', message: 'Flow editor' }),
  'flows.editTextInFlows': route('/flows/EditTextInFlows', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows.editTextInFlows', message: 'Edit texts of flows' }),
  templates: route('/templates', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates', message: 'Templates' }),
  'templates.yclients': route('/templates/yclients', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.yclients', message: 'YCLIENTS templates' }),
  'templates.altegio': route('/templates/altegio', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.altegio', message: 'Altegio templates' }),
  'templates.iikocrm': route('/templates/iikocrm', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.iikocrm', message: 'iiko templates' }),
  'templates.apicrm': route('/templates/apicrm', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.apicrm', message: 'API templates' }),
  'templates.add': route('/templates/:integration/add/:templateType', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.add', message: 'New flow from a template' }),
  'templates.edit': route('/templates/:integration/edit/:workflowId', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.edit', message: 'Edit template flow' }),
  'chatbots.booking': route('/chatbots/booking', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.chatbots.booking', message: 'Confirmation chatbots' }),
  'phones.ignore': route('/phones/ignore', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.phones.ignore', message: 'Blacklist' }),
  'phones.subscribers': route('/phones/subscribers', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.phones.subscribers', message: 'Subscribers' }),
  shortLink: route('/short-link', 'mf-flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.shortLink', message: 'Short links' }),
  ignorePhone: route(PUBLIC_VIEW_PATHS.ignorePhone, 'mf-flows', 'public', 'single', /*i18n*/ { id: 'route.ignorePhone', message: 'Message preferences' }),
  shortLinkRedirect: route(PUBLIC_VIEW_PATHS.shortLinkRedirect, 'mf-flows', 'public', 'single', /*i18n*/ { id: 'route.shortLinkRedirect', message: 'Redirecting' }),

  // mf-distributions
  distributions: route('/distributions', 'mf-distributions', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions', message: 'Mass mailings' }),
  'distributions.create': route('/distributions/create', 'mf-distributions', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.create', message: 'New mailing' }),
  'distributions.edit': route('/distributions/:distributionId/edit', 'mf-distributions', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.edit', message: 'Edit mailing' }),
  'distributions.stats': route('/distributions/:distributionId/stats', 'mf-distributions', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.stats', message: 'Mailing statistics' }),

  // mf-payments
  payments: route('/payments', 'mf-payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments', message: 'Payment' }),
  'payments.subscriptions': route('/payments/subscriptions', 'mf-payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments.subscriptions', message: 'Subscriptions' }),
  'payments.subscriptions.cancel': route('/payments/subscriptions/cancel/:subscriptionId', 'mf-payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments.subscriptions.cancel', message: 'Cancel subscription' }),
  'partners.promocodes': route('/partners/promocodes', 'mf-payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.partners.promocodes', message: 'Partner programme' }),
  'partners.promocode': route('/partners/promocode', 'mf-payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.partners.promocode', message: 'Promo code' }),
  publicPayments: route('/publicPayments', 'mf-payments', 'public', 'single', /*i18n*/ { id: 'route.publicPayments', message: 'Payment' }),

  // mf-widgets
  widgets: route('/widgets/', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets', message: 'Widgets' }),
  'widgets.review': route('/widgets/review', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.review', message: 'Review widget' }),
  'widgets.confirm.settings': route('/widgets/confirm/settings', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.confirm.settings', message: 'Visit confirmation widget' }),
  'widgets.reviews.rating': route('/widgets/reviews/rating/:id', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviews.rating', message: 'Review ratings' }),
  'widgets.reviewsAi': route('/widgets/reviews-ai', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviewsAi', message: 'AI review replies' }),
  'widgets.reviewsAi.widget': route('/widgets/reviews-ai/:widgetId', 'mf-widgets', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviewsAi.widget', message: 'AI review widget' }),

  // mf-ai
  flowCopilotBots: route('/flowCopilotBots', 'mf-ai', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots', message: 'AI assistants' }),
  'flowCopilotBots.bot': route('/flowCopilotBots/:copilotBotId', 'mf-ai', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots.bot', message: 'AI assistant' }),
  'flowCopilotBots.nightBotQuickStart': route('/flowCopilotBots/nightBotQuickStart', 'mf-ai', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots.nightBotQuickStart', message: 'Night bot quick start' }),
  aiChat: route('/ai-chat/:botId', 'mf-ai', 'public', 'single', /*i18n*/ { id: 'route.aiChat', message: 'AI assistant chat' }),

  // mf-auth
  'account.login': route('/account/login', 'mf-auth', 'guest', 'single', /*i18n*/ { id: 'route.account.login', message: 'Sign in' }),
  'account.register': route('/account/register', 'mf-auth', 'guest', 'single', /*i18n*/ { id: 'route.account.register', message: 'Registration' }),
  'account.forgotPassword': route('/account/forgot-password', 'mf-auth', 'guest', 'single', /*i18n*/ { id: 'route.account.forgotPassword', message: 'Forgot password' }),
  'account.resetPassword': route('/account/reset-password', 'mf-auth', 'guest', 'single', /*i18n*/ { id: 'route.account.resetPassword', message: 'Reset password' }),
  'account.confirmEmail': route('/Account/ConfirmEmail', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.account.confirmEmail', message: 'Email confirmation' }),
  'account.googleCallback': route('/account/google/callback', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.account.googleCallback', message: 'Signing in with Google' }),
  demo: route('/demo', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.demo', message: 'Demo' }),
  'account.register.yclients': route('/account/register/yclients/:applicationId', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.account.register.yclients', message: 'Registration from YCLIENTS' }),
  'account.register.altegio': route('/account/register/altegio/:applicationId', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.account.register.altegio', message: 'Registration from Altegio' }),
  'account.update': route('/account/update', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.update', message: 'Settings' }),
  'account.profile': route('/account/profile', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.profile', message: 'Profile' }),
  'account.quickstart': route('/account/quickstart', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstart', message: 'Quick start' }),
  'account.quickstartYclients': route('/account/quickstartYclients', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstartYclients', message: 'Quick start for YCLIENTS' }),
  'account.quickstartAltegio': route('/account/quickstartAltegio', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstartAltegio', message: 'Quick start for Altegio' }),
  'account.medflexOnboarding': route('/account/medflex-onboarding', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.medflexOnboarding', message: 'Medflex onboarding' }),
  'account.onboarding': route('/account/onboarding', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.onboarding', message: 'Onboarding' }),
  'account.dashboardQuickStart': route('/account/dashboardQuickStart', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.dashboardQuickStart', message: 'Add a business' }),
  accounts: route('/accounts', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts', message: 'Accounts' }),
  'accounts.telegram': route('/accounts/telegram', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.telegram', message: 'Telegram accounts' }),
  'accounts.amo': route('/accounts/amo', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.amo', message: 'amoCRM accounts' }),
  'accounts.yclients': route('/accounts/yclients', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.yclients', message: 'YCLIENTS accounts' }),
  'accounts.whatsApp': route('/accounts/whats-app', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.whatsApp', message: 'WhatsApp accounts' }),
  'accounts.dialog360': route('/accounts/dialog360', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.dialog360', message: 'WABA accounts' }),
  'accounts.dialog360.templates': route('/accounts/dialog360/templates/:accountId', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.dialog360.templates', message: 'WABA templates' }),
  'accounts.iiko': route('/accounts/iiko', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.iiko', message: 'iiko accounts' }),
  'accounts.sigma': route('/accounts/sigma', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.sigma', message: 'Sigma SMS accounts' }),
  'accounts.twilio': route('/accounts/twilio', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.twilio', message: 'Twilio accounts' }),
  'accounts.chatwoot': route('/accounts/chatwoot', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.chatwoot', message: 'Chatwoot accounts' }),
  'accounts.altegio': route('/accounts/altegio', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.altegio', message: 'Altegio accounts' }),
  'accounts.medflexLpus': route('/accounts/medflexLpus', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.medflexLpus', message: 'Medflex clinics' }),
  'accounts.amo.connect': route('/accounts/amo/connect', 'mf-auth', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.amo.connect', message: 'Connect amoCRM' }),
  'accounts.connect.ycompany': route('/accounts/connect/ycompany', 'mf-auth', 'public', 'single', /*i18n*/ { id: 'route.accounts.connect.ycompany', message: 'Connect a YCLIENTS company' }),

  // mf-quality
  chats: route('/chats', 'mf-quality', 'signedIn', 'shared', /*i18n*/ { id: 'route.chats', message: 'Chats' }),
  calls: route('/calls', 'mf-quality', 'signedIn', 'shared', /*i18n*/ { id: 'route.calls', message: 'Calls' }),
  'reports.report': route('/reports/:reportId', 'mf-quality', 'signedIn', 'shared', /*i18n*/ { id: 'route.reports.report', message: 'Quality report' }),

  // mf-admin
  'admin.users': route('/admin/users', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.users', message: 'Users' }),
  'admin.pays': route('/admin/pays', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.pays', message: 'Payments' }),
  'admin.promocodes': route('/admin/promocodes', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.promocodes', message: 'Promo codes' }),
  'admin.promocodes.create': route('/admin/promocodes/create', 'mf-admin', 'superAdmin', 'shared', /*i18n*/ { id: 'route.admin.promocodes.create', message: 'New promo code' }),
  'admin.instances': route('/admin/instances', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.instances', message: 'Instances' }),
  'admin.users.diagnostics': route('/admin/users/:userId/diagnostics', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.users.diagnostics', message: 'User diagnostics' }),
  'admin.news': route('/admin/news', 'mf-admin', 'superAdmin', 'shared', /*i18n*/ { id: 'route.admin.news', message: 'News' }),
  'admin.status': route('/admin/status/:companyId', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.status', message: 'Company status' }),
  'admin.outgoing': route('/admin/outgoing', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.outgoing', message: 'Outgoing messages' }),
  'admin.newClients': route('/admin/newClients', 'mf-admin', 'admin', 'shared', /*i18n*/ { id: 'route.admin.newClients', message: 'New clients' }),
};

export const ROUTE_ENTRIES: ReadonlyArray<readonly [RouteId, RouteDefinition]> = ROUTE_IDS.map((id) => [id, ROUTES[id]] as const);
