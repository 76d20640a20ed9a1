import type { MessageDescriptor } from '@cabinet/i18n';
import { PUBLIC_VIEW_PATHS, ROUTE_IDS, ownerOf, type RouteId, type RouteOwner } from '@cabinet/contracts';

/** Shared: sidebar, header, optional footer. Single: a bare page (spec section 2, Layouts). */
export type Layout = 'shared' | 'single';
/**
 * public: anyone; guest: only signed-out visitors (signed-in users go home);
 * signedIn: others go to login; admin / superAdmin: by the token's role claim.
 */
export type Guard = 'public' | 'guest' | 'signedIn' | 'admin' | 'superAdmin';
export type Owner = RouteOwner;

/** What the shell says of a route: where it lives, who may see it, how it is laid out and titled. */
export interface RouteSpec {
  path: string;
  layout: Layout;
  guard: Guard;
  title: MessageDescriptor;
}

/** A route as the shell uses it: its spec and its owner, which the list of remotes names. */
export interface RouteDefinition extends RouteSpec {
  owner: Owner;
}

const route = (path: string, guard: Guard, layout: Layout, title: MessageDescriptor): RouteSpec => ({ path, guard, layout, title });

/**
 * The routing table: every route of spec section 2, its path, guard, layout and title. Paths match
 * case-insensitively, so /Account/ConfirmEmail and /account/confirmemail are the same route. A route's
 * owner is not written here: it is the remote whose entry in the list of remotes
 * (shared/contracts/src/remotes.mjs) names it, and the public views' paths are that entry's too. The
 * table is typed by the route ids, so a route a remote gains in the list has no owner until it has a path here.
 */
const TABLE: Record<RouteId, RouteSpec> = {
  // shell
  notFound: route('/404', 'public', 'single', /*i18n*/ { id: 'route.notFound', message: 'Page not found' }),
  widgetNotFound: route('/widget/404', 'public', 'single', /*i18n*/ { id: 'route.widgetNotFound', message: 'Widget not found' }),
  ideas: route('/ideas', 'signedIn', 'shared', /*i18n*/ { id: 'route.ideas', message: 'Ideas' }),

  // mf-insights
  home: route('/', 'signedIn', 'shared', /*i18n*/ { id: 'route.home', message: 'Home' }),
  insights: route('/insights', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights', message: 'Analytics' }),
  'insights.messageLogs': route('/insights/message-logs/', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.messageLogs', message: 'Message log' }),
  'insights.conversion': route('/insights/conversion', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.conversion', message: 'Conversion' }),
  'insights.rfm': route('/insights/rfm/:dashboardId', 'signedIn', 'shared', /*i18n*/ { id: 'route.insights.rfm', message: 'RFM analysis' }),
  conversion: route('/conversion', 'signedIn', 'shared', /*i18n*/ { id: 'route.conversion', message: 'Conversion' }),
  reviews: route('/reviews', 'signedIn', 'shared', /*i18n*/ { id: 'route.reviews', message: 'Reviews' }),

  // mf-flows
  flows: route('/flows', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows', message: 'Flows' }),
  'flows.edit': route('/flows/edit/:workflowId/:tab?', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows.edit', message: 'Flow editor' }),
  'flows.editTextInFlows': route('/flows/EditTextInFlows', 'signedIn', 'shared', /*i18n*/ { id: 'route.flows.editTextInFlows', message: 'Edit texts of flows' }),
  templates: route('/templates', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates', message: 'Templates' }),
  'templates.yclients': route('/templates/yclients', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.yclients', message: 'YCLIENTS templates' }),
  'templates.altegio': route('/templates/altegio', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.altegio', message: 'Altegio templates' }),
  'templates.iikocrm': route('/templates/iikocrm', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.iikocrm', message: 'iiko templates' }),
  'templates.apicrm': route('/templates/apicrm', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.apicrm', message: 'API templates' }),
  'templates.add': route('/templates/:integration/add/:templateType', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.add', message: 'New flow from a template' }),
  'templates.edit': route('/templates/:integration/edit/:workflowId', 'signedIn', 'shared', /*i18n*/ { id: 'route.templates.edit', message: 'Edit template flow' }),
  'chatbots.booking': route('/chatbots/booking', 'signedIn', 'shared', /*i18n*/ { id: 'route.chatbots.booking', message: 'Confirmation chatbots' }),
  'phones.ignore': route('/phones/ignore', 'signedIn', 'shared', /*i18n*/ { id: 'route.phones.ignore', message: 'Blacklist' }),
  'phones.subscribers': route('/phones/subscribers', 'signedIn', 'shared', /*i18n*/ { id: 'route.phones.subscribers', message: 'Subscribers' }),
  shortLink: route('/short-link', 'signedIn', 'shared', /*i18n*/ { id: 'route.shortLink', message: 'Short links' }),
  ignorePhone: route(PUBLIC_VIEW_PATHS.ignorePhone, 'public', 'single', /*i18n*/ { id: 'route.ignorePhone', message: 'Message preferences' }),
  shortLinkRedirect: route(PUBLIC_VIEW_PATHS.shortLinkRedirect, 'public', 'single', /*i18n*/ { id: 'route.shortLinkRedirect', message: 'Redirecting' }),
  visitNotify: route(PUBLIC_VIEW_PATHS.visitNotify, 'public', 'single', /*i18n*/ { id: 'route.visitNotify', message: 'Your visit' }),
  ratingWidget: route(PUBLIC_VIEW_PATHS.ratingWidget, 'public', 'single', /*i18n*/ { id: 'route.ratingWidget', message: 'Rate your visit' }),
  bookingWidget: route(PUBLIC_VIEW_PATHS.bookingWidget, 'public', 'single', /*i18n*/ { id: 'route.bookingWidget', message: 'Book a visit' }),
  iikoBookingWidget: route(PUBLIC_VIEW_PATHS.iikoBookingWidget, 'public', 'single', /*i18n*/ { id: 'route.iikoBookingWidget', message: 'Reserve a table' }),

  // mf-distributions
  distributions: route('/distributions', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions', message: 'Mass mailings' }),
  'distributions.create': route('/distributions/create/:step?', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.create', message: 'New mailing' }),
  'distributions.edit': route('/distributions/:distributionId/edit/:step?', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.edit', message: 'Edit mailing' }),
  'distributions.stats': route('/distributions/:distributionId/stats', 'signedIn', 'shared', /*i18n*/ { id: 'route.distributions.stats', message: 'Mailing statistics' }),

  // mf-payments
  payments: route('/payments', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments', message: 'Payment' }),
  'payments.subscriptions': route('/payments/subscriptions', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments.subscriptions', message: 'Subscriptions' }),
  'payments.subscriptions.cancel': route('/payments/subscriptions/cancel/:subscriptionId', 'signedIn', 'shared', /*i18n*/ { id: 'route.payments.subscriptions.cancel', message: 'Cancel subscription' }),
  'partners.promocodes': route('/partners/promocodes', 'signedIn', 'shared', /*i18n*/ { id: 'route.partners.promocodes', message: 'Partner programme' }),
  'partners.promocode': route('/partners/promocode', 'signedIn', 'shared', /*i18n*/ { id: 'route.partners.promocode', message: 'Promo code' }),
  publicPayments: route(PUBLIC_VIEW_PATHS.publicPayments, 'public', 'single', /*i18n*/ { id: 'route.publicPayments', message: 'Payment' }),

  // mf-widgets
  widgets: route('/widgets/', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets', message: 'Widgets' }),
  'widgets.review': route('/widgets/review', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.review', message: 'Review widget' }),
  'widgets.booking': route('/widgets/booking', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.booking', message: 'Booking widget' }),
  'widgets.confirm.settings': route('/widgets/confirm/settings', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.confirm.settings', message: 'Visit confirmation widget' }),
  'widgets.reviews.rating': route('/widgets/reviews/rating/:id', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviews.rating', message: 'Review ratings' }),
  'widgets.reviewsAi': route('/widgets/reviews-ai', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviewsAi', message: 'AI review replies' }),
  'widgets.reviewsAi.widget': route('/widgets/reviews-ai/:widgetId', 'signedIn', 'shared', /*i18n*/ { id: 'route.widgets.reviewsAi.widget', message: 'AI review widget' }),

  // mf-ai
  flowCopilotBots: route('/flowCopilotBots', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots', message: 'AI assistants' }),
  'flowCopilotBots.bot': route('/flowCopilotBots/:copilotBotId', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots.bot', message: 'AI assistant' }),
  'flowCopilotBots.nightBotQuickStart': route('/flowCopilotBots/nightBotQuickStart', 'signedIn', 'shared', /*i18n*/ { id: 'route.flowCopilotBots.nightBotQuickStart', message: 'Night assistant quick start' }),
  aiChat: route(PUBLIC_VIEW_PATHS.aiChat, 'public', 'single', /*i18n*/ { id: 'route.aiChat', message: 'AI assistant chat' }),

  // mf-auth
  'account.login': route('/account/login', 'guest', 'single', /*i18n*/ { id: 'route.account.login', message: 'Sign in' }),
  'account.register': route('/account/register', 'guest', 'single', /*i18n*/ { id: 'route.account.register', message: 'Registration' }),
  'account.forgotPassword': route('/account/forgot-password', 'guest', 'single', /*i18n*/ { id: 'route.account.forgotPassword', message: 'Forgot password' }),
  'account.resetPassword': route('/account/reset-password', 'guest', 'single', /*i18n*/ { id: 'route.account.resetPassword', message: 'Reset password' }),
  'account.confirmEmail': route('/Account/ConfirmEmail', 'public', 'single', /*i18n*/ { id: 'route.account.confirmEmail', message: 'Email confirmation' }),
  'account.googleCallback': route('/account/google/callback', 'public', 'single', /*i18n*/ { id: 'route.account.googleCallback', message: 'Signing in with Google' }),
  demo: route('/demo', 'public', 'single', /*i18n*/ { id: 'route.demo', message: 'Demo' }),
  'account.register.yclients': route('/account/register/yclients/:applicationId', 'public', 'single', /*i18n*/ { id: 'route.account.register.yclients', message: 'Registration from YCLIENTS' }),
  'account.register.altegio': route('/account/register/altegio/:applicationId', 'public', 'single', /*i18n*/ { id: 'route.account.register.altegio', message: 'Registration from Altegio' }),
  'account.update': route('/account/update', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.update', message: 'Settings' }),
  'account.profile': route('/account/profile', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.profile', message: 'Profile' }),
  'account.quickstart': route('/account/quickstart', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstart', message: 'Quick start' }),
  'account.quickstartYclients': route('/account/quickstartYclients', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstartYclients', message: 'Quick start for YCLIENTS' }),
  'account.quickstartAltegio': route('/account/quickstartAltegio', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.quickstartAltegio', message: 'Quick start for Altegio' }),
  'account.medflexOnboarding': route('/account/medflex-onboarding', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.medflexOnboarding', message: 'Medflex onboarding' }),
  'account.onboarding': route('/account/onboarding', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.onboarding', message: 'Onboarding' }),
  'account.dashboardQuickStart': route('/account/dashboardQuickStart', 'signedIn', 'shared', /*i18n*/ { id: 'route.account.dashboardQuickStart', message: 'Add a business' }),
  accounts: route('/accounts', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts', message: 'Accounts' }),
  'accounts.telegram': route('/accounts/telegram', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.telegram', message: 'Telegram accounts' }),
  'accounts.amo': route('/accounts/amo', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.amo', message: 'amoCRM accounts' }),
  'accounts.yclients': route('/accounts/yclients', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.yclients', message: 'YCLIENTS accounts' }),
  'accounts.whatsApp': route('/accounts/whats-app', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.whatsApp', message: 'WhatsApp accounts' }),
  'accounts.dialog360': route('/accounts/dialog360', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.dialog360', message: 'WABA accounts' }),
  'accounts.dialog360.templates': route('/accounts/dialog360/templates/:accountId', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.dialog360.templates', message: 'WABA templates' }),
  'accounts.iiko': route('/accounts/iiko', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.iiko', message: 'iiko accounts' }),
  'accounts.sigma': route('/accounts/sigma', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.sigma', message: 'Sigma SMS accounts' }),
  'accounts.twilio': route('/accounts/twilio', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.twilio', message: 'Twilio accounts' }),
  'accounts.chatwoot': route('/accounts/chatwoot', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.chatwoot', message: 'Chatwoot accounts' }),
  'accounts.altegio': route('/accounts/altegio', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.altegio', message: 'Altegio accounts' }),
  'accounts.medflexLpus': route('/accounts/medflexLpus', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.medflexLpus', message: 'Medflex clinics' }),
  'accounts.amo.connect': route('/accounts/amo/connect', 'signedIn', 'shared', /*i18n*/ { id: 'route.accounts.amo.connect', message: 'Connect amoCRM' }),
  qrCodeWidgetView: route(PUBLIC_VIEW_PATHS.qrCodeWidgetView, 'public', 'single', /*i18n*/ { id: 'route.qrCodeWidgetView', message: 'QR code' }),
  'accounts.connect.ycompany': route(PUBLIC_VIEW_PATHS['accounts.connect.ycompany'], 'public', 'single', /*i18n*/ { id: 'route.accounts.connect.ycompany', message: 'Connect a YCLIENTS company' }),

  // mf-quality
  chats: route('/chats', 'signedIn', 'shared', /*i18n*/ { id: 'route.chats', message: 'Chats' }),
  calls: route('/calls', 'signedIn', 'shared', /*i18n*/ { id: 'route.calls', message: 'Calls' }),
  checklist: route('/checklist', 'signedIn', 'shared', /*i18n*/ { id: 'route.checklist', message: 'Quality checklist' }),
  'reports.report': route('/reports/:reportId', 'signedIn', 'shared', /*i18n*/ { id: 'route.reports.report', message: 'Quality report' }),

  // mf-admin
  'admin.users': route('/admin/users', 'admin', 'shared', /*i18n*/ { id: 'route.admin.users', message: 'Users' }),
  'admin.users.user': route('/admin/users/:userId', 'admin', 'shared', /*i18n*/ { id: 'route.admin.users.user', message: 'User' }),
  'admin.pays': route('/admin/pays', 'admin', 'shared', /*i18n*/ { id: 'route.admin.pays', message: 'Payments' }),
  'admin.promocodes': route('/admin/promocodes', 'admin', 'shared', /*i18n*/ { id: 'route.admin.promocodes', message: 'Promo codes' }),
  'admin.promocodes.create': route('/admin/promocodes/create', 'superAdmin', 'shared', /*i18n*/ { id: 'route.admin.promocodes.create', message: 'New promo code' }),
  'admin.instances': route('/admin/instances', 'admin', 'shared', /*i18n*/ { id: 'route.admin.instances', message: 'Instances' }),
  'admin.users.diagnostics': route('/admin/users/:userId/diagnostics', 'admin', 'shared', /*i18n*/ { id: 'route.admin.users.diagnostics', message: 'User diagnostics' }),
  'admin.news': route('/admin/news', 'superAdmin', 'shared', /*i18n*/ { id: 'route.admin.news', message: 'News' }),
  'admin.status': route('/admin/status/:companyId', 'admin', 'shared', /*i18n*/ { id: 'route.admin.status', message: 'Company status' }),
  'admin.outgoing': route('/admin/outgoing', 'admin', 'shared', /*i18n*/ { id: 'route.admin.outgoing', message: 'Outgoing messages' }),
  'admin.newClients': route('/admin/newClients', 'admin', 'shared', /*i18n*/ { id: 'route.admin.newClients', message: 'New clients' }),
  'admin.accidents': route('/admin/accidents', 'admin', 'shared', /*i18n*/ { id: 'route.admin.accidents', message: 'Accidents' }),
};

function withOwners(table: Record<RouteId, RouteSpec>): Record<RouteId, RouteDefinition> {
  const routes: Partial<Record<RouteId, RouteDefinition>> = {};
  for (const id of ROUTE_IDS) routes[id] = { ...table[id], owner: ownerOf(id) };
  // Every id was just given its route: the check lets the compiler see it without a cast.
  if (!isComplete(routes)) throw new Error('unreachable: a route id without its route');
  return routes;
}

function isComplete(routes: Partial<Record<RouteId, RouteDefinition>>): routes is Record<RouteId, RouteDefinition> {
  return ROUTE_IDS.every((id) => routes[id] !== undefined);
}

export const ROUTES: Readonly<Record<RouteId, RouteDefinition>> = withOwners(TABLE);

export const ROUTE_ENTRIES: ReadonlyArray<readonly [RouteId, RouteDefinition]> = ROUTE_IDS.map((id) => [id, ROUTES[id]] as const);
