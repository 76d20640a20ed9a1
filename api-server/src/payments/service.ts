import { randomBytes } from 'node:crypto';
import {
  PROVIDER_CURRENCY,
  SELLABLE_TARIFFS,
  TARIFFS,
  TRIAL_OFFER,
  type AllowedServices,
  type PaymentConfig,
  type PaymentInfo,
  type PaymentProvider,
} from '@cabinet/api/payments';
import { usesStandIn } from '../config';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError, forbidden } from '../platform/http/ApiError';
import { paymentsConfig } from './config';
import { accountPaidUpTo, listTargets, loadPayer, quote, tariffPriceOf, type Payer } from './data';
import {
  findOrder,
  findPaymentLink,
  hasSucceededPayment,
  insertOrder,
  insertPaymentLink,
  insertTrialOrder,
  lockTrialOpen,
  orderStatus,
  orderView,
  setLinkOrder,
  setProviderPaymentId,
  settleFailed,
  settleSucceeded,
  takeWebhookEvent,
  type PaymentLinkRow,
} from './orders';
import { ProviderFailed, WebhookRefused, type Checkout, type PaymentAdapter, type Started, type IncomingWebhook } from './providers/PaymentAdapter';
import { createInvoice, developmentPayerDirectory, invoiceToken } from './invoices';
import { providerDescription } from './tariffNames';

/** The trial's card check: YooKassa saves a card only with a payment, so the widget takes one rouble. */
const TRIAL_CARD_CHECK_KOPECKS = TRIAL_OFFER.cardCheck;
export const QUICK_START_TRIAL_DAYS = TRIAL_OFFER.trialDays;
export const QUICK_START_OFFER_PRICE_RUB = TRIAL_OFFER.price;

/** The payer's address as a link shows it to whoever holds it: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/** A caller acts for themselves; an admin for anyone (the admin's payment tools). */
export function checkActsFor(caller: AccessClaims, userId: string): void {
  if (caller.userId === userId) return;
  if (caller.roles.includes('admin') || caller.roles.includes('super-admin')) return;
  throw forbidden();
}

const providerFailed = () => new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider did not start the payment; try again');
const linkNotFound = () => new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment link');

export type PaymentsDeps = Pick<AppContext, 'db' | 'clock' | 'config'>;
export type PaymentAdapters = Readonly<Record<PaymentProvider, PaymentAdapter | null>>;

/**
 * Payments' rules and state changes (spec sections 2-9), for the routes and for tests without HTTP: who
 * may pay for whom, pricing, starting a payment at its provider, taking the providers' notices once,
 * payment links and invoices. What the browser's address decides (return urls) comes in as an origin.
 */
export function paymentsService(deps: PaymentsDeps, adapters: PaymentAdapters) {
  const { db, clock } = deps;
  const { linkSecret } = paymentsConfig(deps.config);
  // The payers' register (by INN) has only its development stand-in: production answers 503 until one is configured.
  const payers = usesStandIn(deps.config, null) ? developmentPayerDirectory : null;

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

  /** Asks the provider to start an order's payment and records its id; a provider that fails fails the order. */
  async function startAtProvider(orderId: string, adapter: PaymentAdapter, start: Omit<Checkout, 'orderId'>): Promise<Started> {
    try {
      const started = await adapter.start({ orderId, ...start });
      await setProviderPaymentId(db, orderId, started.providerPaymentId);
      return started;
    } catch (error) {
      await settleFailed(db, orderId, 'provider_unavailable', clock.now());
      if (error instanceof ProviderFailed) throw providerFailed();
      throw error;
    }
  }

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
    const started = await startAtProvider(orderId, adapter, {
      amount: order.amount,
      currency: order.currency,
      description: providerDescription(order.provider, order.tariff),
      email: payer.email,
      returnUrl: returnUrl(orderId),
      recurring: order.is_auto_pay,
    });
    return { orderId, started };
  }

  async function findLink(token: string): Promise<PaymentLinkRow> {
    const link = await findPaymentLink(db, token);
    if (!link) throw linkNotFound();
    return link;
  }

  const linkStatus = (status: string | undefined) => (status === 'succeeded' ? 'paid' : status === 'failed' ? 'failed' : 'open');

  return {
    payerFor,

    /** The price the configuration costs in the provider's currency (the one CreatePayment charges). */
    async price(caller: AccessClaims, provider: PaymentProvider, config: PaymentConfig): Promise<PaymentInfo> {
      const payer = await payerFor(caller, config.requireUserId);
      const quoted = await quote(db, { ...payer, provider }, config, clock.now());
      return { provider, tariffs: [tariffPriceOf(quoted)] };
    },

    /** Starts a payment through the account's own provider; the payer comes back to `returnUrl`. */
    async pay(caller: AccessClaims, provider: PaymentProvider, config: PaymentConfig, returnUrl: (orderId: string) => string) {
      const payer = await payerFor(caller, config.requireUserId);
      if (payer.provider !== provider) throw new ApiError(409, 'VALIDATION_FAILED', `This account pays through ${payer.provider}`, { provider: 'provider.notForCountry' });
      return startPayment(payer, config, returnUrl);
    },

    /** A link to pay later: priced now, so a link that cannot be paid is refused here rather than on the public page. */
    async createLink(caller: AccessClaims, config: PaymentConfig): Promise<string> {
      const payer = await payerFor(caller, config.requireUserId);
      await quote(db, payer, config, clock.now());
      const token = randomBytes(18).toString('base64url');
      await insertPaymentLink(db, { token, userId: payer.id, provider: payer.provider, config });
      return token;
    },

    /**
     * A provider's notice: verified, taken once, and settling its order (a paid order is never paid twice).
     * Answers what the provider expects back.
     */
    async takeNotice(provider: PaymentProvider, request: IncomingWebhook): Promise<{ contentType: string; body: string }> {
      const adapter = adapterOf(provider);
      let event;
      try {
        event = await adapter.verify(request);
      } catch (error) {
        if (error instanceof WebhookRefused) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', `Notification refused: ${error.message}`);
        // Verifying asked the provider back (the payment, or the card a checkout saved) and it did not answer: not taken, so the provider sends it again.
        if (error instanceof ProviderFailed) throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The provider did not answer while the notification was checked; send it again');
        throw error;
      }
      const answer = adapter.acknowledge(event);
      if (event.outcome === 'ignored') return answer;
      const order = isUuid(event.orderId) ? await findOrder(db, event.orderId) : null;
      if (!order || order.provider !== provider) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Notification refused: not an order of this provider');
      if (event.amount !== null && event.amount !== order.amount) throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', 'Notification refused: the amount is not the order\'s');
      await db.transaction(async (tx) => {
        // A replay: taken before, so it changes nothing.
        if (!(await takeWebhookEvent(tx, provider, event.eventId, order.id))) return;
        if (event.outcome === 'succeeded') await settleSucceeded(tx, order.id, event.providerPaymentId, clock.now(), event.savedPaymentMethodId ?? null, event.savedCustomerId ?? null);
        else await settleFailed(tx, order.id, event.failureReason ?? 'declined', clock.now());
      });
      return answer;
    },

    /** The quick start's trial: once, to an account without Pro, paying through the widget provider. */
    async startTrial(caller: AccessClaims, userId: string, returnUrl: (orderId: string) => string) {
      const payer = await payerFor(caller, userId);
      if (payer.provider !== 'YoomoneyPay') throw new ApiError(409, 'VALIDATION_FAILED', `This account pays through ${payer.provider}; the trial is paid through the widget`, { provider: 'provider.notForCountry' });
      const adapter = adapterOf('YoomoneyPay');
      const orderId = await db.transaction(async (tx) => {
        if (!(await lockTrialOpen(tx, payer.id, TARIFFS.pro))) throw new ApiError(409, 'OFFER_UNAVAILABLE', 'The trial is for an account without a Pro subscription, once');
        const companies = await listTargets(tx, payer.id, 'companies', TARIFFS.pro);
        const targetIds = companies.length > 0 ? companies.map((company) => company.id) : ['account'];
        const config = { requireUserId: payer.id, tariff: TARIFFS.pro, month: 1, isAutoPay: true, targetIds, covers: companies.length > 0 ? 'companies' : 'account' };
        return insertTrialOrder(tx, payer.id, { tariff: TARIFFS.pro, config, amount: TRIAL_CARD_CHECK_KOPECKS, days: QUICK_START_TRIAL_DAYS });
      });
      const started = await startAtProvider(orderId, adapter, {
        amount: TRIAL_CARD_CHECK_KOPECKS,
        currency: 'RUB',
        description: providerDescription('YoomoneyPay', TARIFFS.pro, {
          ru: `${QUICK_START_TRIAL_DAYS} дня бесплатно, затем ${QUICK_START_OFFER_PRICE_RUB} ₽ в месяц`,
          en: `${QUICK_START_TRIAL_DAYS} days free, then ${QUICK_START_OFFER_PRICE_RUB} RUB a month`,
        }),
        email: payer.email,
        returnUrl: returnUrl(orderId),
        recurring: true,
      });
      return { orderId, token: started.token ?? '', widgetUrl: started.widgetUrl ?? '' };
    },

    async allowedServices(caller: AccessClaims, userId: string): Promise<AllowedServices> {
      const payer = await payerFor(caller, userId);
      const services = await Promise.all(
        Object.entries(SELLABLE_TARIFFS).map(async ([code, sold]) => {
          const tariff = Number(code);
          const paidUpTo = sold.covers === 'account' ? await accountPaidUpTo(db, payer.id, tariff) : null;
          return { tariff, covers: sold.covers, targets: await listTargets(db, payer.id, sold.covers, tariff), paidUpTo: paidUpTo?.toISOString() ?? null };
        }),
      );
      return { countryId: payer.countryId, provider: payer.provider, currency: PROVIDER_CURRENCY[payer.provider], hasPayments: await hasSucceededPayment(db, payer.id), services };
    },

    /** An order of the caller's (an admin's: anyone's), as its provider last reported. */
    async order(caller: AccessClaims, orderId: string) {
      const order = isUuid(orderId) ? await findOrder(db, orderId) : null;
      if (!order || (order.user_id !== caller.userId && !caller.roles.includes('admin') && !caller.roles.includes('super-admin'))) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment');
      return orderView(db, order);
    },

    /** A payment link as its public page shows it, without signing in. */
    async publicPayment(token: string) {
      const link = await findLink(token);
      const payer = await loadPayer(db, link.user_id);
      const quoted = await quote(db, payer, link.config, clock.now());
      const status = linkStatus(await orderStatus(db, link.order_id));
      return { token: link.token, email: maskEmail(payer.email), provider: payer.provider, price: tariffPriceOf(quoted), status };
    },

    /** Pays a link through its account's provider; a paid link is refused. */
    async payLink(token: string, returnUrl: (link: PaymentLinkRow) => string) {
      const link = await findLink(token);
      if ((await orderStatus(db, link.order_id)) === 'succeeded') throw new ApiError(409, 'VALIDATION_FAILED', 'This link is paid already', { token: 'link.paid' });
      const payer = await loadPayer(db, link.user_id);
      const { orderId, started } = await startPayment(payer, link.config, () => returnUrl(link));
      await setLinkOrder(db, link.token, orderId);
      return { orderId, started };
    },

    async findPayer(inn: string) {
      if (!payers) throw new ApiError(503, 'PAYMENT_PROVIDER_FAILED', 'The payer directory is not configured on this server');
      const found = await payers.find(inn);
      if (!found) throw new ApiError(404, 'PAYER_NOT_FOUND', 'Company info not found');
      return found;
    },

    /** A bank invoice priced as PaymentInfo prices it (in roubles); answers its number and the PDF's signed token. */
    async bankInvoice(caller: AccessClaims, paymentConfig: PaymentConfig, payer: object) {
      const account = await payerFor(caller, paymentConfig.requireUserId);
      const quoted = await quote(db, { ...account, provider: 'YoomoneyPay' }, paymentConfig, clock.now());
      const invoice = await createInvoice(db, account.id, 'bank', paymentConfig, payer, quoted);
      return { number: invoice.number, token: invoiceToken(invoice.id, linkSecret) };
    },

    /** A Kazakhstan invoice request, priced in tenge; the team sends the invoice. */
    async kzInvoice(caller: AccessClaims, paymentConfig: PaymentConfig, company: object): Promise<void> {
      const account = await payerFor(caller, paymentConfig.requireUserId);
      const quoted = await quote(db, { ...account, provider: 'Paybox' }, paymentConfig, clock.now());
      await createInvoice(db, account.id, 'kazakhstan', paymentConfig, company, quoted);
    },

    linkSecret,
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
