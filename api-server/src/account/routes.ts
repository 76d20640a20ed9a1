import { z } from 'zod';
import { activeTariffSchema, currentUserSchema, lastPayedTariffSchema, nearestPaymentEndDateSchema, PATHS, type ActiveTariff, type CurrentUser } from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { forbidden, unauthorized } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { activeTariff, lastPaidTariff, nearestPaymentEnd, recordSetUpRequest } from './payments';
import { settingsRoutes } from './settingsRoutes';
import { signInRoutes } from './signInRoutes';
import { findUserById, toCurrentUser } from './users';

const lastPayedTariffQuerySchema = z.object({ userId: z.guid() });

/** The account domain: sign-in and sessions (signInRoutes.ts), then the signed-in user and their subscription. */
export function accountRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  return [
    ...signInRoutes(ctx),
    ...settingsRoutes(ctx),

    route({
      method: 'GET',
      path: PATHS.account.currentUser,
      access: 'user',
      summary: 'The signed-in user',
      responses: { 200: { description: 'The User entity (spec section 3)', schema: currentUserSchema } },
      async handler({ caller }): Promise<CurrentUser> {
        const user = await findUserById(db, caller.userId);
        // A valid token of a deleted user: that session is over.
        if (!user) throw unauthorized();
        return toCurrentUser(user);
      },
    }),

    route({
      method: 'GET',
      path: PATHS.account.nearestPaymentEndDate,
      access: 'user',
      summary: 'When the running subscription ends',
      responses: { 200: { description: 'The nearest end of a running payment, or null', schema: nearestPaymentEndDateSchema } },
      async handler({ caller }) {
        const nearest = await nearestPaymentEnd(db, caller.userId);
        return nearestPaymentEndDateSchema.parse({ nearestPaymentEndDate: nearest ? nearest.toISOString() : null });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.account.lastPayedTariff,
      access: 'user',
      summary: "A user's last paid tariff",
      description: 'The caller may ask about themself; an admin about anyone.',
      query: lastPayedTariffQuerySchema,
      responses: { 200: { description: 'The tariff of the payment whose period began last, or null', schema: lastPayedTariffSchema } },
      errors: { 403: "FORBIDDEN: another user's, asked by a non-admin" },
      async handler({ caller, query }) {
        const { userId } = query();
        if (userId.toLowerCase() !== caller.userId.toLowerCase() && !caller.roles.includes('admin')) throw forbidden();
        return lastPayedTariffSchema.parse({ tariff: await lastPaidTariff(db, userId) });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.account.activeTariff,
      access: 'user',
      summary: 'The running tariff and whether the client is Loyal',
      responses: { 200: { description: 'Loyal after a second successful payment', schema: activeTariffSchema } },
      async handler({ caller }): Promise<ActiveTariff> {
        return activeTariffSchema.parse(await activeTariff(db, caller.userId));
      },
    }),

    // "Set it up for me": recorded for the support team; nothing is answered but the receipt.
    route({
      method: 'POST',
      path: PATHS.account.requestSetUp,
      access: 'user',
      summary: 'Ask the support team to set the cabinet up',
      responses: { 204: { description: 'Recorded' } },
      async handler({ caller, reply }) {
        await recordSetUpRequest(db, caller.userId);
        return reply.code(204).send();
      },
    }),
  ];
}
