import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { WABA_SERVICE_WINDOW_HOURS, type CreateWabaTemplateRequest, type WabaTemplateStatus } from '@cabinet/api/messaging';
import { outsideSystemUrl, type Config } from '../config';
import type { Clock } from '../platform/clock';
import type { Queryable } from '../platform/db/Db';
import { lastInboundAt } from './events';
import { applyTemplateEvent } from './templateMachine';
import { matchTemplate, readParameters, type ApprovedTemplate, type TemplateMatch } from './wabaTemplateMatch';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import { STAND_IN_PATHS } from './paths';
import { callProvider, type ProviderCall } from './providerHttp';
import { whatsappCloudBody } from './whatsappCloud';

/**
 * WABA numbers through Dialog360 (360dialog's v2 API, which mirrors Meta's Cloud API): every call carries
 * the number's `D360-API-KEY`; `POST /messages` takes the Cloud API's message body and answers
 * `{ messages: [{ id }] }`; `GET /v1/configs/templates` lists the number's templates
 * (`{ waba_templates: [{ id, name, language, status, rejected_reason }] }`), `POST` creates one
 * (`{ name, category, language, components }` → `{ id, status }`), `DELETE /v1/configs/templates/{name}`
 * deletes it; `GET /v1/configs/webhook` answers 401 to a wrong key, so it checks a key before it is saved;
 * `POST /v1/configs/webhook` (`{ url, headers }`) points the number's webhook (the Cloud API's `messages`
 * payload: the clients' messages, the statuses) at the cabinet (webhooks.ts).
 * Production reads DIALOG360_BASE_URL (Dialog360's own by default); development uses the stand-in.
 */
export const DIALOG360_PRODUCTION_URL = 'https://waba-v2.360dialog.io';

export const dialog360SettingsSchema = z.object({ apiKey: z.string().min(1), standIn: z.boolean().optional() });
export type Dialog360Settings = z.infer<typeof dialog360SettingsSchema>;

type ClientConfig = Pick<Config, 'mode' | 'publicUrl' | 'dialog360BaseUrl' | 'channelHttpTimeoutMs'>;

export function dialog360BaseUrl(config: ClientConfig): string {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.dialog360, configured: config.dialog360BaseUrl, real: DIALOG360_PRODUCTION_URL });
}

/** What went wrong at Dialog360: its refusal (status and message) or no answer at all. */
export class Dialog360Error extends Error {
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`Dialog360: ${detail}`);
  }
  get wrongKey(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

const providerErrorSchema = z.object({ error: z.object({ message: z.string().optional(), code: z.number().optional() }).optional(), meta: z.object({ developer_message: z.string().optional() }).optional() });
const templatesSchema = z.object({
  waba_templates: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String).optional(), name: z.string(), language: z.string(), status: z.string(), rejected_reason: z.string().nullish() })),
});
export type ProviderTemplate = z.infer<typeof templatesSchema>['waba_templates'][number];
const createdSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String).optional(), status: z.string().optional() });

export interface Dialog360Api {
  /** Resolves when the key is accepted; a Dialog360Error otherwise (wrongKey when refused). */
  checkKey(apiKey: string): Promise<void>;
  listTemplates(apiKey: string): Promise<ProviderTemplate[]>;
  createTemplate(apiKey: string, template: CreateWabaTemplateRequest): Promise<{ id: string | null; status: string | null }>;
  /** Resolves when deleted, or when the provider does not know it (nothing left to delete). */
  deleteTemplate(apiKey: string, name: string): Promise<void>;
  /** Points the number's webhook (inbound messages, statuses) at `url`, called with `headers`. */
  setWebhook(apiKey: string, url: string, headers: Record<string, string>): Promise<void>;
}

/** The header Dialog360 calls the cabinet's webhook with (Dialog360 signs nothing: the number's webhook carries a secret header). */
export const DIALOG360_WEBHOOK_HEADER = 'x-cabinet-webhook-token';

/** The number's webhook secret, derived from the API's secret and the account's id (nothing to store). */
export function dialog360WebhookToken(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(`d360-webhook:${accountId}`).digest('base64url');
}

function refusal(answer: ProviderCall): Dialog360Error {
  if (answer.kind !== 'answered') return new Dialog360Error(null, answer.kind === 'timedOut' ? 'no answer in time' : answer.detail);
  const parsed = providerErrorSchema.safeParse(answer.body);
  const detail = parsed.success ? (parsed.data.error?.message ?? parsed.data.meta?.developer_message) : undefined;
  return new Dialog360Error(answer.status, detail ?? `HTTP ${answer.status}`);
}

/** The template's components: a media template has a header whose image, video or document is given when sending. */
export function templateComponents(template: Pick<CreateWabaTemplateRequest, 'type' | 'body'>): Array<Record<string, unknown>> {
  const body = { type: 'BODY', text: template.body };
  return template.type === 'media' ? [{ type: 'HEADER', format: 'IMAGE' }, body] : [body];
}

export function createDialog360Client(config: ClientConfig): Dialog360Api {
  async function call(apiKey: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ProviderCall> {
    return callProvider(
      `${dialog360BaseUrl(config)}/${path}`,
      { method, headers: { 'D360-API-KEY': apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      config.channelHttpTimeoutMs,
    );
  }
  const ok = (answer: ProviderCall): answer is Extract<ProviderCall, { kind: 'answered' }> => answer.kind === 'answered' && answer.status >= 200 && answer.status < 300;
  return {
    async checkKey(apiKey) {
      const answer = await call(apiKey, 'GET', 'v1/configs/webhook');
      if (!ok(answer)) throw refusal(answer);
    },
    async listTemplates(apiKey) {
      const answer = await call(apiKey, 'GET', 'v1/configs/templates?limit=1000');
      if (!ok(answer)) throw refusal(answer);
      const parsed = templatesSchema.safeParse(answer.body);
      if (!parsed.success) throw new Dialog360Error(answer.status, 'an answer that is not a template list');
      return parsed.data.waba_templates;
    },
    async createTemplate(apiKey, template) {
      const answer = await call(apiKey, 'POST', 'v1/configs/templates', { name: template.name, category: template.category, language: template.language, allow_category_change: false, components: templateComponents(template) });
      if (!ok(answer)) throw refusal(answer);
      const parsed = createdSchema.safeParse(answer.body);
      return { id: parsed.success ? (parsed.data.id ?? null) : null, status: parsed.success ? (parsed.data.status ?? null) : null };
    },
    async setWebhook(apiKey, url, headers) {
      const answer = await call(apiKey, 'POST', 'v1/configs/webhook', { url, headers });
      if (!ok(answer)) throw refusal(answer);
    },
    async deleteTemplate(apiKey, name) {
      const answer = await call(apiKey, 'DELETE', `v1/configs/templates/${encodeURIComponent(name)}`);
      if (answer.kind === 'answered' && answer.status === 404) return;
      if (!ok(answer)) throw refusal(answer);
    },
  };
}

/** The Cloud API's template message: the template's name and language, the body's parameters in order. */
export function templateMessageBody(to: string, match: TemplateMatch): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: match.template.name,
      language: { policy: 'deterministic', code: match.template.language },
      components: match.parameters.length === 0 ? [] : [{ type: 'body', parameters: match.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

type StoredTemplate = ApprovedTemplate & { id: string; status: WabaTemplateStatus; rejectedReason: string | null; syncedAt: Date | null };

/** The number's standard templates approved or still in review (a media template needs a header the engine does not send). */
async function standardTemplates(db: Queryable, accountId: string): Promise<StoredTemplate[]> {
  const rows = await db.query<{ id: string; name: string; language: string; body: string; created_at: Date; status: WabaTemplateStatus; rejected_reason: string | null; synced_at: Date | null }>(
    `select id, name, language, body, created_at, status, rejected_reason, synced_at from waba_templates
     where channel_account_id = $1 and type = 'standard' and status in ('approved', 'pending')`,
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    language: row.language,
    body: row.body,
    createdAt: new Date(row.created_at),
    status: row.status,
    rejectedReason: row.rejected_reason,
    syncedAt: row.synced_at === null ? null : new Date(row.synced_at),
  }));
}

/**
 * The approved template the text goes as. When none approved matches but one still pending as last synced
 * would, Dialog360 is asked first (its review may have ended since the templates page was last open) and
 * the reviews are saved as the page's sync saves them (templateMachine.ts).
 */
async function templateFor(deps: { db: Queryable; clock: Clock; client: Dialog360Api }, accountId: string, apiKey: string, text: string): Promise<TemplateMatch | null> {
  const templates = await standardTemplates(deps.db, accountId);
  const approved = matchTemplate(templates.filter((template) => template.status === 'approved'), text);
  if (approved) return approved;
  const pending = templates.filter((template) => template.status === 'pending' && readParameters(template.body, text) !== null);
  if (pending.length === 0) return null;
  let known: ProviderTemplate[];
  try {
    known = await deps.client.listTemplates(apiKey);
  } catch (error) {
    if (error instanceof Dialog360Error) return null;
    throw error;
  }
  const at = deps.clock.now();
  const reviewed: ApprovedTemplate[] = [];
  for (const template of pending) {
    const found = known.find((each) => each.name === template.name && each.language === template.language);
    if (!found) continue;
    const after = applyTemplateEvent(template, { type: 'providerStatus', at, status: found.status, reason: found.rejected_reason ?? null });
    await deps.db.query(`update waba_templates set status = $2, rejected_reason = $3, synced_at = $4 where id = $1 and status = 'pending'`, [template.id, after.status, after.rejectedReason, after.syncedAt?.toISOString() ?? null]);
    if (after.status === 'approved') reviewed.push(template);
  }
  return matchTemplate(reviewed, text);
}

const WINDOW_MS = WABA_SERVICE_WINDOW_HOURS * 3_600_000;
/** Meta's "Re-engagement message": free-form outside the customer-service window. */
export const META_REENGAGEMENT_ERROR = 131047;

/**
 * The engine's `dialog360` adapter, `POST /messages`: inside WhatsApp's 24-hour customer-service window
 * (the client wrote to this number within it: channel_conversations, from the number's webhook) the Cloud
 * API's free-form body (whatsappCloud.ts); outside it, the approved template the text matches, with its
 * parameters (wabaTemplateMatch.ts), or nothing sent (templateRequired). The decisions are in
 * shared/api messaging/dialog360.ts. Not idempotent: like the Cloud API, Dialog360 takes no idempotency key.
 */
export function createDialog360Adapter(config: ClientConfig, deps: { db: Queryable; clock: Clock }): ChannelAdapter {
  const client = createDialog360Client(config);
  return {
    name: 'dialog360',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = dialog360SettingsSchema.safeParse(account.settings);
      if (!settings.success) return { ok: false, reason: 'channelNotAuthorized', detail: 'The WABA number has no Dialog360 key', retryable: false };
      const lastInbound = await lastInboundAt(deps.db, account.id, message.to);
      const inWindow = lastInbound !== null && deps.clock.now().getTime() - lastInbound.getTime() < WINDOW_MS;
      let body: Record<string, unknown>;
      if (inWindow) {
        body = whatsappCloudBody(message);
      } else {
        const match = await templateFor({ ...deps, client }, account.id, settings.data.apiKey, message.text);
        if (!match) {
          return {
            ok: false,
            reason: 'templateRequired',
            detail: `${message.to} has not written to this number in the last ${WABA_SERVICE_WINDOW_HOURS} hours, and no approved template of the number matches the text`,
            retryable: false,
          };
        }
        body = templateMessageBody(message.to, match);
      }
      const answer = await callProvider(
        `${dialog360BaseUrl(config)}/messages`,
        { method: 'POST', headers: { 'D360-API-KEY': settings.data.apiKey, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
        config.channelHttpTimeoutMs,
      );
      if (answer.kind !== 'answered') return { ok: false, reason: 'providerError', detail: `Dialog360: ${answer.kind}`, retryable: answer.kind === 'unreachable' };
      const sent = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) }).safeParse(answer.body);
      if (answer.status < 300 && sent.success) return { ok: true, providerMessageId: sent.data.messages[0]?.id ?? '' };
      const error = refusal(answer);
      if (error.wrongKey) return { ok: false, reason: 'channelNotAuthorized', detail: error.message, retryable: false };
      // Meta's 131026: the number is not on WhatsApp.
      const code = providerErrorSchema.safeParse(answer.body).data?.error?.code;
      if (code === 131026) return { ok: false, reason: 'notOnChannel', detail: error.message, retryable: false };
      if (code === META_REENGAGEMENT_ERROR) return { ok: false, reason: 'templateRequired', detail: error.message, retryable: false };
      return { ok: false, reason: 'providerError', detail: error.message, retryable: answer.status >= 500 || answer.status === 429 };
    },
  };
}
