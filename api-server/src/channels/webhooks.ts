import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../platform/AppContext';
import { ApiError, notFound } from '../platform/http/ApiError';
import { keepRawJsonBodies, rawBodyOf } from '../platform/http/rawJsonBody';
import { route, type Route } from '../platform/http/route';
import { findChannelAccountById } from './accounts';
import { DIALOG360_WEBHOOK_HEADER, dialog360WebhookToken } from './dialog360';
import type { ChannelAccount } from './Channel';
import { messageEventsOf, MessageEventsNotConnected, recordOnce, type KeyedEvent } from './events';
import { CHANNEL_WEBHOOK_PATHS } from './paths';
import { metaSignature, sameSignature, twilioSignature } from './providerHttp';
import { twilioInboundEvents, twilioInboundSchema, twilioSettingsSchema, twilioStatusEvents, twilioStatusSchema } from './twilio';
import { whatsappCloudEvents, whatsappCloudNumbers, whatsappCloudSettingsSchema, whatsappCloudWebhookSchema } from './whatsappCloud';

/** A form body's parameters in order, repeated names kept: Twilio signs every one. */
const formParams = new WeakMap<FastifyRequest, Array<[string, string]>>();

/**
 * The channels scope's body parsers: JSON kept with its raw bytes (Meta signs them), and Twilio's
 * form-encoded callbacks. Only this domain's scope reads forms.
 */
export function setupChannelWebhooks(scope: FastifyInstance): void {
  keepRawJsonBodies(scope);
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const params = [...new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))];
    formParams.set(request, params);
    done(null, Object.fromEntries(params));
  });
}

const accountParamsSchema = z.object({ accountId: z.string() });
const verifyQuerySchema = z.object({
  'hub.mode': z.string().default(''),
  'hub.verify_token': z.string().default(''),
  'hub.challenge': z.string().default(''),
});
const recordedSchema = z.object({ recorded: z.number().int() });
const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const badSignature = () => new ApiError(401, 'UNAUTHORIZED', 'The signature does not match this account');

/**
 * The providers' inbound webhooks (guest: the signature is the authentication). Each verifies the
 * signature with the account's secret before reading the body, translates the payload into MessageEvents
 * and records each once (channel_event_receipts): a replay or a provider's retry changes nothing.
 */
export function channelWebhookRoutes(ctx: AppContext): Route[] {
  const { db, config } = ctx;

  async function accountOf(accountId: string, adapter: ChannelAccount['adapter']): Promise<ChannelAccount> {
    const account = await findChannelAccountById(db, accountId);
    if (!account || account.adapter !== adapter) throw notFound();
    return account;
  }

  async function recordAll(events: ReadonlyArray<KeyedEvent & { channelAccountId: string }>): Promise<number> {
    let recorded = 0;
    try {
      const sink = messageEventsOf(ctx);
      for (const { channelAccountId, key, event } of events) if (await recordOnce(db, sink, channelAccountId, key, event)) recorded += 1;
    } catch (error) {
      // The provider retries a 5xx later: the events are not lost while the engine is not listening.
      if (error instanceof MessageEventsNotConnected) throw new ApiError(503, 'INTERNAL', 'Message events are not being taken yet; try again later');
      throw error;
    }
    return recorded;
  }

  /** Twilio signs the URL it called: the public one, or (behind no proxy) the one this request names. */
  function twilioSigned(request: FastifyRequest, authToken: string): boolean {
    const given = request.headers['x-twilio-signature'];
    if (typeof given !== 'string' || given === '') return false;
    const params = formParams.get(request) ?? [];
    const urls = new Set([config.publicUrl + request.url, `${request.protocol}://${request.host}${request.url}`]);
    return [...urls].some((url) => sameSignature(given, twilioSignature(authToken, url, params)));
  }

  return [
    route({
      method: 'GET',
      path: CHANNEL_WEBHOOK_PATHS.whatsappCloud,
      access: 'guest',
      summary: "WhatsApp Cloud API: Meta's webhook verification",
      description: 'Meta calls it once when the webhook is saved in the app dashboard: it answers hub.challenge when hub.verify_token is the account\'s.',
      params: accountParamsSchema,
      query: verifyQuerySchema,
      responses: { 200: { description: 'hub.challenge, as text', contentType: 'text/plain' } },
      errors: { 403: 'FORBIDDEN: not a subscription, or another verify token', 404: 'NOT_FOUND: no WhatsApp Cloud account with this id' },
      async handler({ reply, params, query }) {
        const account = await accountOf(params().accountId, 'whatsappCloud');
        const settings = whatsappCloudSettingsSchema.safeParse(account.settings);
        const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = query();
        if (!settings.success || mode !== 'subscribe' || !sameSignature(token, settings.data.verifyToken)) {
          throw new ApiError(403, 'FORBIDDEN', 'Not a subscription with this account\'s verify token');
        }
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    }),

    route({
      method: 'POST',
      path: CHANNEL_WEBHOOK_PATHS.whatsappCloud,
      access: 'guest',
      summary: 'WhatsApp Cloud API: statuses and inbound messages',
      description: "Meta's `messages` webhook, signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`.",
      params: accountParamsSchema,
      body: whatsappCloudWebhookSchema,
      responses: { 200: { description: 'Taken; `recorded` counts the events that were new', schema: recordedSchema } },
      errors: { 401: 'UNAUTHORIZED: the signature does not match', 404: 'NOT_FOUND: no WhatsApp Cloud account with this id', 503: 'INTERNAL: the engine is not taking events yet (Meta retries)' },
      async handler({ request, params, body }) {
        const account = await accountOf(params().accountId, 'whatsappCloud');
        const settings = whatsappCloudSettingsSchema.safeParse(account.settings);
        const given = request.headers['x-hub-signature-256'];
        const raw = rawBodyOf(request);
        if (!settings.success || typeof given !== 'string' || raw === undefined || !sameSignature(given, metaSignature(settings.data.appSecret, raw))) throw badSignature();
        const payload = body();
        // One Meta app posts all its numbers to one URL: the others' events go to their accounts, when they
        // share this app secret (the signature proves the sender knows it).
        const accounts = new Map([[settings.data.phoneNumberId, account.id]]);
        const others = whatsappCloudNumbers(payload).filter((number) => !accounts.has(number));
        if (others.length > 0) {
          const rows = await db.query<{ id: string; phone_number_id: string }>(
            `select id, settings ->> 'phoneNumberId' as phone_number_id from channel_accounts
             where adapter = 'whatsappCloud' and settings ->> 'phoneNumberId' = any($1::text[]) and settings ->> 'appSecret' = $2
             order by created_at, id`,
            [others, settings.data.appSecret],
          );
          for (const row of rows) if (!accounts.has(row.phone_number_id)) accounts.set(row.phone_number_id, row.id);
        }
        const events = whatsappCloudEvents(payload, (number) => (number === null ? account.id : (accounts.get(number) ?? null)), ctx.clock.now());
        return { recorded: await recordAll(events) };
      },
    }),

    route({
      method: 'POST',
      path: CHANNEL_WEBHOOK_PATHS.dialog360,
      access: 'guest',
      summary: "Dialog360: a WABA number's inbound messages and statuses",
      description: `The Cloud API's \`messages\` payload, as Dialog360 posts it to the webhook the number was given when connected, with the header ${DIALOG360_WEBHOOK_HEADER} it was given. A client's message opens WhatsApp's 24-hour window for free-form messages to them.`,
      params: accountParamsSchema,
      body: whatsappCloudWebhookSchema,
      responses: { 200: { description: 'Taken; `recorded` counts the events that were new', schema: recordedSchema } },
      errors: { 401: 'UNAUTHORIZED: the header does not match', 404: 'NOT_FOUND: no Dialog360 number with this id', 503: 'INTERNAL: the engine is not taking events yet (Dialog360 retries)' },
      async handler({ request, params, body }) {
        const account = await accountOf(params().accountId, 'dialog360');
        const given = request.headers[DIALOG360_WEBHOOK_HEADER];
        if (typeof given !== 'string' || !sameSignature(given, dialog360WebhookToken(config.jwtSecret, account.id))) throw badSignature();
        return { recorded: await recordAll(whatsappCloudEvents(body(), () => account.id, ctx.clock.now())) };
      },
    }),

    route({
      method: 'POST',
      path: CHANNEL_WEBHOOK_PATHS.twilioStatus,
      access: 'guest',
      summary: "Twilio: a message's status callback",
      description: 'The StatusCallback the twilio adapter gives each message, signed X-Twilio-Signature with the account\'s auth token.',
      params: accountParamsSchema,
      body: twilioStatusSchema,
      bodyContentType: 'application/x-www-form-urlencoded',
      responses: { 200: { description: 'Taken; `recorded` counts the events that were new', schema: recordedSchema } },
      errors: { 401: 'UNAUTHORIZED: the signature does not match', 404: 'NOT_FOUND: no Twilio account with this id', 503: 'INTERNAL: the engine is not taking events yet (Twilio retries)' },
      async handler({ request, params, body }) {
        const account = await accountOf(params().accountId, 'twilio');
        const settings = twilioSettingsSchema.safeParse(account.settings);
        if (!settings.success || !twilioSigned(request, settings.data.authToken)) throw badSignature();
        return { recorded: await recordAll(twilioStatusEvents(body(), ctx.clock.now()).map((event) => ({ ...event, channelAccountId: account.id }))) };
      },
    }),

    route({
      method: 'POST',
      path: CHANNEL_WEBHOOK_PATHS.twilioInbound,
      access: 'guest',
      summary: "Twilio: a client's text to the account's number",
      description: "The number's A MESSAGE COMES IN webhook, signed X-Twilio-Signature. Answered with empty TwiML: the cabinet replies, if at all, through its flows.",
      params: accountParamsSchema,
      body: twilioInboundSchema,
      bodyContentType: 'application/x-www-form-urlencoded',
      responses: { 200: { description: 'Empty TwiML', contentType: 'text/xml' } },
      errors: { 401: 'UNAUTHORIZED: the signature does not match', 404: 'NOT_FOUND: no Twilio account with this id', 503: 'INTERNAL: the engine is not taking events yet (Twilio retries)' },
      async handler({ request, reply, params, body }) {
        const account = await accountOf(params().accountId, 'twilio');
        const settings = twilioSettingsSchema.safeParse(account.settings);
        if (!settings.success || !twilioSigned(request, settings.data.authToken)) throw badSignature();
        await recordAll(twilioInboundEvents(body(), account, ctx.clock.now()).map((event) => ({ ...event, channelAccountId: account.id })));
        return reply.type('text/xml; charset=utf-8').send(TWIML_EMPTY);
      },
    }),
  ];
}
