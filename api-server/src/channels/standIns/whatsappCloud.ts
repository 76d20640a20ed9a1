import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { metaSignature, sameSignature } from '../providerHttp';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { createBehaviours, createCallbacks, hang, keepLast, type Behaviour } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of the WhatsApp Business Cloud API, as far as its public documentation shows: the
 * messages endpoint with its bearer token, request checks and Graph errors, and Meta's `messages` webhook
 * (statuses sent/delivered/read/failed, clients' messages) signed X-Hub-Signature-256 with the app secret.
 * Development only; commanded through `_control` routes (or the object itself in tests).
 */

export interface StandInNumber {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  displayPhoneNumber: string;
  /** Where Meta would post the webhooks; null to ask `resolveWebhookUrl`. */
  webhookUrl: string | null;
}

export interface AcceptedMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: string;
  text: string;
  at: string;
}

const numberSchema = z.object({
  phoneNumberId: z.string().min(1),
  accessToken: z.string().min(1),
  appSecret: z.string().min(1),
  displayPhoneNumber: z.string().default('+10000000000'),
  webhookUrl: z.url().nullable().default(null),
});

const sendSchema = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\+?\d{6,15}$/),
    type: z.enum(['text', 'interactive']).default('text'),
    text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }).optional(),
    interactive: z
      .object({
        type: z.literal('button'),
        body: z.object({ text: z.string().min(1).max(1024) }),
        action: z.object({
          buttons: z
            .array(z.object({ type: z.literal('reply'), reply: z.object({ id: z.string().min(1).max(256), title: z.string().min(1).max(20) }) }))
            .min(1)
            .max(3),
        }),
      })
      .optional(),
  })
  .refine((body) => (body.type === 'text' ? body.text !== undefined : body.interactive !== undefined), { message: 'the object of the type is required', path: ['type'] });

const inboundCommandSchema = z.object({
  phoneNumberId: z.string().min(1),
  from: z.string().regex(/^\+?\d{6,15}$/),
  text: z.string().min(1),
  /** The wamid the client answers, when answering one. */
  contextId: z.string().optional(),
});

const TITLES: Readonly<Record<number, string>> = {
  100: 'Invalid parameter',
  190: 'Invalid OAuth access token',
  130429: 'Rate limit hit',
  131000: 'Something went wrong',
  131026: 'Message undeliverable',
  131030: 'Recipient phone number not in allowed list',
  131047: 'Re-engagement message',
  131056: 'Pair rate limit hit',
};

function defaultStatus(code: number): number {
  if (code === 190) return 401;
  if (code === 4 || code === 80007 || code === 130429) return 429;
  if (code === 131000 || code === 131016 || code === 1 || code === 2) return 500;
  return 400;
}

function graphError(code: number, message: string, details?: string) {
  return {
    error: {
      message: `(#${code}) ${message}`,
      type: 'OAuthException',
      code,
      ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '');
const unixNow = () => String(Math.floor(Date.now() / 1000));

export interface WhatsappCloudStandInOptions {
  numbers?: readonly StandInNumber[];
  /** Between the answer and each status webhook (and between statuses). */
  callbackDelayMs?: number;
  /** How long a commanded timeout holds the request. */
  hangMs?: number;
  /** The webhook URL of a number registered without one (the API's own, looked up in channel_accounts). */
  resolveWebhookUrl?: (phoneNumberId: string) => Promise<string | null>;
}

export function createWhatsappCloudStandIn(options: WhatsappCloudStandInOptions = {}) {
  const numbers = new Map<string, StandInNumber>((options.numbers ?? []).map((number) => [number.phoneNumberId, number]));
  const behaviours = createBehaviours();
  const callbacks = createCallbacks(options.callbackDelayMs ?? 1000);
  const accepted: AcceptedMessage[] = [];
  const prefix = STAND_IN_PATHS.whatsappCloud;

  async function webhookUrlOf(number: StandInNumber): Promise<string | null> {
    return number.webhookUrl ?? (await options.resolveWebhookUrl?.(number.phoneNumberId)) ?? null;
  }

  /** Meta's webhook envelope around one change of the number. */
  function webhook(number: StandInNumber, url: string, value: Record<string, unknown>) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: `waba-${number.phoneNumberId}`,
          changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: digits(number.displayPhoneNumber), phone_number_id: number.phoneNumberId }, ...value } }],
        },
      ],
    });
    return { url, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(number.appSecret, body) }, body };
  }

  function statusCall(number: StandInNumber, url: string, id: string, to: string, status: string, error?: { code: number; message: string }) {
    return () =>
      webhook(number, url, {
        statuses: [
          {
            id,
            status,
            timestamp: unixNow(),
            recipient_id: digits(to),
            ...(error ? { errors: [{ code: error.code, title: TITLES[error.code] ?? error.message, message: error.message, error_data: { details: error.message } }] } : {}),
          },
        ],
      });
  }

  /** What happens after a message is accepted, as the behaviour says. */
  function afterAccepting(number: StandInNumber, url: string | null, id: string, to: string, behaviour: Behaviour): void {
    if (url === null || behaviour.outcome === 'abandon') return;
    if (behaviour.outcome === 'failLater') {
      const code = behaviour.code ?? 131026;
      callbacks.later([statusCall(number, url, id, to, 'failed', { code, message: behaviour.message ?? TITLES[code] ?? 'Failed' })]);
      return;
    }
    callbacks.later([statusCall(number, url, id, to, 'sent'), statusCall(number, url, id, to, 'delivered'), statusCall(number, url, id, to, 'read')]);
  }

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${prefix}/:version/:phoneNumberId/messages`,
      access: 'guest',
      summary: 'WhatsApp Cloud API stand-in: send a message',
      params: z.object({ version: z.string(), phoneNumberId: z.string() }),
      body: z.record(z.string(), z.unknown()),
      responses: { 200: { description: 'The Cloud API answer `{ messaging_product, contacts, messages: [{ id }] }`, or a Graph error as commanded' } },
      async handler({ request, reply, params, body }) {
        const { phoneNumberId } = params();
        const number = numbers.get(phoneNumberId);
        if (!number) return reply.code(400).send(graphError(100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`));
        const auth = request.headers.authorization ?? '';
        if (!sameSignature(auth, `Bearer ${number.accessToken}`)) return reply.code(401).send(graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
        const parsed = sendSchema.safeParse(body());
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return reply.code(400).send(graphError(100, 'Invalid parameter', issue ? `${issue.path.join('.')}: ${issue.message}` : undefined));
        }
        const message = parsed.data;
        const behaviour = behaviours.next(message.to);
        if (behaviour.outcome === 'timeout') {
          await hang(reply.raw, options.hangMs ?? 60_000);
          return reply.code(504).send(graphError(2, 'Service temporarily unavailable'));
        }
        if (behaviour.outcome === 'fail') {
          const code = behaviour.code ?? 131026;
          return reply.code(behaviour.httpStatus ?? defaultStatus(code)).send(graphError(code, behaviour.message ?? TITLES[code] ?? 'Error'));
        }
        const id = `wamid.${randomBytes(24).toString('base64')}`;
        keepLast(accepted, { id, phoneNumberId, to: message.to, type: message.type, text: message.text?.body ?? message.interactive?.body.text ?? '', at: new Date().toISOString() });
        afterAccepting(number, await webhookUrlOf(number), id, message.to, behaviour);
        return { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: digits(message.to) }], messages: [{ id }] };
      },
    }),

    route({
      method: 'POST',
      path: `${prefix}/_control/numbers`,
      access: 'guest',
      summary: 'WhatsApp Cloud API stand-in: register a phone number (its token, app secret and webhook URL)',
      body: numberSchema,
      responses: { 204: { description: 'Registered (replacing one with the same id)' } },
      handler({ reply, body }) {
        const number = body();
        numbers.set(number.phoneNumberId, number);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: `${prefix}/_control/inbound`,
      access: 'guest',
      summary: 'WhatsApp Cloud API stand-in: a client writes to the number (posts the messages webhook)',
      body: inboundCommandSchema,
      responses: { 200: { description: 'The webhook was posted: the message id and what the cabinet answered' } },
      errors: { 404: 'NOT_FOUND: no such phone number registered' },
      async handler({ body }) {
        const command = body();
        const number = numbers.get(command.phoneNumberId);
        const url = number ? await webhookUrlOf(number) : null;
        if (!number || url === null) throw new ApiError(404, 'NOT_FOUND', 'No such phone number, or it has no webhook URL');
        const id = `wamid.${randomBytes(24).toString('base64')}`;
        const call = webhook(number, url, {
          contacts: [{ profile: { name: 'Client' }, wa_id: digits(command.from) }],
          messages: [
            {
              from: digits(command.from),
              id,
              timestamp: unixNow(),
              type: 'text',
              text: { body: command.text },
              ...(command.contextId ? { context: { from: digits(number.displayPhoneNumber), id: command.contextId } } : {}),
            },
          ],
        });
        const record = await callbacks.now(call.url, call.headers, call.body);
        return { id, webhookStatus: record.status, error: record.error };
      },
    }),

    route({
      method: 'GET',
      path: `${prefix}/_control/messages`,
      access: 'guest',
      summary: 'WhatsApp Cloud API stand-in: the messages it accepted and the webhooks it posted',
      responses: { 200: { description: '`{ messages, callbacks }`, newest last' } },
      handler() {
        return { messages: accepted, callbacks: callbacks.log };
      },
    }),
    ...controlRoutes(prefix, 'WhatsApp Cloud API stand-in', { behaviours }),
  ];

  return {
    routes,
    accepted,
    register(number: StandInNumber): void {
      numbers.set(number.phoneNumberId, number);
    },
    command(behaviour: Behaviour): void {
      behaviours.add(behaviour);
    },
    /** Waits for every webhook the stand-in has scheduled. */
    settled: () => callbacks.settled(),
    callbacks: callbacks.log,
  };
}
export type WhatsappCloudStandIn = ReturnType<typeof createWhatsappCloudStandIn>;
