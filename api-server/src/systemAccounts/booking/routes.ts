import { z } from 'zod';
import { BOOKING_SYSTEMS, bookingAccountListSchema, bookingStaffAccessSchema, bookingAccountSchema, connectBookingAccountRequestSchema, connectCompanyRequestSchema, marketplaceCompanySchema, marketplaceConnectRequestSchema, marketplaceConnectResultSchema, SYSTEM_ACCOUNT_PATHS, type BookingSystem } from '@cabinet/api/systemAccounts';
import { verifyPassword } from '../../account/passwords';
import { findUserByEmail } from '../../account/users';
import type { AppContext } from '../../platform/AppContext';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import type { BookingSystemAdapter } from './adapter';
import { staffLimitedCompanies } from './data';
import { createBookingService } from './service';

const systemParams = z.object({ system: z.enum(BOOKING_SYSTEMS) });
const oneParams = z.object({ system: z.enum(BOOKING_SYSTEMS), id: z.string() });
const marketplaceParams = z.object({ companyId: z.string().regex(/^\d{1,12}$/) });

/**
 * Yclients and Altegio accounts (shared/api/src/systemAccounts/schemas.ts): connect with login, password
 * and company id; list the accounts with every company; connect another company; pull now; disconnect;
 * and the marketplace's public connect page's two calls. The rules are service.ts's, the SQL data.ts's.
 */
export function bookingAccountRoutes(ctx: AppContext, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>>): Route[] {
  const service = createBookingService(ctx, adapters);
  return [
    route({
      method: 'GET',
      path: SYSTEM_ACCOUNT_PATHS.staffAccess,
      access: 'user',
      summary: "The connected booking-system companies whose connecting user's rights exclude areas (spec section 2)",
      description: 'As each company\'s last pull found them; a company with every right is not listed.',
      responses: { 200: { description: 'Oldest account first', schema: bookingStaffAccessSchema } },
      async handler({ caller }) {
        return staffLimitedCompanies(ctx.db, caller.userId);
      },
    }),

    route({
      method: 'GET',
      path: SYSTEM_ACCOUNT_PATHS.booking,
      access: 'user',
      summary: "The caller's accounts of a booking system, each with every company and what the feed brought",
      params: systemParams,
      responses: { 200: { description: 'Oldest first', schema: bookingAccountListSchema } },
      async handler({ caller, params }) {
        return service.list(caller.userId, params().system);
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.booking,
      access: 'user',
      summary: 'Connect a booking-system account: sign in, find the company, activate it, start the feed',
      description:
        'The password is sent to the booking system once and never stored. The company is activated through the marketplace with the webhook address, and its clients, masters and visits are read at once, then every minute.',
      params: systemParams,
      body: connectBookingAccountRequestSchema,
      responses: { 201: { description: 'The account with its companies', schema: bookingAccountSchema } },
      errors: {
        400: 'SYSTEM_WRONG_CREDENTIALS: wrong login or password (field password)',
        404: 'BRANCH_NOT_FOUND: the account has no company of that id (field companyId)',
        409: 'SYSTEM_ACCOUNT_EXISTS: this company is connected already',
        502: 'SYSTEM_CONNECT_FAILED: the marketplace refused to activate the branch; SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT: the booking system did not answer',
      },
      async handler({ caller, params, body, reply }) {
        return reply.code(201).send(await service.connect(caller.userId, params().system, body()));
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.bookingCompany,
      access: 'user',
      summary: 'Connect another company of an account already signed in',
      params: oneParams,
      body: connectCompanyRequestSchema,
      responses: { 200: { description: 'The account with its companies', schema: bookingAccountSchema } },
      errors: {
        404: 'SYSTEM_ACCOUNT_NOT_FOUND; BRANCH_NOT_FOUND',
        409: 'SYSTEM_ACCOUNT_EXISTS: connected already; SYSTEM_WRONG_CREDENTIALS: the system no longer accepts the account',
        502: 'SYSTEM_CONNECT_FAILED; SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT',
      },
      async handler({ caller, params, body }) {
        const { system, id } = params();
        return service.connectAnother(caller.userId, system, id, body().companyId);
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.bookingSync,
      access: 'user',
      summary: 'Pull what changed in the booking system now',
      params: oneParams,
      responses: { 200: { description: 'The account after the pull', schema: bookingAccountSchema } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND', 409: 'SYSTEM_WRONG_CREDENTIALS', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ caller, params }) {
        const { system, id } = params();
        return service.pull(caller.userId, system, id);
      },
    }),

    route({
      method: 'DELETE',
      path: SYSTEM_ACCOUNT_PATHS.bookingOne,
      access: 'user',
      summary: 'Disconnect the account: its feed stops; the clients and visits it brought stay',
      params: oneParams,
      responses: { 204: { description: 'Disconnected' } },
      errors: { 404: 'SYSTEM_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { system, id } = params();
        await service.disconnect(caller.userId, system, id);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'GET',
      path: SYSTEM_ACCOUNT_PATHS.ycompany,
      access: 'guest',
      summary: "The branch a Yclients marketplace link names (the public connect page's first call)",
      params: marketplaceParams,
      responses: { 200: { description: 'The branch', schema: marketplaceCompanySchema } },
      errors: { 404: 'BRANCH_NOT_FOUND', 502: 'SYSTEM_UNAVAILABLE', 504: 'SYSTEM_TIMEOUT' },
      async handler({ params }) {
        const company = await service.marketplaceCompany(params().companyId);
        return marketplaceCompanySchema.parse({ companyId: company.id, name: company.name, city: company.city });
      },
    }),

    route({
      method: 'POST',
      path: SYSTEM_ACCOUNT_PATHS.ycompanyConnect,
      access: 'guest',
      summary: "Connect the marketplace's branch to the cabinet account of this e-mail and password",
      description: 'Rate-limited like sign-in. The branch is read with the partner token the marketplace granted when the business installed the cabinet.',
      params: marketplaceParams,
      body: marketplaceConnectRequestSchema,
      responses: { 200: { description: 'Connected', schema: marketplaceConnectResultSchema } },
      errors: { 400: 'INVALID_CREDENTIALS', 404: 'BRANCH_NOT_FOUND', 409: 'SYSTEM_ACCOUNT_EXISTS', 502: 'SYSTEM_CONNECT_FAILED', 504: 'SYSTEM_TIMEOUT' },
      async handler({ request, params, body: readBody }) {
        const { companyId } = params();
        const body = readBody();
        await ctx.limits.hit(request, 'signInAddress');
        const user = await findUserByEmail(ctx.db, body.email);
        if (!user || !(await verifyPassword(body.password, user.password_hash))) {
          throw new ApiError(400, 'INVALID_CREDENTIALS', 'Incorrect email or password', { password: 'credentials.wrong' });
        }
        return marketplaceConnectResultSchema.parse(await service.connectMarketplace(user.id, companyId));
      },
    }),
  ];
}
