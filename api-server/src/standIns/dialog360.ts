import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../channels/paths';
import type { Clock } from '../platform/clock';
import { route, type Route } from '../platform/http/route';
import { hang } from './behaviours';

/**
 * A local stand-in of Dialog360's WABA API (channels/dialog360.ts), in memory, development only. A key of
 * 16 to 64 letters and digits is accepted (each key its own number, with its own templates); any other is
 * refused 401 as Dialog360 does. A new template is PENDING and APPROVED once `approveAfterMs` of the
 * injected clock have passed (the channels' clock: `stand-ins/chat-api/_control/clock` moves it), or at
 * once on `_control/templates/approve`; `_control/templates/reject` rejects it with a reason. `_control/fail`
 * makes the next calls answer 500 or never answer (a timeout).
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

const templateBody = z.object({ name: z.string(), language: z.string(), category: z.string(), components: z.array(z.unknown()).default([]) });
const failBody = z.object({ times: z.number().int().min(1).max(100).default(1), mode: z.enum(['error', 'timeout']).default('error') });
const reviewBody = z.object({ name: z.string(), language: z.string().optional(), reason: z.string().max(500).optional() });

export function createDialog360StandIn(options: { clock: Clock; approveAfterMs?: number; hangMs?: number }) {
  const approveAfterMs = options.approveAfterMs ?? DIALOG360_APPROVE_AFTER_MS;
  const templates = new Map<string, StoredTemplate[]>();
  const sent: Array<{ apiKey: string; body: unknown }> = [];
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
        sent.push({ apiKey: gated.key, body: request.body });
        const to = z.object({ to: z.string() }).safeParse(request.body);
        return { messaging_product: 'whatsapp', contacts: to.success ? [{ input: to.data.to, wa_id: to.data.to }] : [], messages: [{ id: `wamid.d360-${randomUUID()}` }] };
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
  return { routes, sent, templates };
}
