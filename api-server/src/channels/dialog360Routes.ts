import { z } from 'zod';
import { channelAccountSchema, connectDialog360RequestSchema, createWabaTemplateRequestSchema, INSTANCE_TEST_PERIOD_DAYS, wabaTemplateListSchema, wabaTemplateSchema, type ConnectDialog360Request, type WabaTemplate, type WabaTemplateList, type ChannelAccount as ChannelAccountView, DIALOG360_PATHS } from '@cabinet/api/messaging';
import { usesStandIn } from '../config';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { deleteAccount, insertAccount, toView, type AccountRow } from './accountData';
import { connectAccount, type AccountAdapter } from '../platform/connectAccount';
import { createDialog360Client, Dialog360Error, DIALOG360_WEBHOOK_HEADER, dialog360SettingsSchema, dialog360WebhookToken, type Dialog360Api } from './dialog360';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath } from './paths';
import { channelsClock } from './instanceClock';
import { applyTemplateEvent, type TemplateRecord } from './templateMachine';

type TemplateRow = {
  id: string;
  channel_account_id: string;
  name: string;
  category: WabaTemplate['category'];
  language: WabaTemplate['language'];
  type: WabaTemplate['type'];
  body: string;
  status: WabaTemplate['status'];
  rejected_reason: string | null;
  provider_id: string | null;
  created_at: Date;
  synced_at: Date | null;
};

const idParams = z.object({ id: z.string() });
const templateParams = z.object({ id: z.string(), templateId: z.string() });

const notFound = () => new ApiError(404, 'CHANNEL_ACCOUNT_NOT_FOUND', 'No WABA number of yours has this id');
const templateNotFound = () => new ApiError(404, 'WABA_TEMPLATE_NOT_FOUND', 'No template of this number has this id');

function templateView(row: TemplateRow): WabaTemplate {
  return wabaTemplateSchema.parse({
    id: row.id,
    accountId: row.channel_account_id,
    name: row.name,
    category: row.category,
    language: row.language,
    type: row.type,
    body: row.body,
    status: row.status,
    rejectedReason: row.rejected_reason,
    createdAt: row.created_at.toISOString(),
    syncedAt: row.synced_at?.toISOString() ?? null,
  });
}

/**
 * WABA numbers through Dialog360 and their templates (issue 19; messaging/dialog360.ts). A key is checked
 * with Dialog360 before the number is saved; a template is submitted to Dialog360 and then follows its
 * review (templateMachine.ts): each read of the list asks Dialog360 while a template is pending, and the
 * page polls while one is.
 */
export function dialog360Routes(ctx: AppContext, provider: Dialog360Api = createDialog360Client(ctx.config)): Route[] {
  const { db, config } = ctx;
  const clock = channelsClock(ctx);
  const standIn = usesStandIn(config, config.dialog360BaseUrl);

  async function own(userId: string, id: string): Promise<{ row: AccountRow; apiKey: string }> {
    if (!isUuid(id)) throw notFound();
    const [row] = await db.query<AccountRow>(`select * from channel_accounts where id = $1 and user_id = $2 and adapter = 'dialog360'`, [id, userId]);
    const settings = dialog360SettingsSchema.safeParse(row?.settings);
    if (!row || !settings.success) throw notFound();
    return { row, apiKey: settings.data.apiKey };
  }

  /** Reads Dialog360 for the pending templates and saves their reviews; false when Dialog360 failed. */
  async function sync(accountId: string, apiKey: string, rows: TemplateRow[]): Promise<{ rows: TemplateRow[]; synced: boolean }> {
    if (!rows.some((row) => row.status === 'pending')) return { rows, synced: true };
    let known;
    try {
      known = await provider.listTemplates(apiKey);
    } catch (error) {
      if (error instanceof Dialog360Error) return { rows, synced: false };
      throw error;
    }
    const at = clock.now();
    const updated = await Promise.all(
      rows.map(async (row) => {
        if (row.status !== 'pending') return row;
        const found = known.find((template) => template.name === row.name && template.language === row.language);
        const before: TemplateRecord = { status: row.status, rejectedReason: row.rejected_reason, syncedAt: row.synced_at };
        const after = applyTemplateEvent(before, found ? { type: 'providerStatus', at, status: found.status, reason: found.rejected_reason ?? null } : { type: 'providerMissing', at });
        const [saved] = await db.query<TemplateRow>(
          `update waba_templates set status = $2, rejected_reason = $3, synced_at = $4 where id = $1 and channel_account_id = $5 and status = 'pending' returning *`,
          [row.id, after.status, after.rejectedReason, after.syncedAt?.toISOString() ?? null, accountId],
        );
        return saved ?? row;
      }),
    );
    return { rows: updated, synced: true };
  }

  const addFailed = (detail?: string) => `WABA: error adding the account${detail === undefined ? '' : ` (${detail})`}`;
  /** A WABA number: its key checked with Dialog360, then saved, then Dialog360 told where to post. */
  const dialog360: AccountAdapter<ConnectDialog360Request, string, AccountRow, ChannelAccountView> = {
    // No uniqueness: a number may be added again; a row not saved is Dialog360's add failing.
    alreadyAdded: () => new ApiError(502, 'WABA_ADD_FAILED', addFailed()),
    async check({ apiKey }) {
      const key = apiKey.trim();
      try {
        await provider.checkKey(key);
        return { ok: true, checked: key };
      } catch (error) {
        if (!(error instanceof Dialog360Error)) throw error;
        if (error.wrongKey) return { ok: false, refusal: { kind: 'field', code: 'DIALOG360_INVALID_KEY', field: 'apiKey', fieldCode: 'waba.apiKey.invalid', message: 'WABA: Dialog360 does not accept this API key' } };
        return { ok: false, refusal: { kind: 'failed', code: 'WABA_ADD_FAILED', message: addFailed(error.message) } };
      }
    },
    async store(userId, { phone }, key) {
      const now = clock.now();
      // The same 3-day test period as a new instance: /accounts shows it instead of asking to pay at once.
      return insertAccount(db, {
        userId,
        kind: 'waba',
        adapter: 'dialog360',
        name: 'WABA (Dialog360)',
        phone,
        settings: { apiKey: key, ...(standIn ? { standIn: true } : {}) },
        testUntil: new Date(now.getTime() + INSTANCE_TEST_PERIOD_DAYS * 86_400_000),
        at: now,
      });
    },
    // The clients' messages must reach the cabinet (they open WhatsApp's 24-hour window): without the
    // webhook every message would need a template, so the number is not kept.
    async complete(row) {
      const key = dialog360SettingsSchema.parse(row.settings).apiKey;
      try {
        await provider.setWebhook(key, config.publicUrl + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.dialog360, row.id), { [DIALOG360_WEBHOOK_HEADER]: dialog360WebhookToken(config.jwtSecret, row.id) });
        return null;
      } catch (error) {
        if (!(error instanceof Dialog360Error)) throw error;
        return { kind: 'failed', code: 'WABA_ADD_FAILED', message: addFailed(error.message) };
      }
    },
    remove: (row) => deleteAccount(db, row.id),
    view: toView,
  };

  return [
    route({
      method: 'POST',
      path: DIALOG360_PATHS.accounts,
      access: 'user',
      summary: 'Connects a WABA number through Dialog360, its API key checked with Dialog360 first',
      body: connectDialog360RequestSchema,
      responses: { 201: { description: 'The WABA number, authorised', schema: channelAccountSchema } },
      errors: {
        400: 'VALIDATION_FAILED; DIALOG360_INVALID_KEY: Dialog360 refused the key (at the field apiKey)',
        502: 'WABA_ADD_FAILED: Dialog360 failed or did not answer; nothing saved',
      },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(dialog360, caller.userId, body()));
      },
    }),
    route({
      method: 'DELETE',
      path: DIALOG360_PATHS.account,
      access: 'user',
      summary: 'Deletes a WABA number and its templates (the templates stay at Dialog360, with the number)',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { row } = await own(caller.userId, params().id);
        await db.query(`delete from channel_accounts where id = $1`, [row.id]);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'GET',
      path: DIALOG360_PATHS.templates,
      access: 'user',
      summary: "A WABA number's templates, the pending ones' review read from Dialog360",
      description: 'When Dialog360 fails the stored list is answered with syncFailed: true (WABA: error getting the templates).',
      params: idParams,
      responses: { 200: { description: 'The templates, newest first', schema: wabaTemplateListSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }): Promise<WabaTemplateList> {
        const { row, apiKey } = await own(caller.userId, params().id);
        const stored = await db.query<TemplateRow>(`select * from waba_templates where channel_account_id = $1 order by created_at desc, id`, [row.id]);
        const { rows, synced } = await sync(row.id, apiKey, stored);
        return { account: toView(row), templates: rows.map(templateView), syncFailed: !synced };
      },
    }),
    route({
      method: 'POST',
      path: DIALOG360_PATHS.templates,
      access: 'user',
      summary: 'Creates a template and submits it to Dialog360 for review (pending)',
      params: idParams,
      body: createWabaTemplateRequestSchema,
      responses: { 201: { description: 'The template, pending', schema: wabaTemplateSchema } },
      errors: {
        400: 'VALIDATION_FAILED: waba.template.name.format and the other field rules',
        404: 'CHANNEL_ACCOUNT_NOT_FOUND',
        409: 'WABA_TEMPLATE_NAME_TAKEN: this number has a template of this name and language (at the field name)',
        502: 'WABA_ADD_FAILED: Dialog360 failed or did not answer; nothing saved',
      },
      async handler({ caller, params, body, reply }) {
        const { row, apiKey } = await own(caller.userId, params().id);
        const template = body();
        const taken = () => new ApiError(409, 'WABA_TEMPLATE_NAME_TAKEN', 'WABA: a template of this name and language exists', { name: 'waba.template.name.taken' });
        const [existing] = await db.query(`select id from waba_templates where channel_account_id = $1 and name = $2 and language = $3`, [row.id, template.name, template.language]);
        if (existing) throw taken();
        let created;
        try {
          created = await provider.createTemplate(apiKey, template);
        } catch (error) {
          if (!(error instanceof Dialog360Error)) throw error;
          if (error.status === 400 && /already exists/i.test(error.message)) throw taken();
          throw new ApiError(502, 'WABA_ADD_FAILED', `WABA: error adding the template (${error.message})`);
        }
        const now = clock.now();
        const initial = applyTemplateEvent({ status: 'pending', rejectedReason: null, syncedAt: null }, { type: 'providerStatus', at: now, status: created.status ?? 'PENDING', reason: null });
        const [saved] = await db.query<TemplateRow>(
          `insert into waba_templates (channel_account_id, name, category, language, type, body, status, rejected_reason, provider_id, created_at, synced_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
           on conflict (channel_account_id, name, language) do nothing returning *`,
          [row.id, template.name, template.category, template.language, template.type, template.body, initial.status, initial.rejectedReason, created.id, now.toISOString()],
        );
        if (!saved) throw taken();
        return reply.code(201).send(templateView(saved));
      },
    }),
    route({
      method: 'DELETE',
      path: DIALOG360_PATHS.template,
      access: 'user',
      summary: 'Deletes a template (its name, every language) at Dialog360, then here',
      params: templateParams,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND, WABA_TEMPLATE_NOT_FOUND', 502: 'WABA_DELETE_FAILED: Dialog360 failed; the template is kept' },
      async handler({ caller, params, reply }) {
        const { id, templateId } = params();
        const { row, apiKey } = await own(caller.userId, id);
        if (!isUuid(templateId)) throw templateNotFound();
        const [template] = await db.query<TemplateRow>(`select * from waba_templates where id = $1 and channel_account_id = $2`, [templateId, row.id]);
        if (!template) throw templateNotFound();
        try {
          await provider.deleteTemplate(apiKey, template.name);
        } catch (error) {
          if (!(error instanceof Dialog360Error)) throw error;
          throw new ApiError(502, 'WABA_DELETE_FAILED', `WABA: error deleting the template (${error.message})`);
        }
        // Dialog360 deletes a name in every language: so does the cabinet.
        await db.query(`delete from waba_templates where channel_account_id = $1 and name = $2`, [row.id, template.name]);
        return reply.code(204).send();
      },
    }),
  ];
}
