import {
  CHAT_CHANNELS,
  chatDetailSchema,
  chatListSchema,
  scoreConversation,
  type ChatDetail,
  type ChatLine,
  type ChatList,
  type ChatListParams,
  type ChatScoreBand,
  type ChatSummary,
  type Checklist,
} from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { scoreConversationWith, type CriterionScore } from '../platform/languageModel/checklistScoring';
import { LanguageModelError, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { findChecklist, latestChecklistVersion } from './data';

/*
 * The chats of /chats (issue 34): the stored channel messages grouped per channel account and client's phone
 * (as a chats report groups them), their stored scores of the current checklist version, and scoring one on
 * demand through the language-model interface (the decision is written in shared/api/src/quality/chats.ts).
 */

export const chatNotFound = () => new ApiError(404, 'CHAT_NOT_FOUND', 'Chat not found');

/** A conversation's id: its channel account and the client's phone. */
export const chatIdOf = (accountId: string, phone: string) => `${accountId}_${phone}`;

function parseChatId(id: string): { accountId: string; phone: string } | null {
  const at = id.indexOf('_');
  if (at < 0) return null;
  const accountId = id.slice(0, at);
  const phone = id.slice(at + 1);
  return isUuid(accountId) && phone.length > 0 && phone.length <= 40 ? { accountId, phone } : null;
}

const CHANNELS_SQL = `(${CHAT_CHANNELS.map((channel) => `'${channel}'`).join(', ')})`;

/** The period's bounds as instants: from the first day's start to the day after the last's (UTC). */
function periodOf(from: string, to: string): { start: string; end: string } {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00Z`, end: end.toISOString() };
}

type SummaryRow = {
  account_id: string;
  phone: string;
  client_name: string;
  channel: string;
  operator: string;
  messages_count: number;
  last_at: Date;
  score: number | null;
  fatal_failed: boolean | null;
  scored_count: number | null;
};

/** Every conversation of the caller with its stored score of `version`; the filters are added by the caller. */
const CONVERSATIONS = `
  with conversations as (
    select m.channel_account_id as account_id, m.phone, max(m.client_name) as client_name, a.kind as channel,
      coalesce(nullif(a.name, ''), a.phone, a.kind) as operator, count(*)::int as messages_count,
      max(m.sent_at) as last_at,
      bool_or(m.sent_at >= $2::timestamptz and m.sent_at < $3::timestamptz) as in_period
    from messages m join channel_accounts a on a.id = m.channel_account_id
    where m.user_id = $1 and m.channel in ${CHANNELS_SQL} and m.text <> '' and m.sent_at is not null and m.dedupe_key not like 'service:%'
    group by m.channel_account_id, m.phone, a.kind, a.name, a.phone
  )
  select c.account_id, c.phone, c.client_name, c.channel, c.operator, c.messages_count, c.last_at,
    s.score, s.fatal_failed, s.messages_count as scored_count
  from conversations c
  left join quality_chat_scores s on s.user_id = $1 and s.channel_account_id = c.account_id and s.phone = c.phone and s.checklist_version = $4`;

const FRESH = 's.messages_count = c.messages_count';
const BAND_SQL: Record<ChatScoreBand, string> = {
  notScored: `(s.user_id is null or s.messages_count <> c.messages_count)`,
  fatal: `${FRESH} and s.fatal_failed`,
  low: `${FRESH} and not s.fatal_failed and s.score < 50`,
  medium: `${FRESH} and not s.fatal_failed and s.score >= 50 and s.score < 80`,
  high: `${FRESH} and not s.fatal_failed and s.score >= 80`,
};

const toSummary = (row: SummaryRow): Omit<ChatSummary, 'channel'> & { channel: string } => {
  const state = row.scored_count === null ? 'notScored' : row.scored_count === row.messages_count ? 'scored' : 'outdated';
  return {
    id: chatIdOf(row.account_id, row.phone),
    phone: row.phone,
    clientName: row.client_name,
    channel: row.channel,
    operatorId: row.account_id,
    operator: row.operator,
    messagesCount: row.messages_count,
    lastMessageAt: row.last_at.toISOString(),
    scoreState: state,
    score: state === 'scored' ? row.score : null,
    fatalFailed: state === 'scored' && row.fatal_failed === true,
  };
};

export async function listChats(db: Queryable, userId: string, params: ChatListParams): Promise<ChatList> {
  const version = await latestChecklistVersion(db, userId);
  const { start, end } = periodOf(params.from, params.to);
  const values: unknown[] = [userId, start, end, version];
  const where = ['c.in_period'];
  if (params.operator) {
    values.push(params.operator);
    where.push(`c.account_id::text = $${values.length}`);
  }
  if (params.channel) {
    values.push(params.channel);
    where.push(`c.channel = $${values.length}`);
  }
  if (params.score) where.push(BAND_SQL[params.score]);
  values.push(params.pageSize, (params.page - 1) * params.pageSize);
  const rows = await db.query<SummaryRow & { total: number }>(
    `${CONVERSATIONS} where ${where.join(' and ')}
     order by c.last_at desc, c.phone, c.account_id
     limit $${values.length - 1} offset $${values.length}`.replace('select c.account_id', 'select count(*) over ()::int as total, c.account_id'),
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && params.page > 1) {
    const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from (${CONVERSATIONS} where ${where.join(' and ')}) counted`, values.slice(0, -2));
    total = counted?.total ?? 0;
  }
  const operators = await db.query<{ id: string; name: string; channel: string }>(
    `select a.id, coalesce(nullif(a.name, ''), a.phone, a.kind) as name, a.kind as channel from channel_accounts a
     where a.user_id = $1 and a.kind in ${CHANNELS_SQL} and exists (select 1 from messages m where m.channel_account_id = a.id and m.text <> '')
     order by name, a.id`,
    [userId],
  );
  return chatListSchema.parse({ items: rows.map(toSummary), total, page: params.page, pageSize: params.pageSize, checklistVersion: version, operators });
}

type MessageRow = { text: string; reply_text: string | null; sent_at: Date | null; replied_at: Date | null; author: string };

async function messagesOf(db: Queryable, userId: string, accountId: string, phone: string): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `select m.text, m.reply_text, m.sent_at, m.replied_at, coalesce(nullif(a.name, ''), 'Operator') as author
     from messages m join channel_accounts a on a.id = m.channel_account_id
     where m.user_id = $1 and m.channel_account_id = $2 and m.phone = $3 and m.channel in ${CHANNELS_SQL} and m.text <> '' and m.sent_at is not null and m.dedupe_key not like 'service:%'
     order by m.sent_at, m.id`,
    [userId, accountId, phone],
  );
}

/** The lines in order: each message, then the client's reply to it. */
function linesOf(messages: readonly MessageRow[]): ChatLine[] {
  return messages.flatMap((message) => {
    const lines: ChatLine[] = [{ side: 'business', author: message.author, text: message.text.replace(/\n/g, ' '), at: message.sent_at?.toISOString() ?? null }];
    if (message.reply_text) lines.push({ side: 'client', author: 'Client', text: message.reply_text.replace(/\n/g, ' '), at: message.replied_at?.toISOString() ?? null });
    return lines;
  });
}

/** The transcript the model reads, as a chats report writes it: "Author: text" a line. */
const transcriptOf = (lines: readonly ChatLine[]) => lines.map((line) => `${line.author}: ${line.text}`).join('\n');

type ScoreRow = { messages_count: number; score: number | null; fatal_failed: boolean; failure: string | null; scored_by: string; items: CriterionScore[]; scored_at: Date };

async function findChatDetail(db: Queryable, userId: string, id: string, checklist: Checklist | null): Promise<ChatDetail | null> {
  const key = parseChatId(id);
  if (!key) return null;
  const messages = await messagesOf(db, userId, key.accountId, key.phone);
  if (messages.length === 0) return null;
  const [summary] = await db.query<SummaryRow>(`${CONVERSATIONS} where c.account_id = $5 and c.phone = $6`, [userId, new Date(0).toISOString(), new Date(0).toISOString(), checklist?.version ?? 0, key.accountId, key.phone]);
  if (!summary) return null;
  const [stored] = checklist
    ? await db.query<ScoreRow>(
        'select messages_count, score, fatal_failed, failure, scored_by, items, scored_at from quality_chat_scores where user_id = $1 and channel_account_id = $2 and phone = $3 and checklist_version = $4',
        [userId, key.accountId, key.phone, checklist.version],
      )
    : [];
  const byId = new Map((checklist?.items ?? []).map((item) => [item.id, item]));
  return chatDetailSchema.parse({
    ...toSummary(summary),
    lines: linesOf(messages),
    scoring:
      stored && checklist
        ? {
            checklistVersion: checklist.version,
            scoredBy: stored.scored_by,
            scoredAt: stored.scored_at.toISOString(),
            failure: stored.failure,
            items: stored.items.flatMap((scored) => {
              const item = byId.get(scored.itemId);
              return item ? [{ itemId: item.id, title: item.title, weight: item.weight, fatal: item.fatal, outcome: scored.outcome, quote: scored.quote }] : [];
            }),
          }
        : null,
  });
}

/** The chats' reading and scoring (tests call it without HTTP). */
export function chatService({ db }: Pick<AppContext, 'db'>, model: LanguageModel) {
  async function currentChecklist(userId: string): Promise<Checklist | null> {
    const version = await latestChecklistVersion(db, userId);
    return version === 0 ? null : findChecklist(db, userId, version);
  }

  return {
    list: (userId: string, params: ChatListParams) => listChats(db, userId, params),

    async chat(userId: string, id: string): Promise<ChatDetail> {
      const found = await findChatDetail(db, userId, id, await currentChecklist(userId));
      if (!found) throw chatNotFound();
      return found;
    },

    /**
     * Scores the conversation as it is now against the current checklist, through the model, and stores it
     * (replacing a score of the same version). 409 CHECKLIST_REQUIRED before any checklist; 503
     * SCORING_UNAVAILABLE when the model fails or refuses; an answer that cannot be read is stored as such.
     */
    async score(userId: string, id: string): Promise<ChatDetail> {
      const checklist = await currentChecklist(userId);
      const before = await findChatDetail(db, userId, id, checklist);
      if (!before) throw chatNotFound();
      if (!checklist) throw new ApiError(409, 'CHECKLIST_REQUIRED', 'Save a checklist first: a chat is scored against it');
      const key = parseChatId(id);
      if (!key) throw chatNotFound();
      let items: CriterionScore[] = [];
      let failure: string | null = null;
      try {
        items = await scoreConversationWith(model, checklist.items, transcriptOf(before.lines));
      } catch (error) {
        if (!(error instanceof LanguageModelError)) throw error;
        if (error.reason !== 'malformed') throw new ApiError(503, 'SCORING_UNAVAILABLE', `The language model could not score this chat: ${error.message}`);
        failure = error.message;
      }
      const byId = new Map(checklist.items.map((item) => [item.id, item]));
      const total = scoreConversation(items.map((scored) => ({ weight: byId.get(scored.itemId)?.weight ?? 0, fatal: byId.get(scored.itemId)?.fatal ?? false, outcome: scored.outcome })));
      await db.query(
        `insert into quality_chat_scores (user_id, channel_account_id, phone, checklist_version, messages_count, score, fatal_failed, failure, scored_by, items, scored_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, clock_timestamp())
         on conflict (user_id, channel_account_id, phone, checklist_version) do update set messages_count = excluded.messages_count, score = excluded.score,
           fatal_failed = excluded.fatal_failed, failure = excluded.failure, scored_by = excluded.scored_by, items = excluded.items, scored_at = excluded.scored_at`,
        [userId, key.accountId, key.phone, checklist.version, before.messagesCount, failure === null ? total.score : null, failure === null && total.fatalFailed, failure, model.kind, JSON.stringify(items)],
      );
      const after = await findChatDetail(db, userId, id, checklist);
      if (!after) throw chatNotFound();
      return after;
    },
  };
}
