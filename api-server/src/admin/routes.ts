import { z } from 'zod';
import {
  ADMIN_PATHS,
  BACK_OFFICE_PATHS,
  adminPaymentPageSchema,
  adminPaymentSchema,
  adminInstancePageSchema,
  adminInstancesQuerySchema,
  adminPaysQuerySchema,
  adminPromocodePageSchema,
  adminPromocodeSchema,
  adminPromocodesQuerySchema,
  createAdminPromocodeRequestSchema,
  updateAdminPromocodeRequestSchema,
  adminUserAccountsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  createAdminPaymentRequestSchema,
  leadInfoSchema,
  managerListSchema,
  payDestinationListSchema,
  payLinkSchema,
  saveLeadInfoRequestSchema,
  updateAdminPaymentRequestSchema,
  updateAdminUserRequestSchema,
  userInfoQuerySchema,
  userInfoRequestSchema,
  userPaysQuerySchema,
} from '@cabinet/api/admin';
import { newsListSchema } from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { listInstances } from './instances';
import { listAllNews } from '../news/data';
import { adminPromocodes } from './promocodes';
import { adminService } from './service';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const idParams = z.object({ id: z.string() });
const payParams = z.object({ id: z.string(), payId: z.string() });
const NO_USER = { 404: 'ADMIN_USER_NOT_FOUND' };
const PROMO_RULES = 'VALIDATION_FAILED at the field: promocode.format, promocode.discountRange, promocode.countRange, promocode.paymentsOrder, promocode.expireInPast, promocode.unknownTariff, promocode.rewardRange, promocode.rewardWithoutOwner, promocode.unknownOwner';
const PAY_RULES = 'VALIDATION_FAILED at the field: admin.unknownManager, admin.managerFired, admin.payDestinationNotOffered, admin.dateOrder, admin.amountRange, admin.unitUnknown, text.tooLong';

/**
 * The back office's routes (spec section 7, Admin). Every one is declared for admins (super-admins are
 * admins too): 401 to a visitor and 403 to an ordinary user before anything is read (routes.test.ts walks
 * them all). Every change is written to the audit log by the service.
 */
export function adminRoutes(ctx: AppContext): Route[] {
  const service = adminService(ctx);
  const promocodes = adminPromocodes(ctx);
  return [
    route({
      method: 'POST',
      path: ADMIN_PATHS.userInfo,
      access: 'admin',
      summary: 'Find a user by id, phone or e-mail',
      description: 'The query’s userId wins; otherwise `userPhone` is a phone (digits compared) or an e-mail.',
      query: userInfoQuerySchema,
      body: userInfoRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The admin user model', schema: adminUserSchema } },
      errors: { ...NO_USER, 400: 'VALIDATION_FAILED: required at userPhone' },
      handler: ({ query, body }) => service.userInfo(query().userId, body().userPhone),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.users,
      access: 'admin',
      summary: 'A page of users',
      query: adminUserListQuerySchema,
      responses: { 200: { description: 'Users with registration date, country, tariff, paid-up-to and balance', schema: adminUserPageSchema } },
      handler: ({ query }) => service.listUsers(query()),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.user,
      access: 'admin',
      summary: 'The admin user model of a user',
      params: idParams,
      responses: { 200: { description: 'The user', schema: adminUserSchema } },
      errors: NO_USER,
      handler: ({ params }) => service.getUser(params().id),
    }),
    route({
      method: 'PATCH',
      path: ADMIN_PATHS.user,
      access: 'admin',
      summary: 'Change a user',
      description: 'With the version it was based on: a stale one answers 409 VERSION_CONFLICT with the user as stored. Audited.',
      params: idParams,
      body: updateAdminUserRequestSchema,
      responses: { 200: { description: 'The user as stored', schema: adminUserSchema } },
      errors: { ...NO_USER, 400: 'VALIDATION_FAILED: email.invalid, phone.invalid, text.tooLong', 409: 'VERSION_CONFLICT; ADMIN_EMAIL_TAKEN' },
      handler: ({ caller, params, body }) => service.updateUser(caller.userId, params().id, body()),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.userAccounts,
      access: 'admin',
      summary: 'The user’s accounts of every kind',
      params: idParams,
      responses: { 200: { description: 'Each kind a list', schema: adminUserAccountsSchema } },
      errors: NO_USER,
      handler: ({ params }) => service.accounts(params().id),
    }),
    route({
      method: 'GET',
      path: ADMIN_PATHS.userAudit,
      access: 'admin',
      summary: 'The audit trail of admins’ changes to a user, newest first',
      params: idParams,
      query: auditQuerySchema,
      responses: { 200: { description: 'A page of entries', schema: auditPageSchema } },
      errors: NO_USER,
      handler: ({ params, query }) => service.audit(params().id, query()),
    }),
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
    route({
      method: 'GET',
      path: ADMIN_PATHS.leadInfo,
      access: 'admin',
      summary: 'Who looks after a user (version 0 until first saved)',
      params: idParams,
      responses: { 200: { description: 'The lead info', schema: leadInfoSchema } },
      errors: NO_USER,
      handler: ({ params }) => service.leadInfo(params().id),
    }),
    route({
      method: 'POST',
      path: ADMIN_PATHS.leadInfo,
      access: 'admin',
      summary: 'Save who looks after a user',
      description: 'With the version it was based on (409 VERSION_CONFLICT on a stale one); a fired manager is refused unless kept. Audited.',
      params: idParams,
      body: saveLeadInfoRequestSchema,
      responses: { 200: { description: 'The lead info as stored', schema: leadInfoSchema } },
      errors: { ...NO_USER, 400: 'VALIDATION_FAILED: admin.unknownManager, admin.managerFired', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.saveLeadInfo(caller.userId, params().id, body()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.promocodes,
      access: 'admin',
      summary: 'A page of promo codes, newest first',
      description: 'Every code: partners’, the cancel flow’s bonus codes and admins’. `search` is a part of the code or of the owner’s e-mail.',
      query: adminPromocodesQuerySchema,
      responses: { 200: { description: 'Codes with their terms, state and successful payments', schema: adminPromocodePageSchema } },
      handler: ({ query }) => promocodes.list(query()),
    }),
    route({
      method: 'POST',
      path: BACK_OFFICE_PATHS.promocodes,
      access: 'superAdmin',
      summary: 'Make a promo code',
      description: 'Spec section 3’s Promocode with section 5’s rules: the code 4–20 letters, digits, _ or - (stored in capitals), discount 1–100%, limits from 0, payments before at most the payments at most, an expiry ahead, tariffs of section 4, rewards only with an owner (by e-mail). Audited.',
      body: createAdminPromocodeRequestSchema,
      responses: { 201: { description: 'The code as stored', schema: adminPromocodeSchema } },
      errors: { 400: PROMO_RULES, 409: 'ADMIN_PROMOCODE_EXISTS at code (promocode.exists)' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await promocodes.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.promocode,
      access: 'admin',
      summary: 'One promo code',
      params: idParams,
      responses: { 200: { description: 'The code', schema: adminPromocodeSchema } },
      errors: { 404: 'ADMIN_PROMOCODE_NOT_FOUND' },
      handler: ({ params }) => promocodes.get(params().id),
    }),
    route({
      method: 'PATCH',
      path: BACK_OFFICE_PATHS.promocode,
      access: 'superAdmin',
      summary: 'Change a promo code’s terms, deactivate it or bring it back',
      description: 'With the version it was based on (409 VERSION_CONFLICT with the code as stored). A deactivated code is refused to a payer as PROMO_NOT_FOUND. The code and its owner do not change. Audited.',
      params: idParams,
      body: updateAdminPromocodeRequestSchema,
      responses: { 200: { description: 'The code as stored', schema: adminPromocodeSchema } },
      errors: { 400: PROMO_RULES, 404: 'ADMIN_PROMOCODE_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => promocodes.update(caller.userId, params().id, body()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.instances,
      access: 'admin',
      summary: 'A page of every WhatsApp and MAX instance, newest first',
      description: 'Spec section 3’s Instance with its owner; `state` (comma-separated, section 4’s states) finds e.g. the not authorised ones; `search` is a part of the number or of the owner’s e-mail.',
      query: adminInstancesQuerySchema,
      responses: { 200: { description: 'Instances with state, provider, owner, test period and paid-up-to', schema: adminInstancePageSchema } },
      handler: ({ query }) => listInstances(ctx.db, query()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.news,
      access: 'superAdmin',
      summary: 'Every news item, whoever it is for',
      description: 'For /admin/news: the items of every language, CRM and client type, in the order readers see them. Written through ServiceNews.',
      responses: { 200: { description: 'The items', schema: newsListSchema } },
      handler: () => listAllNews(ctx.db),
    }),
  ];
}
