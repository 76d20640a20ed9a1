import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as paymentsContract from '@cabinet/api/payments';
import type { DomainModule } from '../platform/DomainModule';
import { keepRawJsonBodies } from '../platform/http/rawJsonBody';
import { addFormParser } from '../platform/http/formParser';
import { QUEUES } from '../platform/jobs/queues';
import { PAYMENTS_MIGRATIONS } from './migrations';
import { createAdapters } from './providers/adapters';
import { renewDueSubscriptions } from './renewals';
import { paymentRoutes } from './routes';
import { seedPayments } from './seed';

/** Signed notifications are checked over their raw bytes (Stripe), and Paybox posts forms. */
function setupPayments(scope: FastifyInstance): void {
  keepRawJsonBodies(scope);
  addFormParser(scope);
}

/** Payments (spec sections 2-9): prices, the three providers, subscriptions, invoices, partners. */
export const paymentsDomain: DomainModule = {
  name: 'payments',
  contracts: [paymentsContract],
  migrations: PAYMENTS_MIGRATIONS,
  setup: setupPayments,
  routes: paymentRoutes,
  seed: (tx, accounts) => seedPayments(tx, accounts),
  jobs(ctx) {
    const adapters = createAdapters(ctx);
    ctx.jobs.work(QUEUES.paymentsAutoRenew, (data) => z.object({}).parse(data), async () => {
      await renewDueSubscriptions(ctx.db, adapters, ctx.clock.now());
    });
    ctx.jobs.schedule(QUEUES.paymentsAutoRenew, '*/5 * * * *');
  },
};
