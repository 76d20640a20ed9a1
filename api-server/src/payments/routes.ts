import { z } from 'zod';
import {
  acceptOfferRequestSchema,
  allowedServicesSchema,
  cancelReasonRequestSchema,
  cancelSubscriptionRequestSchema,
  createPartnerPromocodeRequestSchema,
  offerResultSchema,
  partnerProgrammeSchema,
  partnerPromocodeSchema,
  paymentOrderSchema,
  payHistoryPageSchema,
  payHistoryQuerySchema,
  payInfosSchema,
  publicPayResultSchema,
  publicPaymentSchema,
  subscriptionListSchema,
  subscriptionSchema,
  widgetPaymentSchema,
  PAYMENTS_PATHS,
} from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { createPartnerCode, partnerProgramme, payHistory, payInfos } from './history';
import { invoiceRoutes } from './invoiceRoutes';
import { providerRoutes } from './providerRoutes';
import { cabinetOriginOf, NOT_YOURS } from './routeDocs';
import { createAdapters } from './providers/adapters';
import { paymentsService, QUICK_START_OFFER_PRICE_RUB, QUICK_START_TRIAL_DAYS, type PaymentAdapters } from './service';
import { acceptOffer, cancelSubscription, listSubscriptions, saveCancelReason } from './subscriptions';

const userParams = z.object({ userId: z.string() });
const orderParams = z.object({ orderId: z.string() });
const subscriptionParams = z.object({ userId: z.string(), id: z.string() });
const tokenParams = z.object({ token: z.string() });

/**
 * Payments (spec sections 2-9): the routes declare and delegate; the rules are in service.ts, the SQL in
 * data.ts, orders.ts, subscriptions.ts and history.ts.
 */
export function paymentRoutes(ctx: AppContext, adapters: PaymentAdapters = createAdapters(ctx)): Route[] {
  const { db, clock } = ctx;
  const service = paymentsService(ctx, adapters);
  const { payerFor } = service;
  const cabinetOrigin = cabinetOriginOf(ctx);

  return [
    ...providerRoutes(ctx, service),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.miniPay,
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
        return service.startTrial(caller, params().id, (orderId) => `${cabinetOrigin(request.headers)}/payments?trial=1&order=${orderId}`);
      },
    }),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.allowedServices,
      access: 'user',
      summary: 'What the account can pay for, with the units each tariff covers and their paid-up-to dates',
      description: 'Every tariff sold here; the page shows those its host allows (spec section 6).',
      params: userParams,
      responses: { 200: { description: 'The services', schema: allowedServicesSchema } },
      errors: NOT_YOURS,
      handler: ({ caller, params }) => service.allowedServices(caller, params().userId),
    }),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.order,
      access: 'user',
      summary: 'A payment begun at a provider, as it last reported',
      params: orderParams,
      responses: { 200: { description: 'The order', schema: paymentOrderSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND' },
      handler: ({ caller, params }) => service.order(caller, params().orderId),
    }),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.payInfos,
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
      path: PAYMENTS_PATHS.payHistory,
      access: 'user',
      summary: "A page of the user's payment history: paid and failed payments, newest first",
      params: userParams,
      query: payHistoryQuerySchema,
      responses: { 200: { description: 'The page', schema: payHistoryPageSchema } },
      errors: NOT_YOURS,
      async handler({ caller, params, query }) {
        const payer = await payerFor(caller, params().userId);
        return payHistory(db, payer.id, query());
      },
    }),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.subscriptions,
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
      path: PAYMENTS_PATHS.saveCancelReason,
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
      path: PAYMENTS_PATHS.cancelSubscription,
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
      path: PAYMENTS_PATHS.bonusPromocode,
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
      path: PAYMENTS_PATHS.acceptOffer,
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
      path: PAYMENTS_PATHS.partnerPromocodes,
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
      path: PAYMENTS_PATHS.partnerPromocodes,
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
      path: PAYMENTS_PATHS.publicPayment,
      access: 'guest',
      summary: 'A payment link: what it pays for and the price, without signing in',
      params: tokenParams,
      responses: { 200: { description: 'The link', schema: publicPaymentSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND: no such link', 429: 'TOO_MANY_REQUESTS: too many calls of the public pages from this address' },
      async handler({ params, request }) {
        // A public page, as the opt-out page and short links: a flood from one address is stopped.
        await ctx.limits.hit(request, 'publicAddress');
        return service.publicPayment(params().token);
      },
    }),
    route({
      method: 'POST',
      path: PAYMENTS_PATHS.publicPay,
      access: 'guest',
      summary: "Pay a link through its account's provider",
      params: tokenParams,
      bodyOptional: true,
      body: z.object({}).passthrough(),
      responses: { 200: { description: 'How the browser pays', schema: publicPayResultSchema } },
      errors: { 404: 'PAYMENT_NOT_FOUND', 409: 'VALIDATION_FAILED: paid already', 429: 'TOO_MANY_REQUESTS: too many calls of the public pages from this address', 502: 'PAYMENT_PROVIDER_FAILED' },
      async handler({ params, request }) {
        await ctx.limits.hit(request, 'publicAddress');
        const { orderId, started } = await service.payLink(params().token, (link) => `${cabinetOrigin(request.headers)}/publicPayments?token=${encodeURIComponent(link.token)}`);
        return { orderId, ...(started.token ? { token: started.token, widgetUrl: started.widgetUrl } : {}), ...(started.redirectUrl ? { redirectUrl: started.redirectUrl } : {}), ...(started.url ? { url: started.url } : {}) };
      },
    }),
    ...invoiceRoutes(ctx, service),
  ];
}
