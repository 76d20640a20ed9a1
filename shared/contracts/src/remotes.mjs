// @ts-check
/*
 * The one list of the cabinet's remotes. Everything else reads it: the route ids and their owners
 * (routes.ts, the shell's route table), the public views' paths (standalone.tsx), the ports and the app
 * list of the build and serve tools (shared/build/ports.mjs, bin/platform.mjs), each remote's webpack
 * config (shared/build/webpack.mjs `remoteConfig`) and lint's boundaries (eslint.config.mjs).
 *
 * Plain JavaScript with a JSDoc const assertion: Node reads it before `pnpm install` has run (platform.mjs),
 * and TypeScript still sees every name and route id as a literal, so a remote's screens are checked
 * against the routes it owns (defineRemote).
 *
 * An entry: `name` is the folder and the registry name; `port` where it listens locally (`remote dev`
 * adds 1000); `routes` the route ids it owns (domain map), whose paths, guards and titles are the
 * shell's (shell/src/routing/routeTable.ts); `publicViews` the routes it serves without the shell too
 * (its standalone.js) with their paths: they are its routes as well, not repeated in `routes`. `npm run remote -- new mf-<name>` adds an entry here; a route
 * moves between remotes by moving its id between entries.
 */

/** The routes the shell draws itself; every other route is a remote's. */
export const SHELL_ROUTE_IDS = /** @type {const} */ (['notFound', 'widgetNotFound', 'ideas']);

export const REMOTES = /** @type {const} */ ([
  {
    name: 'mf-auth',
    port: 3001,
    routes: [
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
    ],
    publicViews: { qrCodeWidgetView: '/accounts/qr/:token', 'accounts.connect.ycompany': '/accounts/connect/ycompany' },
  },
  {
    name: 'mf-payments',
    port: 3002,
    routes: ['payments', 'payments.subscriptions', 'payments.subscriptions.cancel', 'partners.promocodes', 'partners.promocode'],
    publicViews: { publicPayments: '/publicPayments' },
  },
  {
    name: 'mf-flows',
    port: 3003,
    routes: [
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
    ],
    publicViews: { ignorePhone: '/il/:encUserGuid', shortLinkRedirect: '/to/:encodedId/' },
  },
  {
    name: 'mf-distributions',
    port: 3004,
    routes: ['distributions', 'distributions.create', 'distributions.edit', 'distributions.stats'],
  },
  {
    name: 'mf-widgets',
    port: 3005,
    routes: ['widgets', 'widgets.review', 'widgets.booking', 'widgets.confirm.settings', 'widgets.reviews.rating', 'widgets.reviewsAi', 'widgets.reviewsAi.widget'],
    publicViews: { visitNotify: '/vn/:token', ratingWidget: '/rv/:token', bookingWidget: '/bw/:widgetId', iikoBookingWidget: '/ibw/:widgetId' },
  },
  {
    name: 'mf-ai',
    port: 3006,
    routes: ['flowCopilotBots', 'flowCopilotBots.bot', 'flowCopilotBots.nightBotQuickStart'],
    publicViews: { aiChat: '/ai-chat/:botId' },
  },
  {
    name: 'mf-insights',
    port: 3007,
    routes: ['home', 'insights', 'insights.messageLogs', 'insights.conversion', 'insights.rfm', 'conversion', 'reviews'],
  },
  {
    name: 'mf-admin',
    port: 3008,
    routes: [
      'admin.users',
      'admin.users.user',
      'admin.pays',
      'admin.promocodes',
      'admin.promocodes.create',
      'admin.instances',
      'admin.users.diagnostics',
      'admin.news',
      'admin.status',
      'admin.outgoing',
      'admin.newClients',
      'admin.accidents',
    ],
  },
  {
    name: 'mf-quality',
    port: 3009,
    routes: ['chats', 'calls', 'checklist', 'reports.report'],
  },
]);

