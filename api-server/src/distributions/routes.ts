import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  audienceCheckRequestSchema,
  audienceCheckSchema,
  audienceCountRequestSchema,
  audienceCountSchema,
  bulkDistributionsRequestSchema,
  bulkDistributionsResultSchema,
  checkAiFollowUp,
  checkDistributionType,
  checkRecipientCount,
  DISTRIBUTION_RULE_MESSAGES,
  unfillableMailingVariables,
  createDistributionRequestSchema,
  DISTRIBUTION_DAILY_LIMIT,
  DISTRIBUTION_MAX_RECIPIENTS,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  distributionListQuerySchema,
  distributionOptionsSchema,
  distributionPageSchema,
  distributionRecipientPageSchema,
  distributionRecipientsQuerySchema,
  distributionSchema,
  distributionStatsSchema,
  distributionTestResultSchema,
  normalizePhone,
  PATHS,
  RECIPIENT_STATUSES,
  updateDistributionRequestSchema,
  type BulkDistributionsResult,
  type CreateDistributionRequest,
  type Distribution,
  type DistributionAudience,
  type DistributionAudienceSource,
  type DistributionOptions,
  type DistributionStatus,
} from '@cabinet/api/contract';
import { CSV_BOM, csvLine } from '../messaging/csv';
import { createMessageLinks } from '../messaging/links';
import { sendJobFor } from '../messaging/plan';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { route, type Route } from '../platform/http/route';
import { connectedChannels, countClients, findOwnDistribution, listDistributions, loadMailingOwner, lockOwn, selectClients, type MailingOwner } from './data';
import { mailingContext, mailingText, usedToday } from './pacing';
import { recipientsPage, recipientsForExport, statsOf } from './stats';

const idParamsSchema = z.object({ id: z.string() });
/** A mailing carries its image inline (at most 5 MB) and up to 2,000 rows: the calls take 8 MB. */
const BODY_LIMIT = 8 * 1024 * 1024;

export const distributionNotFound = () => new ApiError(404, 'DISTRIBUTION_NOT_FOUND', 'Mailing not found');
const invalidState = (message: string) => new ApiError(409, 'DISTRIBUTION_INVALID_STATE', message);

const NOT_FOUND = "DISTRIBUTION_NOT_FOUND: no mailing of that id among the caller's";
const INVALID_STATE = 'DISTRIBUTION_INVALID_STATE: the action does not apply in its status';
const oneAnswer = { 200: { description: 'The mailing', schema: distributionSchema } };
const bulkAnswer = { 200: { description: 'The mailings it applied to, and those skipped with their error', schema: bulkDistributionsResultSchema } };

/** The next status of an action, or the refusal a single call answers. */
type Decision = { ok: true; status: DistributionStatus } | { ok: false; error: ApiError };

function decideStart(status: DistributionStatus): Decision {
  return status === 'inQueue' ? { ok: true, status: 'waiting' } : { ok: false, error: invalidState('Only a mailing that has not started can be started') };
}
function decidePause(status: DistributionStatus): Decision {
  if (status === 'pause') return { ok: true, status };
  return status === 'waiting' || status === 'working' ? { ok: true, status: 'pause' } : { ok: false, error: invalidState('Only a running mailing can be paused') };
}
function decideResume(status: DistributionStatus): Decision {
  if (status === 'waiting' || status === 'working') return { ok: true, status };
  return status === 'pause' || status === 'error' ? { ok: true, status: 'waiting' } : { ok: false, error: invalidState('Only a paused mailing can be resumed') };
}

interface Recipient {
  name: string;
  phone: string;
  clientId: string | null;
}

/**
 * The recipients the request names, checked as the browser checked them: each phone valid (E.164 after
 * normalizing), none twice, at most 2,000, at least 3 not blacklisted; the clients filter selects at the
 * moment of saving.
 */
async function recipientsOf(q: Queryable, me: MailingOwner, audience: DistributionAudience): Promise<Recipient[]> {
  let recipients: Recipient[];
  if (audience.source === 'list') {
    const seen = new Set<string>();
    const fields: Record<string, string> = {};
    recipients = [];
    audience.rows.forEach((row, index) => {
      const phone = normalizePhone(row.phone);
      if (phone === null) fields[`audience.rows.${index}.phone`] ??= 'phone.invalid';
      else if (seen.has(phone)) fields[`audience.rows.${index}.phone`] ??= 'list.duplicate';
      else {
        seen.add(phone);
        recipients.push({ name: row.name, phone, clientId: null });
      }
    });
    if (Object.keys(fields).length > 0) throw ruleViolation(fields);
    // A listed phone that is one of the account's clients is that client (the stats and variables name them).
    const clients = await q.query<{ id: string; phone: string }>(
      'select distinct on (phone) id, phone from clients where user_id = $1 and phone = any($2::text[]) order by phone, created_at',
      [me.id, recipients.map((recipient) => recipient.phone)],
    );
    const byPhone = new Map(clients.map((client) => [client.phone, client.id]));
    recipients = recipients.map((recipient) => ({ ...recipient, clientId: byPhone.get(recipient.phone) ?? null }));
  } else {
    const clients = await selectClients(q, me.id, audience.filter, DISTRIBUTION_MAX_RECIPIENTS + 1);
    recipients = clients.map((client) => ({ name: client.name, phone: client.phone, clientId: client.id }));
  }
  // At least 3 who will receive: a blacklisted phone is kept (the engine logs its skip) but does not count.
  const [blacklisted] = await q.query<{ count: number }>('select count(*)::int as count from blacklist where user_id = $1 and phone = any($2::text[])', [
    me.id,
    recipients.map((recipient) => recipient.phone),
  ]);
  const count = checkRecipientCount(recipients.length) ?? checkRecipientCount(recipients.length - (blacklisted?.count ?? 0));
  if (count) throw ruleViolation({ audience: count });
  return recipients;
}

async function insertRecipients(q: Queryable, distributionId: string, recipients: readonly Recipient[]): Promise<void> {
  await q.query('delete from distribution_recipients where distribution_id = $1', [distributionId]);
  await q.query(
    `insert into distribution_recipients (distribution_id, position, name, phone, client_id)
     select $1, t.position, t.name, t.phone, t.client_id from unnest($2::int[], $3::text[], $4::text[], $5::uuid[]) as t(position, name, phone, client_id)`,
    [distributionId, recipients.map((_, index) => index + 1), recipients.map((r) => r.name), recipients.map((r) => r.phone), recipients.map((r) => r.clientId)],
  );
}

type Settings = Omit<CreateDistributionRequest, 'audience'>;

/**
 * The rules that read the account: the channel (connected, never WhatsApp for a test user) and the AI
 * follow-up (an assistant of the account, a text of at least 250 characters); and the text's variables,
 * which the recipients' source decides (the stored one when an edit keeps the recipients).
 */
async function checkAccountRules(q: Queryable, me: MailingOwner, settings: Settings, source: DistributionAudienceSource): Promise<void> {
  const unfillable = unfillableMailingVariables(settings.text, source);
  if (unfillable.length > 0) {
    const names = unfillable.map((name) => `{${name}}`).join(', ');
    throw ruleViolation({ text: 'distribution.text.variableUnavailable' }, `${DISTRIBUTION_RULE_MESSAGES['distribution.text.variableUnavailable']} (${names})`);
  }
  const channels = await connectedChannels(q, me.id);
  const type = checkDistributionType(settings.type, { isTestUser: me.isTestUser, channels });
  if (type) throw ruleViolation({ type });
  const aiAssistantId = settings.aiAssistantId ?? null;
  const ai = checkAiFollowUp(settings.text, aiAssistantId);
  if (ai) throw ruleViolation({ text: ai });
  // The AI domain has no assistants yet: no id names one.
  if (aiAssistantId !== null) throw ruleViolation({ aiAssistantId: 'invalid' }, 'No AI assistant of that id');
}

async function storedSource(q: Queryable, id: string): Promise<DistributionAudienceSource> {
  const [row] = await q.query<{ audience_source: string }>('select audience_source from distributions where id = $1', [id]);
  return row?.audience_source === 'clients' ? 'clients' : 'list';
}

function settingsParams(settings: Settings) {
  return [
    settings.title,
    settings.type,
    settings.mode,
    settings.text,
    settings.image ? JSON.stringify(settings.image) : null,
    settings.startAt,
    settings.endAt ?? null,
    settings.daysOfWeek,
    settings.beginHour,
    settings.endHour,
    settings.perDay,
    settings.aiAssistantId ?? null,
  ];
}

/**
 * Mass mailings (spec sections 2-9; the contract's decisions are in shared/api/src/distributions). Every
 * call reaches only the caller's own mailings: another user's id answers 404 as an unknown one does.
 */
export function distributionsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const links = createMessageLinks({ secret: ctx.config.jwtSecret, clientOrigin: (clientHost) => ctx.origins.clientOrigin(clientHost) });

  /** Refuses 409 VERSION_CONFLICT, with the mailing as stored, a save based on an older version; `lock` holds the row till commit. */
  async function checkVersion(q: Queryable, me: MailingOwner, id: string, version: number | undefined, lock = false): Promise<void> {
    if (version === undefined) return;
    const [row] = await q.query<{ version: number }>(`select version from distributions where id = $1${lock ? ' for update' : ''}`, [id]);
    if (!row) throw distributionNotFound();
    if (row.version !== version) {
      const stored = await ownOrThrow(q, me, id);
      requireVersion(version, row.version, () => stored);
    }
  }

  async function ownOrThrow(q: Queryable, me: MailingOwner, id: string): Promise<Distribution> {
    const found = await findOwnDistribution(q, me.id, id);
    if (!found) throw distributionNotFound();
    return found;
  }

  /** Writes the decided status (and what goes with it) on locked rows. */
  async function applyStatus(q: Queryable, id: string, from: DistributionStatus, to: DistributionStatus): Promise<void> {
    const now = ctx.clock.now().toISOString();
    if (from === to) return;
    if (to === 'pause') {
      // Pausing withdraws what is planned but not sent: those recipients go on at resume.
      await q.query(`delete from messages where campaign_id = $1 and dedupe_key like 'distribution:%' and status in ('queued', 'waitingWindow')`, [id]);
      await q.query('update distributions set status = $2, last_planned_at = null where id = $1', [id, to]);
      return;
    }
    await q.query('update distributions set status = $2, last_start = $3, last_planned_at = null, finished_at = null where id = $1', [id, to, now]);
  }

  async function actOnOne(callerId: string, id: string, decide: (status: DistributionStatus) => Decision): Promise<Distribution> {
    const me = await loadMailingOwner(db, callerId);
    await db.transaction(async (tx) => {
      const [row] = await lockOwn(tx, me.id, [id]);
      if (!row) throw distributionNotFound();
      const decision = decide(row.status);
      if (!decision.ok) throw decision.error;
      await applyStatus(tx, row.id, row.status, decision.status);
    });
    return ownOrThrow(db, me, id);
  }

  async function actOnMany(callerId: string, ids: readonly string[], decide: (status: DistributionStatus) => Decision): Promise<BulkDistributionsResult> {
    const me = await loadMailingOwner(db, callerId);
    return db.transaction(async (tx) => {
      const rows = await lockOwn(tx, me.id, ids);
      if (rows.length !== ids.length) throw distributionNotFound();
      const result: BulkDistributionsResult = { applied: [], skipped: [] };
      for (const row of rows) {
        const decision = decide(row.status);
        if (!decision.ok) {
          result.skipped.push({ id: row.id, code: decision.error.code, message: decision.error.message });
          continue;
        }
        await applyStatus(tx, row.id, row.status, decision.status);
        result.applied.push(row.id);
      }
      return result;
    });
  }

  async function remove(q: Queryable, id: string): Promise<void> {
    // Unsent messages go with it; what was sent stays in the log, without its mailing.
    await q.query(`delete from messages where campaign_id = $1 and status in ('queued', 'waitingWindow')`, [id]);
    await q.query('delete from distributions where id = $1', [id]);
  }

  return [
    route({
      method: 'GET',
      path: PATHS.distributions.list,
      access: 'user',
      summary: "A page of the caller's mailings",
      description: 'Filtered, searched (title and text) and sorted in SQL; counts come from the message log; id breaks ties.',
      query: distributionListQuerySchema,
      parameterDescriptions: {
        status: `Comma-separated statuses, any of which matches: ${DISTRIBUTION_STATUSES.join(', ')}`,
        type: `Comma-separated channels, any of which matches: ${DISTRIBUTION_TYPES.join(', ')}`,
      },
      responses: { 200: { description: 'The page', schema: distributionPageSchema } },
      async handler({ caller, query }) {
        return listDistributions(db, caller.userId, query());
      },
    }),

    route({
      method: 'GET',
      path: PATHS.distributions.options,
      access: 'user',
      summary: 'What the mailing form offers: channels, limits, the previous start, assistants',
      responses: { 200: { description: 'The options', schema: distributionOptionsSchema } },
      async handler({ caller }): Promise<DistributionOptions> {
        const me = await loadMailingOwner(db, caller.userId);
        const now = ctx.clock.now();
        const [previous] = await db.query<{ at: Date | null }>(
          `select max(coalesce(last_start, start_at)) as at from distributions where user_id = $1 and status <> 'inQueue'`,
          [me.id],
        );
        const categories = await db.query<{ category_id: string }>(
          'select distinct category_id from clients where user_id = $1 and category_id is not null order by category_id limit 100',
          [me.id],
        );
        return {
          channels: await connectedChannels(db, me.id),
          isTestUser: me.isTestUser,
          timeZone: me.timeZone,
          dailyLimit: DISTRIBUTION_DAILY_LIMIT,
          usedToday: await usedToday(db, me.id, me.timeZone, now),
          previousStartAt: previous?.at ? previous.at.toISOString() : null,
          assistants: [],
          clientCategories: categories.map((row) => row.category_id),
        };
      },
    }),

    route({
      method: 'POST',
      path: PATHS.distributions.audienceCount,
      access: 'user',
      summary: "How many of the account's clients a filter selects now",
      body: audienceCountRequestSchema,
      responses: { 200: { description: 'The count', schema: audienceCountSchema } },
      async handler({ caller, body }) {
        const me = await loadMailingOwner(db, caller.userId);
        return { count: await countClients(db, me.id, body().filter) };
      },
    }),

    route({
      method: 'POST',
      path: PATHS.distributions.audienceCheck,
      access: 'user',
      summary: "Which of a list's phones the account's blacklist holds",
      body: audienceCheckRequestSchema,
      responses: { 200: { description: 'The blacklisted phones among them', schema: audienceCheckSchema } },
      async handler({ caller, body }) {
        const rows = await db.query<{ phone: string }>('select phone from blacklist where user_id = $1 and phone = any($2::text[])', [caller.userId, body().phones]);
        return { blacklisted: rows.map((row) => row.phone) };
      },
    }),

    route({
      method: 'POST',
      path: PATHS.distributions.list,
      access: 'user',
      summary: 'Create a mailing (a draft, with its recipients)',
      description: 'Sends nothing until started. Recipients: the rows of an uploaded list (each phone valid, none twice) or the clients a filter selects; 3 to 2,000.',
      body: createDistributionRequestSchema,
      bodyLimit: BODY_LIMIT,
      responses: { 201: { description: 'The new mailing', schema: distributionSchema } },
      async handler({ caller, body, reply }) {
        const me = await loadMailingOwner(db, caller.userId);
        const { audience, ...settings } = body();
        await checkAccountRules(db, me, settings, audience.source);
        const recipients = await recipientsOf(db, me, audience);
        const id = randomUUID();
        const now = ctx.clock.now().toISOString();
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into distributions (id, user_id, title, type, mode, text, image, start_at, end_at, days_of_week, begin_hour, end_hour, per_day,
               ai_assistant_id, audience_source, file_name, client_filter, created_at, edited_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
            [id, me.id, ...settingsParams(settings), audience.source, audience.source === 'list' ? audience.fileName : null,
              audience.source === 'clients' ? JSON.stringify(audience.filter) : null, now],
          );
          await insertRecipients(tx, id, recipients);
        });
        return reply.code(201).send(await ownOrThrow(db, me, id));
      },
    }),

    route({
      method: 'GET',
      path: PATHS.distributions.one,
      access: 'user',
      summary: 'One mailing, with its image',
      params: idParamsSchema,
      responses: oneAnswer,
      errors: { 404: NOT_FOUND },
      async handler({ caller, params }) {
        const me = await loadMailingOwner(db, caller.userId);
        return ownOrThrow(db, me, params().id);
      },
    }),

    route({
      method: 'PUT',
      path: PATHS.distributions.one,
      access: 'user',
      summary: "Edit a mailing's settings (and its recipients while a draft)",
      description: 'A finished or canceled mailing cannot change; the recipients only before start (409).',
      params: idParamsSchema,
      body: updateDistributionRequestSchema,
      bodyLimit: BODY_LIMIT,
      responses: oneAnswer,
      errors: { 404: NOT_FOUND, 409: `${INVALID_STATE}; VERSION_CONFLICT: the version sent is not the stored one (someone saved since), \`current\` is the mailing as stored` },
      async handler({ caller, params, body }) {
        const me = await loadMailingOwner(db, caller.userId);
        const { id } = params();
        const [current] = await lockOwn(db, me.id, [id]);
        if (!current) throw distributionNotFound();
        const { audience, version, ...settings } = body();
        // Checked first (and again under the row's lock below): a stale save learns of the newer one before any rule.
        await checkVersion(db, me, id, version);
        if (current.status === 'done' || current.status === 'canceled') throw invalidState('A finished mailing cannot be edited: duplicate it');
        if (audience && current.status !== 'inQueue') throw invalidState('The recipients can change only before the mailing starts');
        await checkAccountRules(db, me, settings, audience?.source ?? (await storedSource(db, id)));
        const recipients = audience ? await recipientsOf(db, me, audience) : null;
        await db.transaction(async (tx) => {
          await checkVersion(tx, me, id, version, true);
          await tx.query(
            `update distributions set title = $2, type = $3, mode = $4, text = $5, image = $6, start_at = $7, end_at = $8, days_of_week = $9,
               begin_hour = $10, end_hour = $11, per_day = $12, ai_assistant_id = $13, edited_at = $14, version = version + 1
             where id = $1`,
            [id, ...settingsParams(settings), ctx.clock.now().toISOString()],
          );
          if (audience && recipients) {
            await tx.query('update distributions set audience_source = $2, file_name = $3, client_filter = $4 where id = $1', [
              id,
              audience.source,
              audience.source === 'list' ? audience.fileName : null,
              audience.source === 'clients' ? JSON.stringify(audience.filter) : null,
            ]);
            await insertRecipients(tx, id, recipients);
          }
        });
        return ownOrThrow(db, me, id);
      },
    }),

    route({
      method: 'DELETE',
      path: PATHS.distributions.one,
      access: 'user',
      summary: 'Delete a mailing',
      description: 'Its unsent messages go with it; those sent stay in the message log.',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        const me = await loadMailingOwner(db, caller.userId);
        await db.transaction(async (tx) => {
          const [row] = await lockOwn(tx, me.id, [params().id]);
          if (!row) throw distributionNotFound();
          await remove(tx, row.id);
        });
        return reply.code(204).send();
      },
    }),

    ...(
      [
        ['start', 'Start a draft mailing: it waits for its start time, then sends, paced', decideStart],
        ['pause', 'Pause a running mailing: what is planned but unsent is withdrawn, for resume', decidePause],
        ['resume', 'Resume a paused mailing from the next recipient', decideResume],
      ] as const
    ).map(([action, summary, decide]) =>
      route({
        method: 'POST',
        path: PATHS.distributions[action],
        access: 'user',
        summary,
        params: idParamsSchema,
        responses: oneAnswer,
        errors: { 404: NOT_FOUND, 409: INVALID_STATE },
        async handler({ caller, params }) {
          if (action === 'start' || action === 'resume') {
            const me = await loadMailingOwner(db, caller.userId);
            const found = await ownOrThrow(db, me, params().id);
            const type = checkDistributionType(found.type, { isTestUser: me.isTestUser, channels: await connectedChannels(db, me.id) });
            if (type) throw ruleViolation({ type });
          }
          return actOnOne(caller.userId, params().id, decide);
        },
      }),
    ),

    route({
      method: 'POST',
      path: PATHS.distributions.duplicate,
      access: 'user',
      summary: 'Copy a mailing, with its recipients, as a new draft',
      params: idParamsSchema,
      responses: { 201: { description: 'The copy', schema: distributionSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        const me = await loadMailingOwner(db, caller.userId);
        const source = await ownOrThrow(db, me, params().id);
        const id = randomUUID();
        const now = ctx.clock.now().toISOString();
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into distributions (id, user_id, title, type, mode, text, image, start_at, end_at, days_of_week, begin_hour, end_hour, per_day,
               ai_assistant_id, audience_source, file_name, client_filter, created_at, edited_at)
             select $1, user_id, left(title || ' (copy)', 200), type, mode, text, image, greatest(start_at, $3::timestamptz), end_at, days_of_week,
               begin_hour, end_hour, per_day, ai_assistant_id, audience_source, file_name, client_filter, $3, $3
             from distributions where id = $2`,
            [id, source.id, now],
          );
          await tx.query(
            `insert into distribution_recipients (distribution_id, position, name, phone, client_id)
             select $1, position, name, phone, client_id from distribution_recipients where distribution_id = $2`,
            [id, source.id],
          );
        });
        return reply.code(201).send(await ownOrThrow(db, me, id));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.distributions.test,
      access: 'user',
      summary: "Send the mailing's text to the owner's phone now",
      description: "Filled in for the first recipient; goes through the engine like any message (the log shows it). Needs the owner's phone in the profile.",
      params: idParamsSchema,
      responses: { 202: { description: 'Queued', schema: distributionTestResultSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        const me = await loadMailingOwner(db, caller.userId);
        const mailing = await ownOrThrow(db, me, params().id);
        if (!me.phone) throw ruleViolation({ phone: 'required' }, "Add your phone to the profile: a test goes to the owner's phone");
        const context = await mailingContext(db, me.id);
        const [first] = await db.query<{ name: string; phone: string; client_id: string | null }>(
          'select name, phone, client_id from distribution_recipients where distribution_id = $1 order by position limit 1',
          [mailing.id],
        );
        const now = ctx.clock.now();
        const id = randomUUID();
        const text = mailingText(mailing.text, { ...context, recipient: { clientId: first?.client_id ?? null, name: first?.name ?? '', phone: first?.phone ?? me.phone }, messageId: id, links });
        await db.query(
          `insert into messages (id, user_id, campaign_id, dedupe_key, company_id, phone, recipient, client_name, channel, mode, text, status, scheduled_at, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $6, $7, $8, 'test', $9, 'queued', $10, $10, $10)`,
          [id, me.id, mailing.id, `distributionTest:${mailing.id}:${now.getTime()}`, context.target?.company.id ?? null, me.phone, first?.name ?? '', mailing.type, text, now.toISOString()],
        );
        await sendJobFor(ctx.jobs, id, now, now);
        return reply.code(202).send({ messageId: id, recipient: me.phone });
      },
    }),

    route({
      method: 'GET',
      path: PATHS.distributions.stats,
      access: 'user',
      summary: "A mailing's funnel, reasons and progress over time, from the message log",
      params: idParamsSchema,
      responses: { 200: { description: 'The stats', schema: distributionStatsSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params }) {
        const me = await loadMailingOwner(db, caller.userId);
        const mailing = await ownOrThrow(db, me, params().id);
        return statsOf(db, mailing);
      },
    }),

    route({
      method: 'GET',
      path: PATHS.distributions.recipients,
      access: 'user',
      summary: "A page of a mailing's recipients with their message's status and reason",
      params: idParamsSchema,
      query: distributionRecipientsQuerySchema,
      parameterDescriptions: { status: `Comma-separated statuses, any of which matches: ${RECIPIENT_STATUSES.join(', ')}` },
      responses: { 200: { description: 'The page', schema: distributionRecipientPageSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, query }) {
        const me = await loadMailingOwner(db, caller.userId);
        const mailing = await ownOrThrow(db, me, params().id);
        return recipientsPage(db, mailing.id, query());
      },
    }),

    route({
      method: 'GET',
      path: PATHS.distributions.recipientsExport,
      access: 'user',
      summary: "A mailing's recipients as CSV",
      description: 'UTF-8 with a byte order mark, CRLF lines; columns: position, name, phone, status, reason, scheduledAt, sentAt. The status filter and search apply.',
      params: idParamsSchema,
      query: distributionRecipientsQuerySchema,
      responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, query, reply }) {
        const me = await loadMailingOwner(db, caller.userId);
        const mailing = await ownOrThrow(db, me, params().id);
        const rows = await recipientsForExport(db, mailing.id, query());
        const columns = ['position', 'name', 'phone', 'status', 'reason', 'scheduledAt', 'sentAt'] as const;
        const body = CSV_BOM + csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="mailing-${mailing.id.slice(0, 8)}-recipients.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from([body]));
      },
    }),

    ...(
      [
        ['bulkPause', 'Pause mailings', decidePause],
        ['bulkResume', 'Resume mailings', decideResume],
      ] as const
    ).map(([action, summary, decide]) =>
      route({
        method: 'POST',
        path: PATHS.distributions[action],
        access: 'user',
        summary,
        description: 'Applies where it can and lists the others with their error; an id not the caller\'s fails the call with 404, nothing done.',
        body: bulkDistributionsRequestSchema,
        responses: bulkAnswer,
        errors: { 404: NOT_FOUND },
        async handler({ caller, body }) {
          return actOnMany(caller.userId, body().ids, decide);
        },
      }),
    ),

    route({
      method: 'POST',
      path: PATHS.distributions.bulkDelete,
      access: 'user',
      summary: 'Delete mailings',
      description: "An id not the caller's fails the call with 404, nothing deleted.",
      body: bulkDistributionsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: NOT_FOUND },
      async handler({ caller, body }) {
        const me = await loadMailingOwner(db, caller.userId);
        const ids = body().ids;
        return db.transaction(async (tx) => {
          const rows = await lockOwn(tx, me.id, ids);
          if (rows.length !== ids.length || !ids.every(isUuid)) throw distributionNotFound();
          for (const row of rows) await remove(tx, row.id);
          return { applied: rows.map((row) => row.id), skipped: [] };
        });
      },
    }),
  ];
}
