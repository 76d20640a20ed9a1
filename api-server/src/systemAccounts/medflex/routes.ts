import { z } from 'zod';
import { MEDFLEX_PATHS, medflexChannelAccountListSchema, medflexConnectRequestSchema, medflexLpuListSchema, medflexLpuSchema, medflexLpuUpdateSchema, medflexTemplateSchema, medflexTemplateUpdateSchema, type MedflexLpu } from '@cabinet/api/systemAccounts';
import type { AppContext } from '../../platform/AppContext';
import { connectAccount, type AccountAdapter, type ProviderRefusal } from '../../platform/connectAccount';
import type { Queryable } from '../../platform/db/Db';
import { isUuid } from '../../platform/db/sql';
import { ApiError, requireVersion } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { MedflexError, type MedflexAdapter } from './adapter';

const lpuNotFound = () => new ApiError(404, 'NOT_FOUND', 'No LPU of that id');
const templateNotFound = () => new ApiError(404, 'NOT_FOUND', 'No template of that id');

/** What a new LPU's visit notice says until the clinic writes its own (in the account's language when known). */
const DEFAULT_VISIT_NOTIFY: Readonly<Record<string, string>> = {
  ru: '{clientName}, вы записаны на {recordDate} в {recordTime}. Ждём вас!',
  en: '{clientName}, your visit is booked for {recordDate} at {recordTime}. See you!',
  'pt-BR': '{clientName}, sua consulta está marcada para {recordDate} às {recordTime}. Até lá!',
  'uk-UA': '{clientName}, ви записані на {recordDate} о {recordTime}. Чекаємо на вас!',
};

type LpuRow = { id: string; source_id: string; name: string; channel_account_id: string | null; channel_name: string | null };
type TemplateRow = { id: string; lpu_id: string; text: string; is_enable: boolean; type_model: 'VisitNotify'; version: number };

const toTemplate = (row: TemplateRow) => medflexTemplateSchema.parse({ id: row.id, medFlexLpuId: row.lpu_id, text: row.text, isEnable: row.is_enable, typeModel: row.type_model, version: row.version });

async function lpusOf(q: Queryable, userId: string, onlyId?: string): Promise<MedflexLpu[]> {
  const lpus = await q.query<LpuRow>(
    `select l.id, l.source_id, l.name, l.channel_account_id, nullif(coalesce(nullif(c.name, ''), c.phone, ''), '') as channel_name
     from medflex_lpus l left join channel_accounts c on c.id = l.channel_account_id
     where l.user_id = $1 and ($2::uuid is null or l.id = $2::uuid) order by l.name, l.id`,
    [userId, onlyId ?? null],
  );
  const templates = await q.query<TemplateRow>(`select id, lpu_id, text, is_enable, type_model, version from medflex_templates where lpu_id = any($1::uuid[]) order by type_model`, [
    lpus.map((lpu) => lpu.id),
  ]);
  return lpus.map((lpu) =>
    medflexLpuSchema.parse({
      id: lpu.id,
      sourceId: lpu.source_id,
      name: lpu.name,
      chatApiAccountId: lpu.channel_account_id,
      chatApiAccountName: lpu.channel_account_id ? (lpu.channel_name ?? lpu.channel_account_id) : null,
      messageTemplates: templates.filter((template) => template.lpu_id === lpu.id).map(toTemplate),
    }),
  );
}

/** Medflex's "no" to an API key, as connectAccount answers it. */
function medflexRefusal(error: unknown): ProviderRefusal {
  if (!(error instanceof MedflexError)) throw error;
  if (error.kind === 'wrongCredentials') return { kind: 'field', code: 'SYSTEM_WRONG_CREDENTIALS', message: 'Medflex does not accept this API key', field: 'apiKey', fieldCode: 'credentials.wrong' };
  if (error.kind === 'timeout') return { kind: 'failed', status: 504, code: 'SYSTEM_TIMEOUT', message: 'Medflex did not answer in time; nothing was changed' };
  return { kind: 'failed', code: 'SYSTEM_UNAVAILABLE', message: `Medflex refused: ${error.message}` };
}

/** The key is shown as its last four characters: enough to tell two keys apart, not enough to use one. */
const keyLabel = (apiKey: string) => `Medflex …${apiKey.slice(-4)}`;

/**
 * Medflex (MEDFLEX_PATHS of @cabinet/api/systemAccounts): connect with the API key, the LPUs with
 * their channel account and templates (spec section 7's path), and their edits.
 */
export function medflexRoutes(ctx: AppContext, adapter: MedflexAdapter): Route[] {
  const { db } = ctx;
  /** An API key: its LPUs read from Medflex and saved, each with a VisitNotify template (off); answered with every LPU. */
  const accounts: AccountAdapter<{ apiKey: string }, Array<{ id: string; name: string }>, string, MedflexLpu[]> = {
    async isAdded(userId, { apiKey }) {
      return (await db.query(`select 1 from system_accounts where user_id = $1 and kind = 'medflex' and login = $2`, [userId, keyLabel(apiKey)])).length > 0;
    },
    alreadyAdded: () => new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This Medflex account is already added', { apiKey: 'account.exists' }),
    async check({ apiKey }) {
      try {
        return { ok: true, checked: await adapter.lpus(apiKey) };
      } catch (error) {
        return { ok: false, refusal: medflexRefusal(error) };
      }
    },
    store: (userId, { apiKey }, lpus) =>
      db.transaction(async (tx) => {
        const [user] = await tx.query<{ language: string | null }>('select language from users where id = $1', [userId]);
        const [account] = await tx.query<{ id: string }>(
          `insert into system_accounts (user_id, kind, login, user_token) values ($1, 'medflex', $2, $3)
           on conflict (user_id, kind, login) do nothing returning id`,
          [userId, keyLabel(apiKey), apiKey],
        );
        if (!account) return null;
        const text = DEFAULT_VISIT_NOTIFY[user?.language ?? 'ru'] ?? DEFAULT_VISIT_NOTIFY.ru;
        for (const lpu of lpus) {
          const [row] = await tx.query<{ id: string }>(
            `insert into medflex_lpus (user_id, account_id, source_id, name) values ($1, $2, $3, $4)
             on conflict (account_id, source_id) do update set name = excluded.name returning id`,
            [userId, account.id, lpu.id, lpu.name],
          );
          if (row) await tx.query(`insert into medflex_templates (lpu_id, type_model, text) values ($1, 'VisitNotify', $2) on conflict do nothing`, [row.id, text]);
        }
        return userId;
      }),
    view: (userId) => lpusOf(db, userId),
  };
  return [
    route({
      method: 'GET',
      path: MEDFLEX_PATHS.lpus,
      access: 'user',
      summary: "The caller's Medflex LPUs with their channel account and message templates (spec section 7)",
      params: z.object({ userId: z.string() }),
      responses: { 200: { description: 'By name', schema: medflexLpuListSchema } },
      errors: { 404: "NOT_FOUND: userId is not the caller's" },
      async handler({ caller, params }) {
        // Another user's LPUs are not the caller's to see, whoever asks by id.
        if (params().userId !== caller.userId) throw new ApiError(404, 'NOT_FOUND', 'No such user');
        return lpusOf(db, caller.userId);
      },
    }),

    route({
      method: 'POST',
      path: MEDFLEX_PATHS.connect,
      access: 'user',
      summary: "Connect the clinic's Medflex account with its API key: its LPUs are read, each with a VisitNotify template (off)",
      body: medflexConnectRequestSchema,
      responses: { 201: { description: 'The LPUs', schema: medflexLpuListSchema } },
      errors: {
        400: 'SYSTEM_WRONG_CREDENTIALS: Medflex refuses the key (field apiKey)',
        409: 'SYSTEM_ACCOUNT_EXISTS: this key is connected already',
        502: 'SYSTEM_UNAVAILABLE',
        504: 'SYSTEM_TIMEOUT',
      },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(accounts, caller.userId, body()));
      },
    }),

    route({
      method: 'PATCH',
      path: MEDFLEX_PATHS.lpu,
      access: 'user',
      summary: 'The channel account an LPU sends through',
      params: z.object({ lpuId: z.string() }),
      body: medflexLpuUpdateSchema,
      responses: { 200: { description: 'The LPU', schema: medflexLpuSchema } },
      errors: { 404: "NOT_FOUND: no such LPU among the caller's; CHANNEL: the channel account is not the caller's (field chatApiAccountId)" },
      async handler({ caller, params, body }) {
        const { lpuId } = params();
        const { chatApiAccountId } = body();
        if (!isUuid(lpuId)) throw lpuNotFound();
        if (chatApiAccountId !== null) {
          const [channel] = isUuid(chatApiAccountId) ? await db.query('select 1 from channel_accounts where id = $1 and user_id = $2', [chatApiAccountId, caller.userId]) : [];
          if (!channel) throw new ApiError(404, 'NOT_FOUND', 'No channel account of that id', { chatApiAccountId: 'channel.notFound' });
        }
        const rows = await db.query('update medflex_lpus set channel_account_id = $3 where id = $1 and user_id = $2 returning id', [lpuId, caller.userId, chatApiAccountId]);
        if (rows.length === 0) throw lpuNotFound();
        const [lpu] = await lpusOf(db, caller.userId, lpuId);
        if (!lpu) throw lpuNotFound();
        return lpu;
      },
    }),

    route({
      method: 'PUT',
      path: MEDFLEX_PATHS.template,
      access: 'user',
      summary: "Save an LPU's message template (text, enabled)",
      description: 'Carries the version it was based on: a stale one answers 409 VERSION_CONFLICT with the template as stored.',
      params: z.object({ templateId: z.string() }),
      body: medflexTemplateUpdateSchema,
      responses: { 200: { description: 'The template', schema: medflexTemplateSchema } },
      errors: { 404: 'NOT_FOUND', 409: 'VERSION_CONFLICT' },
      async handler({ caller, params, body }) {
        const { templateId } = params();
        const update = body();
        if (!isUuid(templateId)) throw templateNotFound();
        return db.transaction(async (tx) => {
          const [current] = await tx.query<TemplateRow>(
            `select t.id, t.lpu_id, t.text, t.is_enable, t.type_model, t.version from medflex_templates t join medflex_lpus l on l.id = t.lpu_id
             where t.id = $1 and l.user_id = $2 for update of t`,
            [templateId, caller.userId],
          );
          if (!current) throw templateNotFound();
          requireVersion(update.version, current.version, () => toTemplate(current));
          const [saved] = await tx.query<TemplateRow>(
            `update medflex_templates set text = $2, is_enable = $3, version = version + 1, updated_at = now() where id = $1
             returning id, lpu_id, text, is_enable, type_model, version`,
            [templateId, update.text, update.isEnable],
          );
          if (!saved) throw templateNotFound();
          return toTemplate(saved);
        });
      },
    }),

    route({
      method: 'GET',
      path: MEDFLEX_PATHS.channelAccounts,
      access: 'user',
      summary: "The caller's channel accounts an LPU may send through",
      responses: { 200: { description: 'Oldest first', schema: medflexChannelAccountListSchema } },
      async handler({ caller }) {
        const rows = await db.query<{ id: string; name: string; phone: string | null; kind: string }>(
          'select id, name, phone, kind from channel_accounts where user_id = $1 order by created_at, id',
          [caller.userId],
        );
        return rows.map((row) => ({ id: row.id, name: row.name || row.phone || row.kind, kind: row.kind }));
      },
    }),
  ];
}
