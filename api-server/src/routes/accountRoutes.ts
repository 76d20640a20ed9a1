import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  activeTariffSchema,
  lastPayedTariffSchema,
  nearestPaymentEndDateSchema,
  PATHS,
  type ActiveTariff,
  type CurrentUser,
} from '@cabinet/api/contract';
import { forbidden, unauthorized } from '../http/ApiError';
import { parseWith } from '../http/parseWith';
import { findUserById, toCurrentUser } from '../users/users';

const lastPayedTariffQuerySchema = z.object({ userId: z.guid() });

/**
 * The signed-in user and their subscription. A payment "runs" while its date_end is in the future: a
 * period paid in advance counts as running, the subscription being continuous.
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  app.get('/' + PATHS.account.currentUser, async (request): Promise<CurrentUser> => {
    const claims = await authenticate(request, tokens);
    const user = await findUserById(db, claims.userId);
    // A valid token of a deleted user: that session is over.
    if (!user) throw unauthorized();
    return toCurrentUser(user);
  });

  app.get('/' + PATHS.account.nearestPaymentEndDate, async (request) => {
    const claims = await authenticate(request, tokens);
    const [row] = await db.query<{ nearest: Date | null }>(
      'select min(date_end) as nearest from payments where user_id = $1 and success and date_end > now()',
      [claims.userId],
    );
    return nearestPaymentEndDateSchema.parse({ nearestPaymentEndDate: row?.nearest ? row.nearest.toISOString() : null });
  });

  app.get('/' + PATHS.account.lastPayedTariff, async (request) => {
    const claims = await authenticate(request, tokens);
    const { userId } = parseWith(lastPayedTariffQuerySchema, request.query);
    if (userId.toLowerCase() !== claims.userId.toLowerCase() && !claims.roles.includes('admin')) throw forbidden();
    // "Last payed" is the payment whose period began last; equal starts fall back to the later record.
    const [row] = await db.query<{ tariff: number }>(
      `select tariff from payments where user_id = $1 and success
       order by date_begin desc, created_at desc limit 1`,
      [userId],
    );
    return lastPayedTariffSchema.parse({ tariff: row?.tariff ?? null });
  });

  app.get('/' + PATHS.account.activeTariff, async (request): Promise<ActiveTariff> => {
    const claims = await authenticate(request, tokens);
    const [row] = await db.query<{ tariff: number | null; paid_count: number }>(
      `select
         (select tariff from payments where user_id = $1 and success and date_end > now()
          order by date_end desc, created_at desc limit 1) as tariff,
         (select count(*)::int from payments where user_id = $1 and success) as paid_count`,
      [claims.userId],
    );
    return activeTariffSchema.parse({ tariff: row?.tariff ?? null, isLoyal: (row?.paid_count ?? 0) > 1 });
  });

  // "Set it up for me": recorded for the support team; nothing is answered but the receipt.
  app.post('/' + PATHS.account.requestSetUp, async (request, reply) => {
    const claims = await authenticate(request, tokens);
    await db.query('insert into setup_requests (user_id) values ($1)', [claims.userId]);
    return reply.code(204).send();
  });
}
