import { z } from 'zod';
import {
  AI_DIALOGUE_PATHS,
  AI_REPORTS_LIMIT,
  copilotBotPluginsSchema,
  copilotBotUsageSchema,
  dialogueReportListSchema,
  personReplyRequestSchema,
  saveFollowUpRequestSchema,
  saveFlowerShopRequestSchema,
  saveMedflexPluginRequestSchema,
  saveSendFileRequestSchema,
  saveSalonPluginRequestSchema,
  saveRestPluginRequestSchema,
  type CopilotBotPlugins,
  type CopilotBotUsage,
  type DialogueReport,
} from '@cabinet/api/ai';
import { saveHumanHandoffRequestSchema } from '@cabinet/api/phone';
import type { AppContext } from '../platform/AppContext';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { parseWith, ruleViolation } from '../platform/http/parseWith';
import { dialogueEngine } from './dialogues';
import { loadPlugins, saveFollowUp, saveHumanHandoff, saveRestPlugin } from './plugins';
import { saveFlowerShop } from './flowerShopPlugin';
import { medflexLpuRefusal, saveMedflexPlugin } from './medflexPlugin';
import { saveSendFile, sendFileRefusal } from './sendFilePlugin';
import { salonCompanyRefusal, saveSalonPlugin } from './salonPlugin';

const botParams = z.object({ id: z.string() });
const pluginParams = z.object({ id: z.string(), kind: z.string() });
const usageQuery = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) });
const NOT_FOUND = { 404: 'COPILOT_BOT_NOT_FOUND' };
const dialogueParams = z.object({ id: z.string(), dialogueId: z.string() });

const count = (value: unknown) => Number(value ?? 0);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The assistant's plugins, usage and reports (issue 33). `requireBot` answers COPILOT_BOT_NOT_FOUND for an
 * assistant the caller does not own.
 */
export function dialogueRoutes(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config' | 'log'>, requireBot: (userId: string, botId: string) => Promise<{ id: string }>): Route[] {
  const { db, clock } = ctx;
  const engine = dialogueEngine(ctx);
  const plugins = (botId: string): Promise<CopilotBotPlugins> => loadPlugins(db, botId);

  async function usage(botId: string, days: number): Promise<CopilotBotUsage> {
    const now = clock.now();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
    const rows = await db.query<{ day: string; dialogues: unknown; messages: unknown; input_tokens: unknown; output_tokens: unknown }>(
      `select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as dialogues, sum(messages) as messages,
         sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens
       from copilot_bot_dialogues where bot_id = $1 and started_at >= $2 group by 1`,
      [botId, from.toISOString()],
    );
    const [total] = await db.query<{ dialogues: unknown; messages: unknown; input_tokens: unknown; output_tokens: unknown; cost_cents: unknown }>(
      `select count(*) as dialogues, coalesce(sum(messages), 0) as messages, coalesce(sum(input_tokens), 0) as input_tokens,
         coalesce(sum(output_tokens), 0) as output_tokens, coalesce(sum(cost_cents), 0) as cost_cents
       from copilot_bot_dialogues where bot_id = $1 and started_at >= $2`,
      [botId, from.toISOString()],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const list = Array.from({ length: days }, (_, index) => {
      const date = isoDay(new Date(from.getTime() + index * 86_400_000));
      const row = byDay.get(date);
      return { date, dialogues: count(row?.dialogues), messages: count(row?.messages), inputTokens: count(row?.input_tokens), outputTokens: count(row?.output_tokens) };
    });
    return {
      days: list,
      totals: { dialogues: count(total?.dialogues), messages: count(total?.messages), inputTokens: count(total?.input_tokens), outputTokens: count(total?.output_tokens), costCents: count(total?.cost_cents) },
    };
  }

  async function reports(botId: string): Promise<DialogueReport[]> {
    const dialogues = await db.query<{ id: string; client_phone: string; started_at: Date; handed_over: boolean }>(
      `select d.id, d.client_phone, d.started_at, d.handed_over from copilot_bot_dialogues d
       where d.bot_id = $1 and exists (select 1 from copilot_bot_dialogue_messages m where m.dialogue_id = d.id)
       order by d.last_message_at desc, d.id limit $2`,
      [botId, AI_REPORTS_LIMIT],
    );
    if (dialogues.length === 0) return [];
    const messages = await db.query<{
      id: string;
      dialogue_id: string;
      role: 'client' | 'assistant' | 'operator';
      text: string;
      created_at: Date;
      outcome: string | null;
      detail: string | null;
      citations: unknown;
      input_tokens: number;
      output_tokens: number;
    }>(
      `select id, dialogue_id, role, text, created_at, outcome, detail, citations, input_tokens, output_tokens
       from copilot_bot_dialogue_messages where dialogue_id = any($1::uuid[]) order by created_at, id`,
      [dialogues.map((dialogue) => dialogue.id)],
    );
    return dialogueReportListSchema.parse(
      dialogues.map((dialogue) => {
        const own = messages.filter((message) => message.dialogue_id === dialogue.id);
        const lastClient = [...own].reverse().find((message) => message.role === 'client');
        const state = lastClient?.outcome === 'pending' ? 'pending' : lastClient?.outcome === 'failed' ? 'error' : 'ready';
        return {
          id: dialogue.id,
          clientPhone: dialogue.client_phone,
          startedAt: dialogue.started_at.toISOString(),
          state,
          handedOver: dialogue.handed_over,
          messages: own.map((message) => ({
            id: message.id,
            role: message.role,
            text: message.text,
            at: message.created_at.toISOString(),
            outcome: message.outcome,
            detail: message.detail,
            citations: message.citations,
            inputTokens: message.input_tokens,
            outputTokens: message.output_tokens,
          })),
        };
      }),
    );
  }

  return [
    route({
      method: 'GET',
      path: AI_DIALOGUE_PATHS.plugins,
      access: 'user',
      summary: 'An AI assistant’s plugins with their settings',
      description: 'human_handoff at its defaults (version 0, off) until saved.',
      params: botParams,
      responses: { 200: { description: 'The plugins', schema: copilotBotPluginsSchema } },
      errors: NOT_FOUND,
      async handler({ caller, params }) {
        const bot = await requireBot(caller.userId, params().id);
        return plugins(bot.id);
      },
    }),
    route({
      method: 'PUT',
      path: AI_DIALOGUE_PATHS.plugin,
      access: 'user',
      summary: 'Save a plugin’s settings (human_handoff, rest, follow_up, yclients_salon, altegio_salon, medflex, flower_shop, send_file)',
      description:
        'The whole settings of the plugin `kind` with the version they were based on (409 VERSION_CONFLICT with the plugins as stored when stale). human_handoff: the body of saveHumanHandoffRequestSchema, at most 5 notifications (spec section 9), each a valid phone or e-mail. rest: saveRestPluginRequestSchema, method, an http(s) URL (required while on), at most 10 parameters with distinct keys. follow_up: saveFollowUpRequestSchema, on/off, the delay in whole hours 1 to 23, a text (blank or whitespace-only refused). yclients_salon / altegio_salon: saveSalonPluginRequestSchema, on/off, the branch (one of the owner’s connected companies of that booking system, else booking.companyNotConnected), the actions allowed (services, masters, slots, book; at least one while on). medflex: saveMedflexPluginRequestSchema, on/off, the LPU (its Medflex id, one of the owner’s connected LPUs, else medflex.lpuNotConnected), the actions allowed (doctors, slots, book; at least one while on). flower_shop: saveFlowerShopRequestSchema, on/off, the shop’s name and prices (required while on), city, site (an http(s) address, else url.invalid), address. send_file: saveSendFileRequestSchema, on/off, the file (one of the assistant’s knowledge files, else sendFile.fileUnknown) and when to send it (both required while on).',
      params: pluginParams,
      body: z.record(z.string(), z.unknown()),
      responses: { 200: { description: 'The plugins as stored', schema: copilotBotPluginsSchema } },
      errors: {
        400: 'VALIDATION_FAILED: handoff.tooMany (notifications), phone.invalid, email.invalid, rest.url, rest.tooManyParams, rest.key, rest.keyDuplicate, followUp.delay, required, text.tooLong, booking.companyNotConnected, medflex.lpuNotConnected, url.invalid, sendFile.fileUnknown',
        404: 'COPILOT_BOT_NOT_FOUND, NOT_FOUND (a plugin kind not built)',
        409: 'VERSION_CONFLICT',
      },
      async handler({ caller, params, body }) {
        const { id, kind } = params();
        const bot = await requireBot(caller.userId, id);
        /** Saves under the bot's lock when the body's version is the stored one (else 409 with the plugins as stored). */
        const saveChecked = (version: number | undefined, versionOf: (stored: CopilotBotPlugins) => number, save: (tx: Queryable) => Promise<void>) =>
          db.transaction(async (tx) => {
            await tx.query('select id from copilot_bots where id = $1 for update', [bot.id]);
            const stored = await loadPlugins(tx, bot.id);
            requireVersion(version, versionOf(stored), () => stored);
            await save(tx);
          });
        if (kind === 'human_handoff') {
          const fields = parseWith(saveHumanHandoffRequestSchema, body());
          await saveChecked(fields.version, (stored) => stored.humanHandoff.version, (tx) => saveHumanHandoff(tx, bot.id, fields));
        } else if (kind === 'rest') {
          const fields = parseWith(saveRestPluginRequestSchema, body());
          await saveChecked(fields.version, (stored) => stored.rest.version, (tx) => saveRestPlugin(tx, bot.id, fields));
        } else if (kind === 'follow_up') {
          const fields = parseWith(saveFollowUpRequestSchema, body());
          await saveChecked(fields.version, (stored) => stored.followUp.version, (tx) => saveFollowUp(tx, bot.id, fields));
        } else if (kind === 'yclients_salon' || kind === 'altegio_salon') {
          // One of the owner's connected branches of that booking system, or 400 at companyId.
          const fields = parseWith(saveSalonPluginRequestSchema, body());
          const refusal = await salonCompanyRefusal(db, caller.userId, kind, fields);
          if (refusal) throw ruleViolation({ companyId: refusal });
          await saveChecked(fields.version, (stored) => (kind === 'yclients_salon' ? stored.yclientsSalon : stored.altegioSalon).version, (tx) => saveSalonPlugin(tx, bot.id, kind, fields));
        } else if (kind === 'medflex') {
          // One of the owner's connected LPUs, or 400 at lpuId.
          const fields = parseWith(saveMedflexPluginRequestSchema, body());
          const refusal = await medflexLpuRefusal(db, caller.userId, fields);
          if (refusal) throw ruleViolation({ lpuId: refusal });
          await saveChecked(fields.version, (stored) => stored.medflex.version, (tx) => saveMedflexPlugin(tx, bot.id, fields));
        } else if (kind === 'flower_shop') {
          const fields = parseWith(saveFlowerShopRequestSchema, body());
          await saveChecked(fields.version, (stored) => stored.flowerShop.version, (tx) => saveFlowerShop(tx, bot.id, fields));
        } else if (kind === 'send_file') {
          // One of the assistant's own knowledge files, or 400 at sourceId.
          const fields = parseWith(saveSendFileRequestSchema, body());
          const refusal = await sendFileRefusal(db, bot.id, fields);
          if (refusal) throw ruleViolation({ sourceId: refusal });
          await saveChecked(fields.version, (stored) => stored.sendFile.version, (tx) => saveSendFile(tx, bot.id, fields));
        } else {
          throw new ApiError(404, 'NOT_FOUND', `No plugin ${kind}`);
        }
        return plugins(bot.id);
      },
    }),
    route({
      method: 'GET',
      path: AI_DIALOGUE_PATHS.usage,
      access: 'user',
      summary: 'An AI assistant’s usage by day: dialogues, messages, input and output tokens',
      description: 'Counted from the stored dialogues on every read, by the day each started (UTC); every day of the period is listed, empty ones with zeros.',
      params: botParams,
      query: usageQuery,
      responses: { 200: { description: 'The days, oldest first, and the totals', schema: copilotBotUsageSchema } },
      errors: NOT_FOUND,
      async handler({ caller, params, query }) {
        const bot = await requireBot(caller.userId, params().id);
        return usage(bot.id, query().days);
      },
    }),
    route({
      method: 'GET',
      path: AI_DIALOGUE_PATHS.reports,
      access: 'user',
      summary: 'An AI assistant’s reports: what clients asked, what was answered from which source, what was handed over',
      description: 'The 50 dialogues with messages last active, newest first, each with its messages, their outcomes, citations and token counts.',
      params: botParams,
      responses: { 200: { description: 'The dialogues', schema: dialogueReportListSchema } },
      errors: NOT_FOUND,
      async handler({ caller, params }) {
        const bot = await requireBot(caller.userId, params().id);
        return reports(bot.id);
      },
    }),
    route({
      method: 'POST',
      path: AI_DIALOGUE_PATHS.reply,
      access: 'user',
      summary: 'A person answers the client in a dialogue of the assistant',
      description: 'Sent through the sending engine on the dialogue’s channel account (in the message log); the assistant keeps silent in the dialogue for its pause.',
      params: dialogueParams,
      body: personReplyRequestSchema,
      responses: { 204: { description: 'Queued to be sent' } },
      errors: { 400: 'VALIDATION_FAILED: required, text.tooLong', 404: 'COPILOT_BOT_NOT_FOUND, NOT_FOUND (no such dialogue of the assistant, or its channel account was removed)' },
      async handler({ caller, params, body, reply }) {
        const { id, dialogueId } = params();
        const bot = await requireBot(caller.userId, id);
        if (!isUuid(dialogueId) || !(await engine.personReplied(bot.id, dialogueId, body().text))) throw new ApiError(404, 'NOT_FOUND', 'No such dialogue of the assistant');
        return reply.code(204).send();
      },
    }),
  ];
}
