import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import type { Clock } from '../../platform/clock';
import { route, type Route } from '../../platform/http/route';
import { hang, keepLast } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of Dialog360's WABA API (channels/dialog360.ts), in memory, development only. A key of
 * 16 to 64 letters and digits is accepted (each key its own number, with its own templates); any other is
 * refused 401 as Dialog360 does. A new template is PENDING and APPROVED once `approveAfterMs` of the
 * injected clock have passed (the channels' clock: `stand-ins/chat-api/_control/clock` moves it), or at
 * once on `_control/templates/approve`; `_control/templates/reject` rejects it with a reason. `_control/fail`
 * makes the next calls answer 500 or never answer (a timeout). `POST /messages` checks what WhatsApp
 * checks: a template message names an approved template of the number in that language with as many body
 * parameters as its placeholders (132001, 132000); a free-form one goes only within 24 hours of the
 * client's last message to the number (else 131047, "Re-engagement message"), which `_control/inbound`
 * records (and posts to the number's webhook, as Dialog360 does).
 */
export const DIALOG360_APPROVE_AFTER_MS = 5 * 60_000;
const KEY = /^[A-Za-z0-9]{16,64}$/;

interface StoredTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  components: unknown[];
  createdAt: number;
  review: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string } | null;
}

/** What `POST /messages` is checked against, as WhatsApp checks it (the Cloud API's errors). */
const templateMessage = z.object({
  to: z.string(),
  type: z.literal('template'),
  template: z.object({
    name: z.string(),
    language: z.object({ code: z.string() }),
    components: z.array(z.object({ type: z.string(), parameters: z.array(z.object({ type: z.string(), text: z.string().optional() })).default([]) })).default([]),
  }),
});
const freeFormMessage = z.object({ to: z.string(), type: z.string() });
const inboundBody = z.object({ apiKey: z.string(), from: z.string().regex(/^\+?\d{6,15}$/), text: z.string().min(1).max(4096) });
const webhookBody = z.object({ url: z.string().url(), headers: z.record(z.string(), z.string()).default({}) });
const WINDOW_MS = 24 * 3_600_000;

/** The body text of a stored template (its BODY component), for counting its parameters. */
function bodyTextOf(components: unknown[]): string {
  for (const component of components) {
    const parsed = z.object({ type: z.string(), text: z.string() }).safeParse(component);
    if (parsed.success && parsed.data.type.toUpperCase() === 'BODY') return parsed.data.text;
  }
  return '';
}
const parametersIn = (text: string) => Math.max(0, ...[...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1])));
const digits = (phone: string) => phone.replace(/\D/g, '');

const templateBody = z.object({ name: z.string(), language: z.string(), category: z.string(), components: z.array(z.unknown()).default([]) });
const failBody = z.object({ times: z.number().int().min(1).max(100).default(1), mode: z.enum(['error', 'timeout']).default('error') });
const reviewBody = z.object({ name: z.string(), language: z.string().optional(), reason: z.string().max(500).optional() });

export function createDialog360StandIn(options: { clock: Clock; approveAfterMs?: number; hangMs?: number }) {
  const approveAfterMs = options.approveAfterMs ?? DIALOG360_APPROVE_AFTER_MS;
  const templates = new Map<string, StoredTemplate[]>();
  const sent: Array<{ apiKey: string; body: unknown }> = [];
  /** When each client last wrote to each number (key → phone digits → time): the customer-service window. */
  const lastInbound = new Map<string, Map<string, number>>();
  /** Each number's webhook (POST /v1/configs/webhook): where its inbound messages are posted. */
  const webhooks = new Map<string, { url: string; headers: Record<string, string> }>();
  let failing: { times: number; mode: 'error' | 'timeout' } | null = null;
  const base = STAND_IN_PATHS.dialog360;

  const statusOf = (template: StoredTemplate) =>
    template.review ?? (options.clock.now().getTime() - template.createdAt >= approveAfterMs ? { status: 'APPROVED' as const } : { status: 'PENDING' as const });

  type Headers = Record<string, string | string[] | undefined>;
  /** The key's templates, or an answer already sent (a failure commanded, a wrong key). */
  async function gate(headers: Headers, reply: FastifyReply): Promise<{ key: string; list: StoredTemplate[] } | { answered: unknown }> {
    if (failing) {
      const { mode } = failing;
      failing.times -= 1;
      if (failing.times <= 0) failing = null;
      if (mode === 'timeout') {
        await hang(reply.raw, options.hangMs ?? 60_000);
        return { answered: reply.code(504).send({ error: { message: 'Gateway timeout' } }) };
      }
      return { answered: reply.code(500).send({ error: { code: 500, message: 'Internal server error' } }) };
    }
    const header = headers['d360-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) return { answered: reply.code(401).send({ error: { code: 401, message: 'Invalid api key' } }) };
    let list = templates.get(key);
    if (!list) {
      list = [];
      templates.set(key, list);
    }
    return { key, list };
  }

  const routes: Route[] = [
    route({
      method: 'GET',
      path: `${base}/v1/configs/webhook`,
      access: 'guest',
      summary: 'Dialog360 stand-in: the webhook configuration (answers 401 to a wrong key)',
      responses: { 200: { description: '{ url }' } },
      async handler({ request, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        return { url: null };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/v1/configs/webhook`,
      access: 'guest',
      summary: "Dialog360 stand-in: sets the number's webhook (its URL and the headers it is called with)",
      responses: { 200: { description: '{ url }' } },
      async handler({ request, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        const parsed = webhookBody.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ error: { code: 100, message: 'Invalid parameter' } });
        webhooks.set(gated.key, parsed.data);
        return { url: parsed.data.url };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/v1/configs/templates`,
      access: 'guest',
      summary: "Dialog360 stand-in: the number's templates with their review",
      responses: { 200: { description: '{ waba_templates }' } },
      async handler({ request, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        const waba_templates = gated.list.map((template) => {
          const review = statusOf(template);
          return { id: template.id, name: template.name, language: template.language, category: template.category, components: template.components, status: review.status, rejected_reason: 'reason' in review ? review.reason : 'NONE' };
        });
        return { count: waba_templates.length, total: waba_templates.length, offset: 0, limit: 1000, waba_templates };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/v1/configs/templates`,
      access: 'guest',
      summary: 'Dialog360 stand-in: submits a template for review',
      responses: { 200: { description: '{ id, status, category }' } },
      async handler({ request, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        const parsed = templateBody.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ error: { code: 100, message: 'Invalid parameter' } });
        const { name, language, category, components } = parsed.data;
        if (gated.list.some((template) => template.name === name && template.language === language)) {
          return reply.code(400).send({ error: { code: 2388023, message: 'Message template with this name and language already exists' } });
        }
        const template: StoredTemplate = { id: randomUUID(), name, language, category, components, createdAt: options.clock.now().getTime(), review: null };
        gated.list.push(template);
        return { id: template.id, status: 'PENDING', category };
      },
    }),
    route({
      method: 'DELETE',
      path: `${base}/v1/configs/templates/:name`,
      access: 'guest',
      summary: 'Dialog360 stand-in: deletes a template (every language of its name)',
      params: z.object({ name: z.string() }),
      responses: { 200: { description: '{ success }' } },
      async handler({ request, params, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        const { name } = params();
        const kept = gated.list.filter((template) => template.name !== name);
        if (kept.length === gated.list.length) return reply.code(404).send({ error: { code: 100, message: 'Template not found' } });
        templates.set(gated.key, kept);
        return { success: true };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/messages`,
      access: 'guest',
      summary: 'Dialog360 stand-in: sends a message (the Cloud API body)',
      responses: { 200: { description: '{ messages: [{ id }] }' } },
      async handler({ request, reply }) {
        const gated = await gate(request.headers, reply);
        if ('answered' in gated) return gated.answered;
        const refuse = (code: number, title: string, details: string) => reply.code(400).send({ error: { message: `(#${code}) ${title}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details } } });
        const message = freeFormMessage.safeParse(request.body);
        if (!message.success) return reply.code(400).send({ error: { code: 100, message: 'Invalid parameter' } });
        if (message.data.type === 'template') {
          const parsed = templateMessage.safeParse(request.body);
          if (!parsed.success) return reply.code(400).send({ error: { code: 100, message: 'Invalid parameter' } });
          const { name, language, components } = parsed.data.template;
          const template = gated.list.find((each) => each.name === name && each.language === language.code && statusOf(each).status === 'APPROVED');
          if (!template) return refuse(132001, 'Template name does not exist in the translation', `template name (${name}) does not exist in ${language.code}`);
          const expected = parametersIn(bodyTextOf(template.components));
          const given = components.filter((component) => component.type === 'body').flatMap((component) => component.parameters);
          if (given.length !== expected) return refuse(132000, 'Number of parameters does not match the expected number of params', `body: number of localizable_params (${given.length}) does not match the expected number of params (${expected})`);
        } else {
          const wrote = lastInbound.get(gated.key)?.get(digits(message.data.to));
          if (wrote === undefined || options.clock.now().getTime() - wrote >= WINDOW_MS) {
            return refuse(131047, 'Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
          }
        }
        keepLast(sent, { apiKey: gated.key, body: request.body });
        return { messaging_product: 'whatsapp', contacts: [{ input: message.data.to, wa_id: message.data.to }], messages: [{ id: `wamid.d360-${randomUUID()}` }] };
      },
    }),
    ...(['approve', 'reject'] as const).map((action) =>
      route({
        method: 'POST',
        path: `${base}/_control/templates/${action}`,
        access: 'guest',
        summary: action === 'approve' ? 'Dialog360 stand-in control: approves a template now' : 'Dialog360 stand-in control: rejects a template with a reason',
        body: reviewBody,
        responses: { 200: { description: 'The templates reviewed' } },
        errors: { 404: 'NOT_FOUND: no template of this name' },
        async handler({ body, reply }) {
          const { name, language, reason } = body();
          const matching = [...templates.values()].flat().filter((template) => template.name === name && (language === undefined || template.language === language));
          if (matching.length === 0) return reply.code(404).send({ message: 'No template of this name', code: 'NOT_FOUND' });
          for (const template of matching) template.review = action === 'approve' ? { status: 'APPROVED' } : { status: 'REJECTED', reason: reason ?? 'INVALID_FORMAT' };
          return { reviewed: matching.length };
        },
      }),
    ),
    route({
      method: 'POST',
      path: `${base}/_control/inbound`,
      access: 'guest',
      summary: "Dialog360 stand-in control: a client writes to the number (its window opens; the number's webhook is called)",
      description: "Posts the Cloud API's `messages` webhook to the URL the number set, with its headers; answers what the webhook answered.",
      body: inboundBody,
      responses: { 200: { description: '{ delivered, status }' } },
      async handler({ body }) {
        const { apiKey, from, text } = body();
        const at = options.clock.now();
        const phones = lastInbound.get(apiKey) ?? new Map<string, number>();
        phones.set(digits(from), at.getTime());
        lastInbound.set(apiKey, phones);
        const webhook = webhooks.get(apiKey);
        if (!webhook) return { delivered: false, status: null };
        const payload = {
          object: 'whatsapp_business_account',
          entry: [
            {
              id: 'stand-in-waba',
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: { display_phone_number: 'stand-in', phone_number_id: 'stand-in' },
                    contacts: [{ profile: { name: 'Client' }, wa_id: digits(from) }],
                    messages: [{ from: digits(from), id: `wamid.in-${randomUUID()}`, timestamp: String(Math.floor(at.getTime() / 1000)), type: 'text', text: { body: text } }],
                  },
                },
              ],
            },
          ],
        };
        const answer = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', ...webhook.headers }, body: JSON.stringify(payload) });
        return { delivered: answer.ok, status: answer.status };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/_control/sent`,
      access: 'guest',
      summary: 'Dialog360 stand-in control: the message bodies it accepted for a number (by its key), oldest first',
      query: z.object({ apiKey: z.string() }),
      responses: { 200: { description: 'The bodies' } },
      async handler({ query }) {
        return sent.filter((each) => each.apiKey === query().apiKey).map((each) => each.body);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/_control/fail`,
      access: 'guest',
      summary: 'Dialog360 stand-in control: the next calls answer 500 (error) or never answer (timeout)',
      body: failBody,
      bodyOptional: true,
      responses: { 200: { description: 'Failing' } },
      async handler({ body }) {
        failing = body();
        return { failing };
      },
    }),
  ];
  return { routes, sent, templates, lastInbound, webhooks };
}
