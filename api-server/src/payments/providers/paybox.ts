import { createHash, randomBytes } from 'node:crypto';
import { ProviderFailed, WebhookRefused, type ChargeResult, type Checkout, type PaymentAdapter, type SavedMethodCharge, type Started, type VerifiedEvent } from './PaymentAdapter';

/**
 * Paybox (FreedomPay) as its public documentation shows: init_payment.php takes a signed form and answers
 * XML with pg_redirect_url; the result URL gets a signed form (pg_result 1 or 0) and must answer XML. Every
 * message is signed pg_sig = md5(script name; values sorted by key; secret key).
 *
 * Auto-pay (Paybox's recurring payments): the first payment is made with pg_recurring_start=1 and its paid
 * result carries pg_recurring_profile_id, stored on the subscription. A renewal posts
 * make_recurring_payment.php with that pg_recurring_profile and the order id as pg_order_id; its result is
 * read back with get_status2.php (pg_payment_status) and also posted to the result URL like any payment.
 * Paybox has no idempotence key on this call, so restart safety is ours: before charging, get_status2.php
 * is asked for a payment of the same pg_order_id; one found (a run that charged and stopped before it heard
 * the answer) is that renewal's payment, and nothing is charged again.
 */
export interface PayboxOptions {
  baseUrl: string;
  merchantId: string;
  secretKey: string;
  resultUrl: string;
  timeoutMs: number;
}

/** pg_sig of a message to `script` (the last segment of the URL it is sent to). */
export function payboxSignature(script: string, fields: Record<string, string>, secretKey: string): string {
  const values = Object.keys(fields)
    .filter((key) => key !== 'pg_sig')
    .sort()
    .map((key) => fields[key]);
  return createHash('md5').update([script, ...values, secretKey].join(';')).digest('hex');
}

export function scriptName(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
}

function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] ?? null;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlUnescape = (text: string) => text.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => (entity.startsWith('#') ? String.fromCharCode(Number(entity.slice(1))) : (XML_ENTITIES[entity] ?? '')));

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function createPayboxAdapter(options: PayboxOptions): PaymentAdapter {
  /** Posts a signed form to a script and answers its XML, checked for the answer's own signature. */
  async function call(script: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const signed: Record<string, string> = { ...fields, pg_merchant_id: options.merchantId, pg_salt: randomBytes(8).toString('hex') };
    signed.pg_sig = payboxSignature(script, signed, options.secretKey);
    const response = await fetch(`${options.baseUrl}/${script}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signed).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    }).catch((error: unknown) => {
      throw new ProviderFailed(`Paybox did not answer: ${String(error)}`);
    });
    const text = await response.text();
    if (!response.ok) throw new ProviderFailed(`Paybox answered ${response.status}`);
    const answer: Record<string, string> = {};
    for (const match of text.matchAll(/<(pg_[a-z0-9_]+)>([^<]*)<\/\1>/g)) if (match[1] && match[2] !== undefined) answer[match[1]] = xmlUnescape(match[2]);
    if (answer.pg_sig !== payboxSignature(script, answer, options.secretKey)) throw new ProviderFailed(`Paybox's answer to ${script} is not signed with our key`);
    return answer;
  }

  /** The payment of an order or a payment id as Paybox last knows it; null when Paybox has none. */
  async function paymentStatus(fields: { pg_order_id: string } | { pg_payment_id: string }): Promise<ChargeResult | null> {
    const answer = await call('get_status2.php', fields);
    if (answer.pg_status !== 'ok' || !answer.pg_payment_id) return null;
    const status = answer.pg_payment_status;
    const outcome = status === 'success' ? 'succeeded' : status === 'failed' || status === 'revoked' ? 'failed' : 'pending';
    return { providerPaymentId: answer.pg_payment_id, outcome, failureReason: outcome === 'failed' ? (answer.pg_failure_description ?? 'declined') : null };
  }

  return {
    provider: 'Paybox',
    async start(checkout: Checkout): Promise<Started> {
      const fields: Record<string, string> = {
        pg_merchant_id: options.merchantId,
        pg_order_id: checkout.orderId,
        pg_amount: (checkout.amount / 100).toFixed(2),
        pg_currency: checkout.currency,
        pg_description: checkout.description.slice(0, 1024),
        pg_user_contact_email: checkout.email,
        pg_result_url: options.resultUrl,
        pg_success_url: checkout.returnUrl,
        pg_failure_url: checkout.returnUrl,
        pg_recurring_start: checkout.recurring ? '1' : '0',
        pg_salt: randomBytes(8).toString('hex'),
      };
      fields.pg_sig = payboxSignature('init_payment.php', fields, options.secretKey);
      const response = await fetch(`${options.baseUrl}/init_payment.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      }).catch((error: unknown) => {
        throw new ProviderFailed(`Paybox did not answer: ${String(error)}`);
      });
      const xml = await response.text();
      const paymentId = xmlValue(xml, 'pg_payment_id');
      const redirectUrl = xmlValue(xml, 'pg_redirect_url');
      if (!response.ok || xmlValue(xml, 'pg_status') !== 'ok' || !paymentId || !redirectUrl) {
        throw new ProviderFailed(`Paybox refused: ${xmlValue(xml, 'pg_error_description') ?? response.status}`);
      }
      return { providerPaymentId: paymentId, redirectUrl: redirectUrl.replace(/&amp;/g, '&') };
    },
    async verify(webhook): Promise<VerifiedEvent> {
      const fields = webhook.body;
      if (typeof fields !== 'object' || fields === null) throw new WebhookRefused('Not a Paybox result');
      const strings = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      const signature = strings.pg_sig;
      if (!signature || signature !== payboxSignature(scriptName(options.resultUrl), strings, options.secretKey)) throw new WebhookRefused('pg_sig does not match');
      const orderId = strings.pg_order_id;
      const paymentId = strings.pg_payment_id;
      if (!orderId || !paymentId || !strings.pg_salt) throw new WebhookRefused('The result lacks its order, payment or salt');
      const succeeded = strings.pg_result === '1';
      return {
        // The salt is new in every message Paybox sends: a replay repeats it.
        eventId: `${paymentId}:${strings.pg_result}:${strings.pg_salt}`,
        orderId,
        providerPaymentId: paymentId,
        outcome: succeeded ? 'succeeded' : 'failed',
        failureReason: succeeded ? null : (strings.pg_failure_description ?? 'declined'),
        amount: strings.pg_amount ? Math.round(Number(strings.pg_amount) * 100) : null,
        // A paid first payment made with pg_recurring_start=1: the profile later renewals charge.
        savedPaymentMethodId: succeeded ? (strings.pg_recurring_profile_id ?? null) : null,
      };
    },
    async chargeSaved(charge: SavedMethodCharge): Promise<ChargeResult> {
      // Charged before (the run stopped before it heard back): that payment is this renewal's, not a new one.
      const known = await paymentStatus({ pg_order_id: charge.orderId });
      if (known) return known;
      const made = await call('make_recurring_payment.php', {
        pg_recurring_profile: charge.paymentMethodId,
        pg_order_id: charge.orderId,
        pg_amount: (charge.amount / 100).toFixed(2),
        pg_currency: charge.currency,
        pg_description: charge.description.slice(0, 1024),
        pg_result_url: options.resultUrl,
      });
      if (made.pg_status !== 'ok' || !made.pg_payment_id) {
        // Refused outright (the profile expired or was revoked): a failed renewal the owner pays by hand.
        return { providerPaymentId: made.pg_payment_id ?? `refused:${charge.orderId}`, outcome: 'failed', failureReason: made.pg_error_description ?? 'refused' };
      }
      return (await paymentStatus({ pg_payment_id: made.pg_payment_id })) ?? { providerPaymentId: made.pg_payment_id, outcome: 'pending', failureReason: null };
    },
    acknowledge(event) {
      const fields: Record<string, string> = { pg_status: 'ok', pg_description: event ? 'Accepted' : 'Refused', pg_salt: randomBytes(8).toString('hex') };
      fields.pg_sig = payboxSignature(scriptName(options.resultUrl), fields, options.secretKey);
      const body = Object.entries(fields)
        .map(([key, value]) => `<${key}>${xmlEscape(value)}</${key}>`)
        .join('');
      return { contentType: 'application/xml', body: `<?xml version="1.0" encoding="utf-8"?><response>${body}</response>` };
    },
  };
}
