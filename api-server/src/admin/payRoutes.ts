import { z } from 'zod';
import {
  ADMIN_PATHS,
  adminPaymentPageSchema,
  adminPaymentSchema,
  adminPaysQuerySchema,
  createAdminPaymentRequestSchema,
  managerListSchema,
  payDestinationListSchema,
  payLinkSchema,
  updateAdminPaymentRequestSchema,
  userPaysQuerySchema,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import type { AdminService } from './service';
import { idParams, NO_USER } from './routeDocs';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const payParams = z.object({ id: z.string(), payId: z.string() });
const PAY_RULES = 'VALIDATION_FAILED at the field: admin.unknownManager, admin.managerFired, admin.payDestinationNotOffered, admin.dateOrder, admin.amountRange, admin.unitUnknown, text.tooLong';

/** Payments: a user's payments and the pay link, every payment across users, the managers and the pay destinations offered. */
export function payRoutes(ctx: AppContext, service: AdminService): Route[] {
  return [
    route({
      method: 'GET',
      path: ADMIN_PATHS.userPays,
      access: 'admin',
      summary: 'A page of the user’s payments, newest first',
      params: idParams,
      query: userPaysQuerySchema,
      responses: { 200: { description: 'Payments, successful and not unless `success` filters', schema: adminPaymentPageSchema } },
      errors: NO_USER,
      handler: ({ params, query }) => service.userPays(params().id, query()),
    }),
    route({
      method: 'POST',
      path: ADMIN_PATHS.userPays,
      access: 'admin',
      summary: 'Add a payment to a user',
      description: 'Defaults: amount 2500, tariff 1, currency RUB, a month from the payment day. A successful one moves the paid-up-to of the units its tariff covers (those chosen, else all the user’s, else the account) as a provider’s payment does, and its period becomes the one covered. Audited.',
      params: idParams,
      body: createAdminPaymentRequestSchema,
      bodyOptional: true,
      responses: { 201: { description: 'The payment as stored', schema: adminPaymentSchema } },
      errors: { ...NO_USER, 400: PAY_RULES },
      async handler({ caller, params, body, reply }) {
        return reply.code(201).send(await service.addPay(caller.userId, params().id, body()));
      },
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.userPay,
      access: 'admin',
      summary: 'One payment of a user',
      params: payParams,
      responses: { 200: { description: 'The payment', schema: adminPaymentSchema } },
      errors: { 404: 'ADMIN_USER_NOT_FOUND; ADMIN_PAYMENT_NOT_FOUND' },
      handler: ({ params }) => service.getPay(params().id, params().payId),
    }),
    route({
      method: 'PATCH',
      path: ADMIN_PATHS.userPay,
      access: 'admin',
      summary: 'Correct a payment',
      description: 'With its version: a stale one answers 409 VERSION_CONFLICT with the payment as stored. Marking it refused (or paid), or changing its end, moves the covered units’ paid-up-to by the days it adds or takes back. Audited.',
      params: payParams,
      body: updateAdminPaymentRequestSchema,
      responses: { 200: { description: 'The payment as stored', schema: adminPaymentSchema } },
      errors: { 400: PAY_RULES, 404: 'ADMIN_USER_NOT_FOUND; ADMIN_PAYMENT_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.updatePay(caller.userId, params().id, params().payId, body()),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.payLink,
      access: 'admin',
      summary: 'A link the admin sends the user to pay this payment’s tariff',
      description: 'The cabinet’s payment page with the tariff chosen, on the caller’s trusted origin (Client-Host): the user signs in and pays there.',
      params: payParams,
      responses: { 200: { description: 'The link', schema: payLinkSchema } },
      errors: { 404: 'ADMIN_USER_NOT_FOUND; ADMIN_PAYMENT_NOT_FOUND' },
      async handler({ request, params }) {
        const payment = await service.getPay(params().id, params().payId);
        const origin = ctx.origins.clientOrigin(headerOf(request.headers['client-host']), headerOf(request.headers.origin));
        return { url: `${origin}/payments?tariff=${payment.tariff}` };
      },
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.pays,
      access: 'admin',
      summary: 'Every payment across users, newest first',
      query: adminPaysQuerySchema,
      parameterDescriptions: { provider: 'Comma-separated: YoomoneyPay, Paybox, StripePay, TinkoffPay, manual' },
      responses: { 200: { description: 'A page of payments', schema: adminPaymentPageSchema } },
      errors: { 400: 'VALIDATION_FAILED: admin.dateOrder at to, admin.unknownManager at managerId' },
      handler: ({ query }) => service.allPays(query()),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.managers,
      access: 'admin',
      summary: 'The managers, fired ones flagged',
      responses: { 200: { description: 'Working managers first', schema: managerListSchema } },
      handler: () => service.managers(),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.payDestinations,
      access: 'admin',
      summary: 'The pay destinations an admin may choose (names carrying [FM])',
      responses: { 200: { description: 'By name', schema: payDestinationListSchema } },
      handler: () => service.payDestinations(),
    }),
  ];
}
