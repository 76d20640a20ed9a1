import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { ApiError } from '../../platform/http/ApiError';
import { SANDBOX, SANDBOX_PATHS } from '../config';
import { payboxSignature, scriptName } from '../providers/paybox';
import { notify, sandboxPage } from './page';

/**
 * A local sandbox of Paybox as far as its public documentation shows: init_payment.php checks the form's
 * pg_sig and answers XML with pg_payment_id and pg_redirect_url; its payment page lets the payer pay,
 * be declined, or go back to the shop (abandon); the result is posted, signed, to pg_result_url before the
 * payer is sent to pg_success_url or pg_failure_url. Development only.
 */
interface SandboxPayment {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  fields: Record<string, string>;
}

const xml = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="utf-8"?><response>${Object.entries(fields)
    .map(([key, value]) => `<${key}>${value.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`)}</${key}>`)
    .join('')}</response>`;

export function createPayboxSandbox(options: { origin: string }) {
  const payments = new Map<string, SandboxPayment>();
  const base = SANDBOX_PATHS.paybox;
  let next = 1_000_000;
  const secret = SANDBOX.paybox.secretKey;

  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new ApiError(404, 'NOT_FOUND', 'No such payment');
    return payment;
  };

  async function result(payment: SandboxPayment, succeeded: boolean) {
    if (payment.status !== 'pending') return;
    payment.status = succeeded ? 'succeeded' : 'failed';
    const fields: Record<string, string> = {
      pg_order_id: payment.fields.pg_order_id ?? '',
      pg_payment_id: payment.id,
      pg_amount: payment.fields.pg_amount ?? '',
      pg_currency: payment.fields.pg_currency ?? 'KZT',
      pg_result: succeeded ? '1' : '0',
      pg_payment_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      pg_salt: randomBytes(8).toString('hex'),
      ...(succeeded ? {} : { pg_failure_code: '101', pg_failure_description: 'Insufficient funds' }),
    };
    const resultUrl = payment.fields.pg_result_url ?? '';
    fields.pg_sig = payboxSignature(scriptName(resultUrl), fields, secret);
    await notify(resultUrl, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  const page = (payment: SandboxPayment, notice?: string) =>
    sandboxPage({
      title: 'Paybox (sandbox)',
      brand: 'Paybox',
      lines: [payment.fields.pg_description ?? '', `Amount: ${payment.fields.pg_amount} ${payment.fields.pg_currency}`],
      actionBase: `/${base}/pay/${payment.id}`,
      actions: payment.status === 'pending' ? [{ action: 'pay', label: 'Pay' }, { action: 'decline', label: 'Decline the card' }, { action: 'back', label: 'Back to the shop' }] : [{ action: 'back', label: 'Back to the shop' }],
      notice,
    });

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/init_payment.php`,
      access: 'guest',
      summary: 'Paybox sandbox: start a payment',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'XML with pg_redirect_url', contentType: 'application/xml' } },
      handler({ reply, body }) {
        const fields = body();
        const refuse = (description: string) => reply.type('application/xml').send(xml({ pg_status: 'error', pg_error_code: '9998', pg_error_description: description }));
        if (fields.pg_merchant_id !== SANDBOX.paybox.merchantId) return refuse('Unknown merchant');
        if (fields.pg_sig !== payboxSignature('init_payment.php', fields, secret)) return refuse('Wrong signature');
        if (!fields.pg_order_id || !fields.pg_amount || !fields.pg_result_url) return refuse('Required fields are missing');
        next += 1;
        const payment: SandboxPayment = { id: String(next), status: 'pending', fields };
        payments.set(payment.id, payment);
        const answer: Record<string, string> = {
          pg_status: 'ok',
          pg_payment_id: payment.id,
          pg_redirect_url: `${options.origin}/${base}/pay/${payment.id}`,
          pg_redirect_url_type: 'need data',
          pg_salt: randomBytes(8).toString('hex'),
        };
        answer.pg_sig = payboxSignature('init_payment.php', answer, secret);
        return reply.type('application/xml').send(xml(answer));
      },
    }),
    route({
      method: 'GET',
      path: `${base}/pay/:id`,
      access: 'guest',
      summary: 'Paybox sandbox: the payment page',
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The page', contentType: 'text/html' } },
      handler({ reply, params }) {
        return reply.type('text/html').send(page(paymentOf(params().id)));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/pay/:id/:action`,
      access: 'guest',
      summary: 'Paybox sandbox: pay, be declined, or go back to the shop',
      params: z.object({ id: z.string(), action: z.enum(['pay', 'decline', 'back']) }),
      responses: { 303: { description: 'Back to the shop' }, 200: { description: 'The declined page', contentType: 'text/html' } },
      async handler({ reply, params }) {
        const { id, action } = params();
        const payment = paymentOf(id);
        if (action === 'pay') {
          await result(payment, true);
          return reply.redirect(payment.fields.pg_success_url ?? '/', 303);
        }
        if (action === 'decline') {
          await result(payment, false);
          return reply.type('text/html').send(page(payment, 'The card was declined: insufficient funds.'));
        }
        return reply.redirect(payment.fields.pg_failure_url ?? '/', 303);
      },
    }),
  ];
  return { routes, payments };
}
