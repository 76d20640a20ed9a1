import { createHash, randomBytes } from 'node:crypto';
import { ProviderFailed, WebhookRefused, type Checkout, type PaymentAdapter, type Started, type VerifiedEvent } from './PaymentAdapter';

/**
 * Paybox (FreedomPay) as its public documentation shows: init_payment.php takes a signed form and answers
 * XML with pg_redirect_url; the result URL gets a signed form (pg_result 1 or 0) and must answer XML. Every
 * message is signed pg_sig = md5(script name; values sorted by key; secret key).
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

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function createPayboxAdapter(options: PayboxOptions): PaymentAdapter {
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
      };
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
