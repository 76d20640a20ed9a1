import { fillPath } from '@cabinet/api/contract';
import { checkoutPaymentSchema, PAYMENT_PROVIDERS, paymentConfigSchema, paymentInfoSchema, paymentLinkSchema, PAYMENTS_PATHS, redirectPaymentSchema, widgetPaymentSchema } from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import { rawBodyOf } from '../platform/http/rawJsonBody';
import { route, type Route } from '../platform/http/route';
import { cabinetOriginOf, NOT_YOURS, PROMO_ERRORS } from './routeDocs';
import type { PaymentsService } from './service';

/** The routes each provider has: price preview, start a payment, a link to pay later, and its notifications. */
export function providerRoutes(ctx: AppContext, service: PaymentsService): Route[] {
  const cabinetOrigin = cabinetOriginOf(ctx);
  return PAYMENT_PROVIDERS.flatMap((provider): Route[] => [
    route({
      method: 'POST',
      path: fillPath(PAYMENTS_PATHS.paymentInfo, { provider }),
      access: 'user',
      summary: `Price preview in ${provider}'s currency`,
      description: 'The same configuration CreatePayment charges. A promo code refused is 400 with its PROMO_* code and { fields: { promo } }.',
      body: paymentConfigSchema,
      responses: { 200: { description: 'The price', schema: paymentInfoSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      handler: ({ caller, body }) => service.price(caller, provider, body()),
    }),
    route({
      method: 'POST',
      path: fillPath(PAYMENTS_PATHS.createPayment, { provider }),
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
        const { orderId, started } = await service.pay(caller, provider, config, (id) => `${cabinetOrigin(request.headers)}/payments?tariff=${config.tariff}&order=${id}`);
        if (provider === 'YoomoneyPay') return { orderId, token: started.token ?? '', widgetUrl: started.widgetUrl ?? '' };
        if (provider === 'Paybox') return { orderId, redirectUrl: started.redirectUrl ?? '' };
        return { orderId, url: started.url ?? '' };
      },
    }),
    route({
      method: 'POST',
      path: fillPath(PAYMENTS_PATHS.paymentLink, { provider }),
      access: 'user',
      summary: 'A link to pay later or on another device (/publicPayments)',
      body: paymentConfigSchema,
      responses: { 200: { description: 'The link', schema: paymentLinkSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body, request }) {
        const token = await service.createLink(caller, body());
        return { url: `${cabinetOrigin(request.headers)}/publicPayments?token=${token}` };
      },
    }),
    route({
      method: 'POST',
      path: fillPath(PAYMENTS_PATHS.webhook, { provider }),
      access: 'guest',
      summary: `${provider}'s payment notifications`,
      description: 'Verified (signature, or for YooKassa the payment asked back from its API); each notification is taken once; a paid order is never paid twice.',
      responses: { 200: { description: 'Taken (or a replay, which changes nothing)' } },
      errors: { 400: 'WEBHOOK_SIGNATURE_INVALID: forged, altered or stale; or the amount is not the order\'s', 502: 'PAYMENT_PROVIDER_FAILED: the provider did not answer the check; it sends the notification again' },
      async handler({ request, reply }) {
        const raw = rawBodyOf(request) ?? Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}));
        const answer = await service.takeNotice(provider, { raw, headers: request.headers, body: request.body });
        return reply.type(answer.contentType).send(answer.body);
      },
    }),
  ]);
}
