import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { checkAiFollowUp, checkDistributionType, checkRecipientCount, DISTRIBUTION_DAILY_LIMIT, DISTRIBUTION_MAX_RECIPIENTS, DISTRIBUTION_RULE_MESSAGES, unfillableMailingVariables, type BulkDistributionsResult, type CreateDistributionRequest, type Distribution, type DistributionAudience, type DistributionAudienceSource, type DistributionOptions, type DistributionStatus, type DistributionTestResult, type updateDistributionRequestSchema } from '@cabinet/api/distributions';
import { normalizePhone } from '@cabinet/api/phone';
import { createMessageLinks } from '../messaging/links';
import { sendJobFor } from '../messaging/plan';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import {
  clientCategories,
  clientIdsByPhone,
  connectedChannels,
  copyDistribution,
  countBlacklisted,
  deleteDistribution,
  findOwnDistribution,
  firstRecipient,
  insertDistribution,
  insertTestMessage,
  loadMailingOwner,
  lockOwn,
  previousStart,
  replaceRecipients,
  selectClients,
  storedSource,
  updateDistribution,
  versionOf,
  writePaused,
  writeStarted,
  type MailingOwner,
  type MailingSettings,
  type Recipient,
} from './data';
import { mailingContext, mailingText, usedToday } from './pacing';

export const distributionNotFound = () => new ApiError(404, 'DISTRIBUTION_NOT_FOUND', 'Mailing not found');
const invalidState = (message: string) => new ApiError(409, 'DISTRIBUTION_INVALID_STATE', message);

/** The next status of an action, or the refusal a single call answers. */
type Decision = { ok: true; status: DistributionStatus } | { ok: false; error: ApiError };
export type MailingAction = 'start' | 'pause' | 'resume';

const DECIDE: Readonly<Record<MailingAction, (status: DistributionStatus) => Decision>> = {
  start: (status) => (status === 'inQueue' ? { ok: true, status: 'waiting' } : { ok: false, error: invalidState('Only a mailing that has not started can be started') }),
  pause(status) {
    if (status === 'pause') return { ok: true, status };
    return status === 'waiting' || status === 'working' ? { ok: true, status: 'pause' } : { ok: false, error: invalidState('Only a running mailing can be paused') };
  },
  resume(status) {
    if (status === 'waiting' || status === 'working') return { ok: true, status };
    return status === 'pause' || status === 'error' ? { ok: true, status: 'waiting' } : { ok: false, error: invalidState('Only a paused mailing can be resumed') };
  },
};

/** What the mailings' rules need of the app: its database, clock, queue and message links. */
export type DistributionsDeps = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config' | 'origins'>;

/**
 * Mass mailings' rules and state changes (spec sections 2-9), for the routes and for tests without HTTP.
 * Every operation takes the caller's user id and reaches only their own mailings: another user's id
 * fails as an unknown one does (404).
 */
export function distributionsService(deps: DistributionsDeps) {
  const { db, clock } = deps;
  const links = createMessageLinks({ secret: deps.config.jwtSecret, clientOrigin: (clientHost) => deps.origins.clientOrigin(clientHost) });

  async function ownOrThrow(q: Queryable, me: MailingOwner, id: string): Promise<Distribution> {
    const found = await findOwnDistribution(q, me.id, id);
    if (!found) throw distributionNotFound();
    return found;
  }

  /** Refuses 409 VERSION_CONFLICT, with the mailing as stored, a save based on an older version; `lock` holds the row till commit. */
  async function checkVersion(q: Queryable, me: MailingOwner, id: string, version: number | undefined, lock = false): Promise<void> {
    if (version === undefined) return;
    const stored = await versionOf(q, id, lock);
    if (stored === null) throw distributionNotFound();
    if (stored !== version) {
      const current = await ownOrThrow(q, me, id);
      requireVersion(version, stored, () => current);
    }
  }

  /**
   * The recipients the request names, checked as the browser checked them: each phone valid (E.164 after
   * normalizing), none twice, at most 2,000, at least 3 not blacklisted; the clients filter selects at the
   * moment of saving.
   */
  async function recipientsOf(me: MailingOwner, audience: DistributionAudience): Promise<Recipient[]> {
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
      const byPhone = await clientIdsByPhone(db, me.id, recipients.map((recipient) => recipient.phone));
      recipients = recipients.map((recipient) => ({ ...recipient, clientId: byPhone.get(recipient.phone) ?? null }));
    } else {
      const clients = await selectClients(db, me.id, audience.filter, DISTRIBUTION_MAX_RECIPIENTS + 1);
      recipients = clients.map((client) => ({ name: client.name, phone: client.phone, clientId: client.id }));
    }
    // At least 3 who will receive: a blacklisted phone is kept (the engine logs its skip) but does not count.
    const blacklisted = await countBlacklisted(db, me.id, recipients.map((recipient) => recipient.phone));
    const count = checkRecipientCount(recipients.length) ?? checkRecipientCount(recipients.length - blacklisted);
    if (count) throw ruleViolation({ audience: count });
    return recipients;
  }

  /**
   * The rules that read the account: the channel (connected, never WhatsApp for a test user) and the AI
   * follow-up (an assistant of the account, a text of at least 250 characters); and the text's variables,
   * which the recipients' source decides (the stored one when an edit keeps the recipients).
   */
  async function checkAccountRules(me: MailingOwner, settings: MailingSettings, source: DistributionAudienceSource): Promise<void> {
    const unfillable = unfillableMailingVariables(settings.text, source);
    if (unfillable.length > 0) {
      const names = unfillable.map((name) => `{${name}}`).join(', ');
      throw ruleViolation({ text: 'distribution.text.variableUnavailable' }, `${DISTRIBUTION_RULE_MESSAGES['distribution.text.variableUnavailable']} (${names})`);
    }
    const channels = await connectedChannels(db, me.id);
    const type = checkDistributionType(settings.type, { isTestUser: me.isTestUser, channels });
    if (type) throw ruleViolation({ type });
    const aiAssistantId = settings.aiAssistantId ?? null;
    const ai = checkAiFollowUp(settings.text, aiAssistantId);
    if (ai) throw ruleViolation({ text: ai });
    // The AI domain has no assistants yet: no id names one.
    if (aiAssistantId !== null) throw ruleViolation({ aiAssistantId: 'invalid' }, 'No AI assistant of that id');
  }

  /** Writes the decided status (and what goes with it) on locked rows. */
  async function applyStatus(q: Queryable, id: string, from: DistributionStatus, to: DistributionStatus): Promise<void> {
    const now = clock.now().toISOString();
    if (from === to) return;
    if (to === 'pause') await writePaused(q, id);
    else await writeStarted(q, id, to, now);
  }

  return {
    async get(userId: string, id: string): Promise<Distribution> {
      const me = await loadMailingOwner(db, userId);
      return ownOrThrow(db, me, id);
    },

    async options(userId: string): Promise<DistributionOptions> {
      const me = await loadMailingOwner(db, userId);
      const now = clock.now();
      const previous = await previousStart(db, me.id);
      const categories = await clientCategories(db, me.id);
      return {
        channels: await connectedChannels(db, me.id),
        isTestUser: me.isTestUser,
        timeZone: me.timeZone,
        dailyLimit: DISTRIBUTION_DAILY_LIMIT,
        usedToday: await usedToday(db, me.id, me.timeZone, now),
        previousStartAt: previous ? previous.toISOString() : null,
        assistants: [],
        clientCategories: categories,
      };
    },

    /** A draft: it sends nothing until started. */
    async create(userId: string, request: CreateDistributionRequest): Promise<Distribution> {
      const me = await loadMailingOwner(db, userId);
      const { audience, ...settings } = request;
      await checkAccountRules(me, settings, audience.source);
      const recipients = await recipientsOf(me, audience);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await db.transaction(async (tx) => {
        await insertDistribution(tx, { id, ownerId: me.id, settings, audience, now });
        await replaceRecipients(tx, id, recipients);
      });
      return ownOrThrow(db, me, id);
    },

    /** A finished or canceled mailing cannot change; the recipients only before start. */
    async update(userId: string, id: string, request: z.infer<typeof updateDistributionRequestSchema>): Promise<Distribution> {
      const me = await loadMailingOwner(db, userId);
      const [current] = await lockOwn(db, me.id, [id]);
      if (!current) throw distributionNotFound();
      const { audience, version, ...settings } = request;
      // Checked first (and again under the row's lock below): a stale save learns of the newer one before any rule.
      await checkVersion(db, me, id, version);
      if (current.status === 'done' || current.status === 'canceled') throw invalidState('A finished mailing cannot be edited: duplicate it');
      if (audience && current.status !== 'inQueue') throw invalidState('The recipients can change only before the mailing starts');
      await checkAccountRules(me, settings, audience?.source ?? (await storedSource(db, id)));
      const recipients = audience ? await recipientsOf(me, audience) : null;
      await db.transaction(async (tx) => {
        await checkVersion(tx, me, id, version, true);
        await updateDistribution(tx, id, settings, audience && recipients ? audience : undefined, clock.now().toISOString());
        if (recipients) await replaceRecipients(tx, id, recipients);
      });
      return ownOrThrow(db, me, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      const me = await loadMailingOwner(db, userId);
      await db.transaction(async (tx) => {
        const [row] = await lockOwn(tx, me.id, [id]);
        if (!row) throw distributionNotFound();
        await deleteDistribution(tx, row.id);
      });
    },

    /** Start, pause or resume one mailing; starting and resuming check the channel first. */
    async act(userId: string, id: string, action: MailingAction): Promise<Distribution> {
      const me = await loadMailingOwner(db, userId);
      if (action === 'start' || action === 'resume') {
        const found = await ownOrThrow(db, me, id);
        const type = checkDistributionType(found.type, { isTestUser: me.isTestUser, channels: await connectedChannels(db, me.id) });
        if (type) throw ruleViolation({ type });
      }
      await db.transaction(async (tx) => {
        const [row] = await lockOwn(tx, me.id, [id]);
        if (!row) throw distributionNotFound();
        const decision = DECIDE[action](row.status);
        if (!decision.ok) throw decision.error;
        await applyStatus(tx, row.id, row.status, decision.status);
      });
      return ownOrThrow(db, me, id);
    },

    /** Applies where it can and lists the others with their error; an id not the caller's fails the whole call. */
    async actOnMany(userId: string, ids: readonly string[], action: 'pause' | 'resume'): Promise<BulkDistributionsResult> {
      const me = await loadMailingOwner(db, userId);
      return db.transaction(async (tx) => {
        const rows = await lockOwn(tx, me.id, ids);
        if (rows.length !== ids.length) throw distributionNotFound();
        const result: BulkDistributionsResult = { applied: [], skipped: [] };
        for (const row of rows) {
          const decision = DECIDE[action](row.status);
          if (!decision.ok) {
            result.skipped.push({ id: row.id, code: decision.error.code, message: decision.error.message });
            continue;
          }
          await applyStatus(tx, row.id, row.status, decision.status);
          result.applied.push(row.id);
        }
        return result;
      });
    },

    /** All or nothing: an id not the caller's deletes none. */
    async removeMany(userId: string, ids: readonly string[]): Promise<BulkDistributionsResult> {
      const me = await loadMailingOwner(db, userId);
      return db.transaction(async (tx) => {
        const rows = await lockOwn(tx, me.id, ids);
        if (rows.length !== ids.length || !ids.every(isUuid)) throw distributionNotFound();
        for (const row of rows) await deleteDistribution(tx, row.id);
        return { applied: rows.map((row) => row.id), skipped: [] };
      });
    },

    /** A copy, with its recipients, as a new draft. */
    async duplicate(userId: string, id: string): Promise<Distribution> {
      const me = await loadMailingOwner(db, userId);
      const source = await ownOrThrow(db, me, id);
      const copyId = randomUUID();
      const now = clock.now().toISOString();
      await db.transaction((tx) => copyDistribution(tx, source.id, copyId, now));
      return ownOrThrow(db, me, copyId);
    },

    /** The text, filled in for the first recipient, to the owner's phone now, through the engine like any message. */
    async sendTest(userId: string, id: string): Promise<DistributionTestResult> {
      const me = await loadMailingOwner(db, userId);
      const mailing = await ownOrThrow(db, me, id);
      if (!me.phone) throw ruleViolation({ phone: 'required' }, "Add your phone to the profile: a test goes to the owner's phone");
      const context = await mailingContext(db, me.id);
      const first = await firstRecipient(db, mailing.id);
      const now = clock.now();
      const messageId = randomUUID();
      const text = mailingText(mailing.text, { ...context, recipient: { clientId: first?.client_id ?? null, name: first?.name ?? '', phone: first?.phone ?? me.phone }, messageId, links });
      await insertTestMessage(db, {
        id: messageId,
        ownerId: me.id,
        distributionId: mailing.id,
        companyId: context.target?.company.id ?? null,
        phone: me.phone,
        clientName: first?.name ?? '',
        channel: mailing.type,
        text,
        now,
      });
      await sendJobFor(deps.jobs, messageId, now, now);
      return { messageId, recipient: me.phone };
    },
  };
}

export type DistributionsService = ReturnType<typeof distributionsService>;
