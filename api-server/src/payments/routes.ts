import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { fillPath, PATHS } from '@cabinet/api/contract';
import {
  allowedServicesSchema,
  checkoutPaymentSchema,
  PAYMENT_PROVIDERS,
  paymentConfigSchema,
  paymentInfoSchema,
  paymentLinkSchema,
  acceptOfferRequestSchema,
  bankInvoiceRequestSchema,
  bankInvoiceSchema,
  kzInvoiceRequestSchema,
  payerInfoRequestSchema,
  payerSchema,
  cancelReasonRequestSchema,
  cancelSubscriptionRequestSchema,
  createPartnerPromocodeRequestSchema,
  offerResultSchema,
  partnerProgrammeSchema,
  partnerPromocodeSchema,
  payInfosSchema,
  paymentOrderSchema,
  PROVIDER_CURRENCY,
  publicPayResultSchema,
  publicPaymentSchema,
  subscriptionListSchema,
  subscriptionSchema,
  redirectPaymentSchema,
  SELLABLE_TARIFFS,
  TARIFFS,
  TRIAL_OFFER,
  widgetPaymentSchema,
  type AllowedServices,
  type PaymentConfig,
  type PaymentInfo,
  type PaymentProvider,
} from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError, forbidden } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { rawBodyOf } from '../platform/http/rawJsonBody';
import { route, type Route } from '../platform/http/route';
import { loadPaymentsConfig } from './config';
import { accountPaidUpTo, listTargets, loadPayer, quote, tariffPriceOf, type Payer } from './data';
import { findOrder, insertOrder, orderView, setProviderPaymentId, settleFailed, settleSucceeded } from './orders';
import { ProviderFailed, WebhookRefused, type PaymentAdapter, type Started } from './providers/PaymentAdapter';
import { createAdapters } from './providers/adapters';
import { createPartnerCode, partnerProgramme, payInfos } from './history';
import { acceptOffer, cancelSubscription, listSubscriptions, saveCancelReason } from './subscriptions';
import { createInvoice, developmentPayerDirectory, invoiceIdOf, invoicePdf, invoiceToken } from './invoices';

const userParams = z.object({ userId: z.string() });

/** The trial's card check: YooKassa saves a card only with a payment, so the widget takes one rouble. */
const TRIAL_CARD_CHECK_KOPECKS = TRIAL_OFFER.cardCheck;
const QUICK_START_TRIAL_DAYS = TRIAL_OFFER.trialDays;
const QUICK_START_OFFER_PRICE_RUB = TRIAL_OFFER.price;
const orderParams = z.object({ orderId: z.string() });
const subscriptionParams = z.object({ userId: z.string(), id: z.string() });
const tokenParams = z.object({ token: z.string() });

/** The payer's address as a link shows it to whoever holds it: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

const PROMO_ERRORS = 'PROMO_*: the promo code is refused (spec section 8), the code says which rule';
const NOT_YOURS = { 403: 'FORBIDDEN: another user (admins may act for any user)' };

/** A caller acts for themselves; an admin for anyone (the admin's payment tools). */
export function checkActsFor(caller: AccessClaims, userId: string): void {
  if (caller.userId === userId) return;
  if (caller.roles.includes('admin') || caller.roles.includes('super-admin')) return;
  throw forbidden();
}

export function paymentRoutes(ctx: AppContext, adapters: Readonly<Record<PaymentProvider, PaymentAdapter | null>> = createAdapters(ctx)): Route[] {
  const { db, clock, origins } = ctx;
  const paymentsConfig = loadPaymentsConfig(ctx.config);
  const payers = ctx.config.mode === 'development' ? developmentPayerDirectory : null;

  const adapterOf = (provider: PaymentProvider): PaymentAdapter => {
    const adapter = adapters[provider];
    if (!adapter) throw new ApiError(503, 'PAYMENT_PROVIDER_FAILED', `${provider} is not configured on this server`);
    return adapter;
  };

  const payerFor = async (caller: AccessClaims, userId: string): Promise<Payer> => {
    checkActsFor(caller, userId);
    if (!isUuid(userId)) throw new ApiError(404, 'NOT_FOUND', 'No such user');
    return loadPayer(db, userId);
  };

  /** Starts a payment: the order first (so a notice always finds it), then the provider, then its id on the order. */
  async function startPayment(payer: Payer, config: PaymentConfig, returnUrl: (orderId: string) => string): Promise<{ orderId: string; started: Started }> {
    const adapter = adapterOf(payer.provider);
    const orderId = await db.transaction(async (tx) => {
      const quoted = await quote(tx, payer, config, clock.now(), true);
      if (quoted.price.total <= 0) throw new ApiError(400, 'VALIDATION_FAILED', 'There is nothing to pay', { tariff: 'total.zero' });
      return insertOrder(tx, payer.id, payer.provider, quoted, config);
    });
    const order = await findOrder(db, orderId);
    if (!order) throw new Error('The order vanished');
    try {
      const started = await adapter.start({
        orderId,
        amount: order.amount,
        currency: order.currency,
        description: `Cabinet: tariff ${order.tariff}`,
        email: payer.email,
        returnUrl: returnUrl(orderId),
        recurring: order.is_auto_pay,
      });
      await setProviderPaymentId(db, orderId, started.providerPaymentId);
      return { orderId, started };
    } catch (error) {
      await settleFailed(db, orderId, 'provider_unavailable', clock.now());
      if (error instanceof ProviderFailed) throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider did not start the payment; try again');
      throw error;
    }
  }

  async function findLink(token: string) {
    const [link] = await db.query<{ token: string; user_id: string; config: PaymentConfig; order_id: string | null }>('select token, user_id, config, order_id from payment_links where token = $1', [token]);
    if (!link) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment link');
    return link;
  }

  const cabinetOrigin = (headers: Record<string, string | string[] | undefined>) => origins.clientOrigin(headerValue(headers['client-host']), headerValue(headers.origin));

  const perProvider = PAYMENT_PROVIDERS.flatMap((provider): Route[] => [
    route({
      method: 'POST',
      path: fillPath(PATHS.payments.paymentInfo, { provider }),
      access: 'user',
      summary: `Price preview in ${provider}'s currency`,
      description: 'The same configuration CreatePayment charges. A promo code refused is 400 with its PROMO_* code and { fields: { promo } }.',
      body: paymentConfigSchema,
      responses: { 200: { description: 'The price', schema: paymentInfoSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body }): Promise<PaymentInfo> {
        const config = body();
        const payer = await payerFor(caller, config.requireUserId);
        const quoted = await quote(db, { ...payer, provider }, config, clock.now());
        return { provider, tariffs: [tariffPriceOf(quoted)] };
      },
    }),
    route({
      method: 'POST',
      path: fillPath(PATHS.payments.createPayment, { provider }),
      access: 'user',
      summary: `Start a payment through ${provider}`,
      description:
        provider === 'YoomoneyPay'
          ? 'Answers the embedded widget\'s confirmation token (and the widget page the cabinet frames).'
          : provider === 'Paybox'
            ? 'Answers the payment page to redirect to; the payer comes back to /payments?tariff={tariff}&order={orderId}.'
            : 'Answers the hosted checkout url; the payer comes back to /payments?tariff={tariff}&order={orderId}.',
      body: paymentConfigSchema,
      responses: { 200: { description: 'How the browser pays', schema: provider === 'YoomoneyPay' ? widgetPaymentSchema : provider === 'Paybox' ? redirectPaymentSchema : checkoutPaymentSchema } },
      errors: { 400: PROMO_ERRORS, 409: 'VALIDATION_FAILED: the account pays through another provider (its country)', 502: 'PAYMENT_PROVIDER_FAILED', ...NOT_YOURS },
      async handler({ caller, body, request }) {
        const config = body();
        const payer = await payerFor(caller, config.requireUserId);
        if (payer.provider !== provider) throw new ApiError(409, 'VALIDATION_FAILED', `This account pays through ${payer.provider}`, { provider: 'provider.notForCountry' });
        const origin = cabinetOrigin(request.headers);
        const { orderId, started } = await startPayment(payer, config, (id) => `${origin}/payments?tariff=${config.tariff}&order=${id}`);
        if (provider === 'YoomoneyPay') return { orderId, token: started.token ?? '', widgetUrl: started.widgetUrl ?? '' };
        if (provider === 'Paybox') return { orderId, redirectUrl: started.redirectUrl ?? '' };
        return { orderId, url: started.url ?? '' };
      },
    }),
    route({
      method: 'POST',
      path: fillPath(PATHS.payments.paymentLink, { provider }),
      access: 'user',
      summary: 'A link to pay later or on another device (/publicPayments)',
      body: paymentConfigSchema,
      responses: { 200: { description: 'The link', schema: paymentLinkSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body, request }) {
        const config = body();
        const payer = await payerFor(caller, config.requireUserId);
        // Priced now, so a link that cannot be paid is refused here rather than on the public page.
        await quote(db, payer, config, clock.now());
        const token = randomBytes(18).toString('base64url');
        await db.query('insert into payment_links (token, user_id, provider, config) values ($1, $2, $3, $4)', [token, payer.id, payer.provider, JSON.stringify(config)]);
        return { url: `${cabinetOrigin(request.headers)}/publicPayments?token=${token}` };
      },
    }),
    route({
      method: 'POST',
      path: fillPath(PATHS.payments.webhook, { provider }),
      access: 'guest',
      summary: `${provider}'s payment notifications`,
      description: 'Verified (signature, or for YooKassa the payment asked back from its API); each notification is taken once; a paid order is never paid twice.',
      responses: { 200: { description: 'Taken (or a replay, which changes nothing)' } },
      errors: { 400: 'WEBHOOK_SIGNATURE_INVALID: forged, altered or stale; or the amount is not the order\'s', 502: 'PAYMENT_PROVIDER_FAILED: the provider did not answer the check; it sends the notification again' },
      async handler({ request, reply }) {
        const adapter = adapterOf(provider);
        const raw = rawBodyOf(request) ?? Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}));
        let event;
        try {
          event = await adapter.verify({ raw, headers: request.headers, body: request.body });
        } catch (error) {
          if (error instanceof WebhookRefused) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', `Notification refused: ${error.message}`);
          // Verifying asked the provider back (the payment, or the card a checkout saved) and it did not answer: not taken, so the provider sends it again.
          if (error instanceof ProviderFailed) throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The provider did not answer while the notification was checked; send it again');
          throw error;
        }
        const answer = adapter.acknowledge(event);
        if (event.outcome === 'ignored') return reply.type(answer.contentType).send(answer.body);
        const order = isUuid(event.orderId) ? await findOrder(db, event.orderId) : null;
        if (!order || order.provider !== provider) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Notification refused: not an order of this provider');
        if (event.amount !== null && event.amount !== order.amount) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Notification refused: the amount is not the order\'s');
        await db.transaction(async (tx) => {
          const fresh = await tx.query('insert into payment_webhook_events (provider, event_id, order_id) values ($1, $2, $3) on conflict do nothing returning event_id', [provider, event.eventId, order.id]);
          // A replay: taken before, so it changes nothing.
          if (fresh.length === 0) return;
          if (event.outcome === 'succeeded') await settleSucceeded(tx, order.id, event.providerPaymentId, clock.now(), event.savedPaymentMethodId ?? null, event.savedCustomerId ?? null);
          else await settleFailed(tx, order.id, event.failureReason ?? 'declined', clock.now());
        });
        return reply.type(answer.contentType).send(answer.body);
      },
    }),
  ]);

  return [
    ...perProvider,
    route({
      method: 'GET',
      path: PATHS.payments.miniPay,
      access: 'user',
      summary: "The quick start's trial: a card check that starts the Pro subscription's free days",
      description:
        `Answers the embedded widget's token for a ${QUICK_START_OFFER_PRICE_RUB}-rouble-a-month Pro subscription after a ${QUICK_START_TRIAL_DAYS}-day free trial. ` +
        'The widget takes 1 rouble to save the card (YooKassa saves a card only with a payment); once paid, the trial covers the ' +
        "account's booking companies (or the account, before one is connected) and auto-pay charges the saved card at the trial's end. " +
        '`id` is the user. Offered once, to accounts without a Pro subscription, paying through the widget provider (countries 0, 1, 3).',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The widget', schema: widgetPaymentSchema } },
      errors: { 409: 'OFFER_UNAVAILABLE: subscribed or tried before; VALIDATION_FAILED: the account pays through another provider', 502: 'PAYMENT_PROVIDER_FAILED', ...NOT_YOURS },
      async handler({ caller, params, request }) {
        const payer = await payerFor(caller, params().id);
        if (payer.provider !== 'YoomoneyPay') throw new ApiError(409, 'VALIDATION_FAILED', `This account pays through ${payer.provider}; the trial is paid through the widget`, { provider: 'provider.notForCountry' });
        const adapter = adapterOf('YoomoneyPay');
        const origin = cabinetOrigin(request.headers);
        const orderId = await db.transaction(async (tx) => {
          await tx.query('select id from users where id = $1 for update', [payer.id]);
          const [taken] = await tx.query<{ id: string }>(
            `select id from subscriptions where user_id = $1 and tariff = $2
             union all select id from pay_orders where user_id = $1 and kind = 'trial' and status = 'succeeded' limit 1`,
            [payer.id, TARIFFS.pro],
          );
          if (taken) throw new ApiError(409, 'OFFER_UNAVAILABLE', 'The trial is for an account without a Pro subscription, once');
          const companies = await listTargets(tx, payer.id, 'companies', TARIFFS.pro);
          const targetIds = companies.length > 0 ? companies.map((company) => company.id) : ['account'];
          const config = { requireUserId: payer.id, tariff: TARIFFS.pro, month: 1, isAutoPay: true, targetIds, covers: companies.length > 0 ? 'companies' : 'account' };
          const [row] = await tx.query<{ id: string }>(
            `insert into pay_orders (user_id, provider, tariff, config, amount, currency, days, is_auto_pay, kind)
             values ($1, 'YoomoneyPay', $2, $3, $4, 'RUB', $5, true, 'trial') returning id`,
            [payer.id, TARIFFS.pro, JSON.stringify(config), TRIAL_CARD_CHECK_KOPECKS, QUICK_START_TRIAL_DAYS],
          );
          if (!row) throw new Error('The trial order was not created');
          return row.id;
        });
        try {
          const started = await adapter.start({
            orderId,
            amount: TRIAL_CARD_CHECK_KOPECKS,
            currency: 'RUB',
            description: `Cabinet: Pro, ${QUICK_START_TRIAL_DAYS} days free, then ${QUICK_START_OFFER_PRICE_RUB} RUB a month`,
            email: payer.email,
            returnUrl: `${origin}/payments?trial=1&order=${orderId}`,
            recurring: true,
          });
          await setProviderPaymentId(db, orderId, started.providerPaymentId);
          return { orderId, token: started.token ?? '', widgetUrl: started.widgetUrl ?? '' };
        } catch (error) {
          await settleFailed(db, orderId, 'provider_unavailable', clock.now());
          if (error instanceof ProviderFailed) throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider did not start the payment; try again');
          throw error;
        }
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.allowedServices,
      access: 'user',
      summary: 'What the account can pay for, with the units each tariff covers and their paid-up-to dates',
      description: 'Every tariff sold here; the page shows those its host allows (spec section 6).',
      params: userParams,
      responses: { 200: { description: 'The services', schema: allowedServicesSchema } },
      errors: NOT_YOURS,
      async handler({ caller, params }): Promise<AllowedServices> {
        const payer = await payerFor(caller, params().userId);
        const services = await Promise.all(
          Object.entries(SELLABLE_TARIFFS).map(async ([code, sold]) => {
            const tariff = Number(code);
            const paidUpTo = sold.covers === 'account' ? await accountPaidUpTo(db, payer.id, tariff) : null;
            return { tariff, covers: sold.covers, targets: await listTargets(db, payer.id, sold.covers, tariff), paidUpTo: paidUpTo?.toISOString() ?? null };
          }),
        );
        const [paid] = await db.query<{ count: number }>('select count(*)::int as count from payments where user_id = $1 and success', [payer.id]);
        return { countryId: payer.countryId, provider: payer.provider, currency: PROVIDER_CURRENCY[payer.provider], hasPayments: (paid?.count ?? 0) > 0, services };
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.order,
      access: 'user',
      summary: 'A payment begun at a provider, as it last reported',
      params: orderParams,
      responses: { 200: { description: 'The order', schema: paymentOrderSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND' },
      async handler({ caller, params }) {
        const { orderId } = params();
        const order = isUuid(orderId) ? await findOrder(db, orderId) : null;
        if (!order || (order.user_id !== caller.userId && !caller.roles.includes('admin') && !caller.roles.includes('super-admin'))) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment');
        return orderView(db, order);
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.payInfos,
      access: 'user',
      summary: "The user's payments, failed ones, the message balance, AI balance and partner balance",
      params: userParams,
      responses: { 200: { description: 'The history', schema: payInfosSchema } },
      errors: NOT_YOURS,
      async handler({ caller, params }) {
        const payer = await payerFor(caller, params().userId);
        return payInfos(db, payer.id);
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.subscriptions,
      access: 'user',
      summary: "The user's subscriptions: active, expired or cancelled, with auto-pay",
      params: userParams,
      responses: { 200: { description: 'The subscriptions', schema: subscriptionListSchema } },
      errors: NOT_YOURS,
      async handler({ caller, params }) {
        const payer = await payerFor(caller, params().userId);
        return listSubscriptions(db, payer.id, clock.now());
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.saveCancelReason,
      access: 'user',
      summary: 'Record why the user wants to cancel, and the service they go to',
      params: subscriptionParams,
      body: cancelReasonRequestSchema,
      responses: { 204: { description: 'Recorded' } },
      errors: { 404: 'SUBSCRIPTION_NOT_FOUND', ...NOT_YOURS },
      async handler({ caller, params, body, reply }) {
        const { userId, id } = params();
        const payer = await payerFor(caller, userId);
        await saveCancelReason(db, payer.id, id, body());
        return reply.code(204).send();
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.cancelSubscription,
      access: 'user',
      summary: 'Cancel a subscription (the paid period runs out), or its auto-pay only',
      params: subscriptionParams,
      body: cancelSubscriptionRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The subscription after', schema: subscriptionSchema } },
      errors: { 404: 'SUBSCRIPTION_NOT_FOUND', ...NOT_YOURS },
      async handler({ caller, params, body }) {
        const { userId, id } = params();
        const payer = await payerFor(caller, userId);
        const { onlyAutoPay } = body();
        return db.transaction((tx) => cancelSubscription(tx, payer.id, id, onlyAutoPay, clock.now()));
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.bonusPromocode,
      access: 'user',
      summary: 'The retention discount: a personal code for the next month; the subscription stays',
      params: subscriptionParams,
      bodyOptional: true,
      body: z.object({}).passthrough(),
      responses: { 200: { description: 'The code and the subscription', schema: offerResultSchema } },
      errors: { 404: 'SUBSCRIPTION_NOT_FOUND', 409: 'OFFER_UNAVAILABLE: the subscription is cancelled', ...NOT_YOURS },
      async handler({ caller, params }) {
        const { userId, id } = params();
        const payer = await payerFor(caller, userId);
        return db.transaction((tx) => acceptOffer(tx, payer.id, id, 'discount', clock.now()));
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.acceptOffer,
      access: 'user',
      summary: 'Accept a retention offer (discount, gift, keep, cancel auto-pay only), all or nothing',
      params: subscriptionParams,
      body: acceptOfferRequestSchema,
      responses: { 200: { description: 'The subscription after (and the code of a discount)', schema: offerResultSchema } },
      errors: { 404: 'SUBSCRIPTION_NOT_FOUND', 409: 'OFFER_UNAVAILABLE: cancelled already, or the gift was taken', ...NOT_YOURS },
      async handler({ caller, params, body }) {
        const { userId, id } = params();
        const payer = await payerFor(caller, userId);
        const { offer } = body();
        return db.transaction((tx) => acceptOffer(tx, payer.id, id, offer, clock.now()));
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.partnerPromocodes,
      access: 'user',
      summary: "The partner programme: the caller's codes, what they brought, the partner balance",
      description: 'Open to users with at least one payment (spec section 6); `eligible` says whether the caller is one.',
      responses: { 200: { description: 'The programme', schema: partnerProgrammeSchema } },
      async handler({ caller }) {
        return partnerProgramme(db, caller.userId);
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.partnerPromocodes,
      access: 'user',
      summary: 'Create a referral code: the friend gets the discount, the owner the reward',
      body: createPartnerPromocodeRequestSchema,
      responses: { 201: { description: 'The code', schema: partnerPromocodeSchema } },
      errors: { 403: 'PARTNER_PROGRAMME_LOCKED: no payment yet', 409: 'PROMOCODE_EXISTS' },
      async handler({ caller, body, reply }) {
        const { code } = body();
        return reply.code(201).send(await db.transaction((tx) => createPartnerCode(tx, caller.userId, code)));
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.publicPayment,
      access: 'guest',
      summary: 'A payment link: what it pays for and the price, without signing in',
      params: tokenParams,
      responses: { 200: { description: 'The link', schema: publicPaymentSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND: no such link', 429: 'TOO_MANY_REQUESTS: too many calls of the public pages from this address' },
      async handler({ params, request }) {
        // A public page, as the opt-out page and short links: a flood from one address is stopped.
        await ctx.limits.hit(request, 'publicAddress');
        const link = await findLink(params().token);
        const payer = await loadPayer(db, link.user_id);
        const quoted = await quote(db, payer, link.config, clock.now());
        const [last] = link.order_id ? await db.query<{ status: string }>('select status from pay_orders where id = $1', [link.order_id]) : [];
        const status = last?.status === 'succeeded' ? 'paid' : last?.status === 'failed' ? 'failed' : 'open';
        return { token: link.token, email: maskEmail(payer.email), provider: payer.provider, price: tariffPriceOf(quoted), status };
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.publicPay,
      access: 'guest',
      summary: "Pay a link through its account's provider",
      params: tokenParams,
      bodyOptional: true,
      body: z.object({}).passthrough(),
      responses: { 200: { description: 'How the browser pays', schema: publicPayResultSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND', 409: 'VALIDATION_FAILED: paid already', 429: 'TOO_MANY_REQUESTS: too many calls of the public pages from this address', 502: 'PAYMENT_PROVIDER_FAILED' },
      async handler({ params, request }) {
        await ctx.limits.hit(request, 'publicAddress');
        const link = await findLink(params().token);
        const [last] = link.order_id ? await db.query<{ status: string }>('select status from pay_orders where id = $1', [link.order_id]) : [];
        if (last?.status === 'succeeded') throw new ApiError(409, 'VALIDATION_FAILED', 'This link is paid already', { token: 'link.paid' });
        const payer = await loadPayer(db, link.user_id);
        const origin = cabinetOrigin(request.headers);
        const { orderId, started } = await startPayment(payer, link.config, () => `${origin}/publicPayments?token=${encodeURIComponent(link.token)}`);
        await db.query('update payment_links set order_id = $2 where token = $1', [link.token, orderId]);
        return { orderId, ...(started.token ? { token: started.token, widgetUrl: started.widgetUrl } : {}), ...(started.redirectUrl ? { redirectUrl: started.redirectUrl } : {}), ...(started.url ? { url: started.url } : {}) };
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.bankPayerInfo,
      access: 'user',
      summary: 'The payer of a bank invoice by INN: name and KPP',
      body: payerInfoRequestSchema,
      responses: { 200: { description: 'The payer', schema: payerSchema } },
      errors: { 404: 'PAYER_NOT_FOUND: no company with this INN', 503: 'PAYMENT_PROVIDER_FAILED: no payer directory configured' },
      async handler({ body }) {
        if (!payers) throw new ApiError(503, 'PAYMENT_PROVIDER_FAILED', 'The payer directory is not configured on this server');
        const found = await payers.find(body().Inn);
        if (!found) throw new ApiError(404, 'PAYER_NOT_FOUND', 'Company info not found');
        return found;
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.bankCreatePayment,
      access: 'user',
      summary: 'A bank invoice for the payment configuration, as a PDF',
      description: 'Priced as PaymentInfo prices it (in roubles); paid by bank transfer, which the team records.',
      body: bankInvoiceRequestSchema,
      responses: { 200: { description: 'The invoice file', schema: bankInvoiceSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body }) {
        const { paymentConfig, payer } = body();
        const account = await payerFor(caller, paymentConfig.requireUserId);
        const quoted = await quote(db, { ...account, provider: 'YoomoneyPay' }, paymentConfig, clock.now());
        const invoice = await createInvoice(db, account.id, 'bank', paymentConfig, payer, quoted);
        return { number: invoice.number, pdfUrl: `${ctx.config.publicUrl}/${fillPath(PATHS.payments.bankInvoicePdf, { token: invoiceToken(invoice.id, paymentsConfig.linkSecret) })}` };
      },
    }),
    route({
      method: 'GET',
      path: PATHS.payments.bankInvoicePdf,
      access: 'guest',
      summary: 'A bank invoice\'s PDF, by its signed link',
      params: tokenParams,
      responses: { 200: { description: 'The PDF', contentType: 'application/pdf' } },
      errors: { 404: 'PAYMENT_NOT_FOUND' },
      async handler({ params, reply }) {
        const id = invoiceIdOf(params().token, paymentsConfig.linkSecret);
        if (!id) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such invoice');
        const bytes = await invoicePdf(db, id);
        return reply.type('application/pdf').header('content-disposition', 'attachment; filename="invoice.pdf"').send(Buffer.from(bytes));
      },
    }),
    route({
      method: 'POST',
      path: PATHS.payments.requestInvoice,
      access: 'user',
      summary: 'Request an invoice (Kazakhstan): the team sends it to the e-mail given',
      body: kzInvoiceRequestSchema,
      responses: { 204: { description: 'Requested' } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body, reply }) {
        const { paymentConfig, ...company } = body();
        const account = await payerFor(caller, paymentConfig.requireUserId);
        const quoted = await quote(db, { ...account, provider: 'Paybox' }, paymentConfig, clock.now());
        await createInvoice(db, account.id, 'kazakhstan', paymentConfig, company, quoted);
        return reply.code(204).send();
      },
    }),
  ];
}
