import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { route, type Route } from '../../../platform/http/route';
import { ApiError } from '../../../platform/http/ApiError';
import { controlRoute, controlRoutes } from '../../../platform/standIns/controlRoutes';
import { STAND_IN_CREDENTIALS, STAND_IN_PATHS } from '../adapters';
import { payboxSignature, scriptName } from '../paybox';
import { notify, sandboxPage } from './page';

/**
 * A local stand-in of Paybox as far as its public documentation shows: init_payment.php checks the form's
 * pg_sig and answers XML with pg_payment_id and pg_redirect_url; its payment page lets the payer pay,
 * be declined, or go back to the shop (abandon); the result is posted, signed, to pg_result_url before the
 * payer is sent to pg_success_url or pg_failure_url. Development only.
 *
 * Recurring payments: a paid payment started with pg_recurring_start=1 gets a recurring profile, named in
 * its result as pg_recurring_profile_id (with pg_recurring_profile_expiry_date). make_recurring_payment.php
 * (signed, pg_recurring_profile, pg_order_id, pg_amount) charges it at once and posts the result as for any
 * payment; get_status2.php answers a payment by pg_payment_id or pg_order_id (pg_payment_status success,
 * failed or pending). Test controls (not Paybox's): POST .../_control/recurring_profiles/{id}
 * { behaviour: succeed | decline } decides the profile's next charges; POST .../_control/notifications
 * { hold: true } keeps results back until { hold: false } (a result that arrives late).
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

export function createPayboxStandIn(options: { origin: string }) {
  const payments = new Map<string, SandboxPayment>();
  /** Recurring profiles of paid first payments, and whether each pays or declines its next charges. */
  const profiles = new Map<string, { behaviour: 'succeed' | 'decline' }>();
  let holding = false;
  const held: Array<{ url: string; body: string }> = [];
  const base = STAND_IN_PATHS.paybox;
  let next = 1_000_000;
  const secret = STAND_IN_CREDENTIALS.paybox.secretKey;

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
    if (succeeded && payment.fields.pg_recurring_start === '1') {
      const profile = String(next + 500_000);
      profiles.set(profile, { behaviour: 'succeed' });
      fields.pg_recurring_profile_id = profile;
      fields.pg_recurring_profile_expiry_date = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    }
    const resultUrl = payment.fields.pg_result_url ?? '';
    fields.pg_sig = payboxSignature(scriptName(resultUrl), fields, secret);
    await post(resultUrl, new URLSearchParams(fields).toString());
  }

  async function post(url: string, body: string) {
    if (holding) held.push({ url, body });
    else await notify(url, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  /** A signed XML answer of a script. */
  const signedXml = (script: string, fields: Record<string, string>) => {
    const answer: Record<string, string> = { ...fields, pg_salt: randomBytes(8).toString('hex') };
    answer.pg_sig = payboxSignature(script, answer, secret);
    return xml(answer);
  };
  const checked = (script: string, fields: Record<string, string>) =>
    fields.pg_merchant_id !== STAND_IN_CREDENTIALS.paybox.merchantId ? 'Unknown merchant' : fields.pg_sig !== payboxSignature(script, fields, secret) ? 'Wrong signature' : null;

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
      summary: 'Paybox stand-in: start a payment',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'XML with pg_redirect_url', contentType: 'application/xml' } },
      handler({ reply, body }) {
        const fields = body();
        const refuse = (description: string) => reply.type('application/xml').send(xml({ pg_status: 'error', pg_error_code: '9998', pg_error_description: description }));
        if (fields.pg_merchant_id !== STAND_IN_CREDENTIALS.paybox.merchantId) return refuse('Unknown merchant');
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
      summary: 'Paybox stand-in: the payment page',
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
      summary: 'Paybox stand-in: pay, be declined, or go back to the shop',
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
    route({
      method: 'POST',
      path: `${base}/make_recurring_payment.php`,
      access: 'guest',
      summary: 'Paybox stand-in: charge a recurring profile',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'XML with pg_payment_id', contentType: 'application/xml' } },
      async handler({ reply, body }) {
        const fields = body();
        const script = 'make_recurring_payment.php';
        const refuse = (code: string, description: string) => reply.type('application/xml').send(signedXml(script, { pg_status: 'error', pg_error_code: code, pg_error_description: description }));
        const broken = checked(script, fields);
        if (broken) return refuse('9998', broken);
        const profile = profiles.get(fields.pg_recurring_profile ?? '');
        if (!profile) return refuse('1005', 'Recurring profile not found or expired');
        if (!fields.pg_order_id || !fields.pg_amount || !fields.pg_result_url) return refuse('9997', 'Required fields are missing');
        next += 1;
        const payment: SandboxPayment = { id: String(next), status: 'pending', fields };
        payments.set(payment.id, payment);
        await result(payment, profile.behaviour === 'succeed');
        return reply.type('application/xml').send(signedXml(script, { pg_status: 'ok', pg_payment_id: payment.id, pg_recurring_profile: fields.pg_recurring_profile ?? '' }));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/get_status2.php`,
      access: 'guest',
      summary: 'Paybox stand-in: a payment by pg_payment_id or pg_order_id',
      body: z.record(z.string(), z.string()),
      responses: { 200: { description: 'XML with pg_payment_status', contentType: 'application/xml' } },
      handler({ reply, body }) {
        const fields = body();
        const script = 'get_status2.php';
        const broken = checked(script, fields);
        if (broken) return reply.type('application/xml').send(signedXml(script, { pg_status: 'error', pg_error_code: '9998', pg_error_description: broken }));
        const found = fields.pg_payment_id ? payments.get(fields.pg_payment_id) : [...payments.values()].find((payment) => payment.fields.pg_order_id === fields.pg_order_id);
        if (!found) return reply.type('application/xml').send(signedXml(script, { pg_status: 'error', pg_error_code: '340', pg_error_description: 'Payment not found' }));
        const status = found.status === 'succeeded' ? 'success' : found.status;
        return reply.type('application/xml').send(
          signedXml(script, {
            pg_status: 'ok',
            pg_payment_id: found.id,
            pg_order_id: found.fields.pg_order_id ?? '',
            pg_payment_status: status,
            ...(found.status === 'failed' ? { pg_failure_code: '101', pg_failure_description: 'Insufficient funds' } : {}),
          }),
        );
      },
    }),
    controlRoute(base, {
      method: 'POST',
      path: 'recurring_profiles/:id',
      summary: 'Paybox stand-in: a recurring profile pays or declines its next charges',
      params: z.object({ id: z.string() }),
      body: z.object({ behaviour: z.enum(['succeed', 'decline']) }),
      responses: { 204: { description: 'Set' } },
      handler({ params, body, reply }) {
        const profile = profiles.get(params().id);
        if (!profile) throw new ApiError(404, 'NOT_FOUND', 'No such recurring profile');
        profile.behaviour = body().behaviour;
        return reply.code(204).send();
      },
    }),
    ...controlRoutes(base, 'Paybox stand-in', {
      notifications: {
        async hold(hold) {
          holding = hold;
          if (!holding) for (const message of held.splice(0)) await post(message.url, message.body);
        },
      },
    }),
  ];
  return { routes, payments };
}
