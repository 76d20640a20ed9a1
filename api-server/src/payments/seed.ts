import { TARIFFS, paymentConfigSchema, type PaymentConfigInput } from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import type { DemoAccounts } from '../platform/DomainModule';
import { listTargets, loadPayer, quote } from './data';
import { DEMO_SAVED_PAYMENT_METHOD_ID } from './providers/adapters';
import { insertOrder, settleSucceeded } from './orders';

const DAY_MS = 86_400_000;

/** A payment of the demo's at a past moment: what it pays for, and the card auto-pay charges, if saved. */
interface DemoPayment {
  paidAt: Date;
  config: Omit<PaymentConfigInput, 'requireUserId'>;
  savedPaymentMethodId?: string;
}

/**
 * The demo's payments, made as a paying owner's are (issue 36: seeded rows covered no company, so the
 * payment page said "not paid" while home said paid): priced by the quote, written as an order, settled as
 * the provider's notice settles one, each at its own past moment. Each company's paid-up-to, the
 * subscriptions, the history and the account's payment records then agree, being the same writes.
 * - Pro for both companies, a month that ended last (calendar) year, then again ten days ago with auto-pay
 *   on and a saved card: paid up to 20 days ahead, two payments make the demo Loyal, and its subscription
 *   can be cancelled.
 * - Analytics (the deep dashboards open), its '1+4' package 39 days ago: it ends with Pro, and began before
 *   it, so the account's running and last paid tariff stay Pro's.
 * - Feedback and reputation (the AI answers to ratings, widgets/reviewsAi.ts), '1+4' the same day with the
 *   smallest package of answers (100, spec section 9): the same, so its coverage, its row in the history and its
 *   answers come from one payment, as an owner's would.
 */
export async function seedPayments(tx: Queryable, accounts: DemoAccounts, now: Date = new Date()): Promise<void> {
  const payer = await loadPayer(tx, accounts.demoId);
  const companies = (await listTargets(tx, payer.id, 'companies', TARIFFS.pro)).map((company) => company.id);
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const payments: DemoPayment[] = [
    { paidAt: new Date(Date.UTC(yearStart.getUTCFullYear() - 1, 10, 1)), config: { tariff: TARIFFS.pro, month: 1, isAutoPay: false, internalYclientsCompaniesIds: companies } },
    { paidAt: new Date(now.getTime() - 39 * DAY_MS), config: { tariff: TARIFFS.analytics, month: 59, isAutoPay: false, internalYclientsCompaniesIds: companies } },
    {
      paidAt: new Date(now.getTime() - 39 * DAY_MS),
      config: { tariff: TARIFFS.feedback, month: 59, isAutoPay: false, internalYclientsCompaniesIds: companies, aiReviewsCount: 100 },
    },
    {
      paidAt: new Date(now.getTime() - 10 * DAY_MS),
      config: { tariff: TARIFFS.pro, month: 1, isAutoPay: true, internalYclientsCompaniesIds: companies },
      savedPaymentMethodId: DEMO_SAVED_PAYMENT_METHOD_ID,
    },
  ];
  for (const [index, payment] of payments.entries()) {
    const config = paymentConfigSchema.parse({ ...payment.config, requireUserId: payer.id });
    const quoted = await quote(tx, payer, config, payment.paidAt, true);
    const orderId = await insertOrder(tx, payer.id, payer.provider, quoted, config);
    await tx.query('update pay_orders set created_at = $2 where id = $1', [orderId, payment.paidAt.toISOString()]);
    await settleSucceeded(tx, orderId, `demo-seed-${index + 1}`, payment.paidAt, payment.savedPaymentMethodId ?? null);
  }
}
