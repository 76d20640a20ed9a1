import { copilotBotSchema, copilotBotSummarySchema, type CopilotBot, type CopilotBotSummary, type CreateCopilotBotRequest, type SavedCopilotBotFields } from '@cabinet/api/ai';
import type { Queryable } from '../platform/db/Db';

type BotRow = {
  id: string;
  name: string;
  language: string;
  enabled: boolean;
  instruction: string;
  temperature: number;
  model: string;
  work_hours_from: number;
  work_hours_to: number;
  answers_outside_work_hours: boolean;
  start_phrases: unknown;
  stop_phrases: unknown;
  pause_minutes: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  channel_id: string | null;
  channel_kind: string | null;
  channel_name: string | null;
  channel_phone: string | null;
  dialogues_today: number;
  balance_cents: number;
};

/** The figures are counted from stored rows on every read ($2: the start of today, UTC), never kept in a column. */
const BOT_COLUMNS = `b.id, b.name, b.language, b.enabled, b.instruction, b.temperature, b.model, b.work_hours_from, b.work_hours_to, b.answers_outside_work_hours,
  b.start_phrases, b.stop_phrases, b.pause_minutes, b.version, b.created_at, b.updated_at,
  ca.id as channel_id, ca.kind as channel_kind, ca.name as channel_name, ca.phone as channel_phone,
  (select count(*)::int from copilot_bot_dialogues d where d.bot_id = b.id and d.started_at >= $2::timestamptz) as dialogues_today,
  ((select coalesce(sum(amount_cents), 0) from copilot_bot_top_ups t where t.bot_id = b.id)
    - (select coalesce(sum(cost_cents), 0) from copilot_bot_dialogues d where d.bot_id = b.id))::int as balance_cents`;
const BOT_FROM = 'copilot_bots b left join channel_accounts ca on ca.id = b.channel_account_id';

function summaryOf(row: BotRow) {
  const channel = row.channel_id === null ? null : { id: row.channel_id, kind: row.channel_kind ?? '', name: row.channel_name ?? '', phone: row.channel_phone };
  const state = !row.enabled ? 'disabled' : channel === null ? 'noChannel' : row.balance_cents <= 0 ? 'noBalance' : 'active';
  return { id: row.id, name: row.name, language: row.language, enabled: row.enabled, state, channel, dialoguesToday: row.dialogues_today, balanceCents: row.balance_cents };
}

const toBot = (row: BotRow): CopilotBot =>
  copilotBotSchema.parse({
    ...summaryOf(row),
    instruction: row.instruction,
    temperature: Math.round(row.temperature * 100) / 100,
    model: row.model,
    workHoursFrom: row.work_hours_from,
    workHoursTo: row.work_hours_to,
    answersOutsideWorkHours: row.answers_outside_work_hours,
    startPhrases: row.start_phrases,
    stopPhrases: row.stop_phrases,
    pauseMinutes: row.pause_minutes,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

/** An owner's assistants, oldest first (a handful per account: not paged). */
export async function listBots(q: Queryable, userId: string, dayStart: Date): Promise<CopilotBotSummary[]> {
  const rows = await q.query<BotRow>(`select ${BOT_COLUMNS} from ${BOT_FROM} where b.user_id = $1 order by b.created_at, b.id`, [userId, dayStart.toISOString()]);
  return rows.map((row) => copilotBotSummarySchema.parse(summaryOf(row)));
}

/** One of the owner's assistants. */
export async function findBot(q: Queryable, userId: string, id: string, dayStart: Date): Promise<CopilotBot | null> {
  const [row] = await q.query<BotRow>(`select ${BOT_COLUMNS} from ${BOT_FROM} where b.id = $3 and b.user_id = $1`, [userId, dayStart.toISOString(), id]);
  return row ? toBot(row) : null;
}

/** Takes the owner's assistant's row for an update in the same transaction; false when there is none. */
export async function lockBot(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query('select id from copilot_bots where id = $1 and user_id = $2 for update', [id, userId]);
  return rows.length > 0;
}

/** A new assistant with the defaults the contract names (rules.ts). */
export async function insertBot(q: Queryable, userId: string, fields: CreateCopilotBotRequest & { temperature: number; model: string; pauseMinutes: number }): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into copilot_bots (user_id, name, language, temperature, model, pause_minutes) values ($1, $2, $3, $4, $5, $6) returning id`,
    [userId, fields.name, fields.language, fields.temperature, fields.model, fields.pauseMinutes],
  );
  if (!row) throw new Error('Inserting an assistant returned no row');
  return row.id;
}

export async function updateBot(q: Queryable, id: string, fields: SavedCopilotBotFields): Promise<void> {
  await q.query(
    `update copilot_bots set name = $2, language = $3, enabled = $4, instruction = $5, temperature = $6, model = $7,
       work_hours_from = $8, work_hours_to = $9, start_phrases = $10, stop_phrases = $11, pause_minutes = $12,
       channel_account_id = $13, answers_outside_work_hours = coalesce($14, answers_outside_work_hours),
       version = version + 1, updated_at = clock_timestamp()
     where id = $1`,
    [
      id,
      fields.name,
      fields.language,
      fields.enabled,
      fields.instruction,
      fields.temperature,
      fields.model,
      fields.workHoursFrom,
      fields.workHoursTo,
      JSON.stringify(fields.startPhrases),
      JSON.stringify(fields.stopPhrases),
      fields.pauseMinutes,
      fields.channelAccountId,
      fields.answersOutsideWorkHours ?? null,
    ],
  );
}

export async function deleteBot(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>('delete from copilot_bots where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

export async function ownsChannelAccount(q: Queryable, userId: string, channelAccountId: string): Promise<boolean> {
  const rows = await q.query('select 1 from channel_accounts where id = $1 and user_id = $2', [channelAccountId, userId]);
  return rows.length > 0;
}
