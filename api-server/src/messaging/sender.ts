import { findChannelAccount, findChannelAccountById, markSignedOut } from '../channels/accounts';
import type { ChannelAccount, OutboundMessage } from '../channels/Channel';
import { CLIENT_FLOW_TYPES, composeText, ORDER_FLOW_TYPES, VISIT_FLOW_TYPES } from './compose';
import { emptyLinksOf, variableValues } from './variables';
import { loadFlow } from './engineFlows';
import { refreshFlowStates } from './flowState';
import { sendJobFor } from './plan';
import { isServiceMessage } from './serviceMessages';
import { chargeQuota, refundQuota } from './quota';
import { checkAudience, checkFlow, checkRecipient, checkRecord, checkStale, type Stop } from './rules';
import { clientTargets, companyTargets, orderTargets, visitTargets } from './targets';
import type { EngineFlow, EngineRuntime, Target } from './types';
import { loadMailing } from './mailings';
import { windowState, type WindowState } from './window';
import { localDateOf, startOfLocalDay, addDays } from './zone';
import { CHANNEL_KINDS, type ChannelKind, type ReasonParams } from '@cabinet/api/messaging';
import { normalizePhone } from '@cabinet/api/phone';
import { isBlankText, RETRY_RANGE_MAX_PER_DAY } from '@cabinet/api/flows';

export type MessageRow = {
  id: string;
  user_id: string;
  flow_id: string | null;
  campaign_id: string | null;
  dedupe_key: string;
  company_id: string | null;
  client_id: string | null;
  visit_id: string | null;
  order_id: string | null;
  phone: string;
  channel: string;
  status: string;
  scheduled_at: Date;
  visit_starts_at: Date | null;
  expires_at: Date | null;
  attempts: number;
  quota_charged: boolean;
  handed_at: Date | null;
};

const MESSAGE_COLUMNS = `id, user_id, flow_id, campaign_id, dedupe_key, company_id, client_id, visit_id, order_id, phone, channel, status, scheduled_at,
  visit_starts_at, expires_at, attempts, quota_charged, handed_at`;

export type SendOutcome = 'notClaimed' | 'sent' | 'skipped' | 'failed' | 'waitingWindow' | 'retry';


/** Minutes before trying again a channel that said "later": 1, 4, 16, 64... */
const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

function channelKindOf(value: string): ChannelKind {
  return CHANNEL_KINDS.find((kind) => kind === value) ?? 'whatsapp';
}

/** What the message is about, as of now (the rows may have changed since it was planned). */
async function loadTarget(deps: EngineRuntime, flow: EngineFlow, row: MessageRow, now: Date): Promise<Target | null> {
  const query = { now, flowId: flow.id, exceptMessageId: row.id };
  if (VISIT_FLOW_TYPES.includes(flow.type)) {
    const visitId = row.visit_id;
    if (!visitId) return null;
    const [target] = await visitTargets(deps.db, { ...query, where: (p) => `v.id = ${p.add(visitId)}` });
    return target ?? null;
  }
  if (ORDER_FLOW_TYPES.includes(flow.type)) {
    const orderId = row.order_id;
    if (!orderId) return null;
    const [target] = await orderTargets(deps.db, { ...query, where: (p) => `o.id = ${p.add(orderId)}` });
    return target ?? null;
  }
  if (CLIENT_FLOW_TYPES.includes(flow.type)) {
    const clientId = row.client_id;
    if (!clientId) return null;
    const [target] = await clientTargets(deps.db, { ...query, where: (p) => `c.id = ${p.add(clientId)}` });
    return target ?? null;
  }
  const companyId = row.company_id;
  if (!companyId) return null;
  const [target] = await companyTargets(deps.db, (p) => `co.id = ${p.add(companyId)}`);
  return target ?? null;
}

/** retryNotifyRange's daily limit, asked again at send time (the owner may have lowered it since planning). */
async function checkDailyLimit(deps: EngineRuntime, flow: EngineFlow, target: Target, now: Date): Promise<Stop | null> {
  if (flow.type !== 'retryNotifyRange') return null;
  const perDay = Math.min(flow.settings.notificationsPerDay ?? RETRY_RANGE_MAX_PER_DAY, RETRY_RANGE_MAX_PER_DAY);
  const today = localDateOf(now, target.company.timeZone);
  const [sent] = await deps.db.query<{ count: number }>(
    'select count(*)::int as count from messages where flow_id = $1 and sent_at >= $2 and sent_at < $3',
    [flow.id, startOfLocalDay(today, target.company.timeZone).toISOString(), startOfLocalDay(addDays(today, 1), target.company.timeZone).toISOString()],
  );
  return (sent?.count ?? 0) >= perDay ? { status: 'skipped', reason: 'dailyLimit', detail: `${perDay} messages a day already went today`, params: { code: 'dailyLimit', count: perDay } } : null;
}

async function blacklistEntry(deps: EngineRuntime, userId: string, phone: string): Promise<{ allowedTasks: string[] } | null> {
  const [row] = await deps.db.query<{ allowed_tasks: string[] }>('select allowed_tasks from blacklist where user_id = $1 and phone = $2', [userId, phone]);
  return row ? { allowedTasks: row.allowed_tasks } : null;
}

/** Writes the stop on a claimed row and gives back a unit of quota it held. */
async function stop(deps: EngineRuntime, row: MessageRow, outcome: Stop, now: Date, extra: { recipient?: string; mode?: string } = {}): Promise<SendOutcome> {
  await deps.db.query(
    `update messages set status = $2, reason = $3, reason_detail = $4, reason_params = $8, updated_at = $5,
       failed_at = case when $2 = 'failed' then $5::timestamptz else failed_at end,
       recipient = coalesce($6, recipient), mode = coalesce($7, mode)
     where id = $1 and status = 'sending'`,
    [row.id, outcome.status, outcome.reason, outcome.detail, now.toISOString(), extra.recipient ?? null, extra.mode ?? null, JSON.stringify(outcome.params)],
  );
  await refundQuota(deps.db, row.user_id, row.id);
  return outcome.status;
}

/**
 * Sends one message row, checking every rule at the moment it goes (spec sections 3, 4 and 9):
 *
 * 1. claim: `queued`/`waitingWindow` and due → `sending`, one conditional update, so two workers (or a job
 *    and the tick's sweep) never send one row;
 * 2. the flow: deleted/finished → flowEnded, paused → flowPaused, type outside the tariff → tariff;
 * 3. the record: visit canceled or removed → recordCanceled, moved → recordChanged (an order moved on too);
 * 4. its time: past its expiry → stale;
 * 5. the flow's filters and exclusion rules again → filtered / excluded; retryNotifyRange's daily limit;
 * 6. the recipient: test mode or the owner's report → the owner's phone (none: noTestPhone); otherwise the
 *    client's, unless invalid (invalidPhone) or opted out of this flow type (blacklisted);
 * 7. the dispatch window in the branch's timezone: outside it the row waits (waitingWindow, outsideHours /
 *    outsideDays) with a job at the opening, never dropped; skipped stale if it opens after its expiry;
 * 8. the quota: one unit taken atomically; at zero skipped quotaExhausted;
 * 9. the channel account of the message's kind: none → failed noChannel, not authorized → failed
 *    channelNotAuthorized (the unit refunded);
 * 10. the adapter, `handed_at` written first: sent, or failed with the channel's reason (refunded), or
 *    tried again later when the channel says so (up to maxAttempts).
 */
export async function sendMessage(deps: EngineRuntime, messageId: string): Promise<SendOutcome> {
  const now = deps.clock.now();
  const [row] = await deps.db.query<MessageRow>(
    `update messages set status = 'sending', handed_at = null, updated_at = $2
     where id = $1 and status in ('queued', 'waitingWindow') and scheduled_at <= $2
     returning ${MESSAGE_COLUMNS}`,
    [messageId, now.toISOString()],
  );
  if (!row) return 'notClaimed';
  let prepared: Prepared | SendOutcome;
  try {
    prepared = await prepare(deps, row, now);
  } catch (error) {
    // Nothing was handed to a channel: the row goes back to the queue for the job's retry (or the sweep).
    await deps.db.query(`update messages set status = 'queued', updated_at = $2 where id = $1 and status = 'sending' and handed_at is null`, [row.id, now.toISOString()]);
    throw error;
  }
  const outcome = typeof prepared === 'string' ? prepared : await handOver(deps, row, prepared, now);
  if (row.flow_id) await refreshFlowStates(deps.db, deps.clock.now(), [row.flow_id]);
  return outcome;
}

interface Prepared {
  /** The flow whose last start the sending moves; null for a mailing's message. */
  flowId: string | null;
  account: ChannelAccount;
  outbound: OutboundMessage;
}

/** Steps 2 to 9: a stop written on the row, or the message ready for its channel. */
async function prepare(deps: EngineRuntime, row: MessageRow, now: Date): Promise<Prepared | SendOutcome> {
  if (row.flow_id === null && row.campaign_id !== null) return prepareMailing(deps, row, now);
  if (row.flow_id === null && isServiceMessage(row.dedupe_key)) return prepareService(deps, row, now);
  if (row.flow_id === null && row.dedupe_key.startsWith(AI_REPLY_KEY_PREFIX)) return prepareAiReply(deps, row, now);
  const flow = row.flow_id ? await loadFlow(deps.db, row.flow_id) : null;
  const flowStop = checkFlow(flow, now);
  if (flowStop || !flow) return stop(deps, row, flowStop ?? { status: 'skipped', reason: 'flowEnded', detail: 'No flow', params: { code: 'flowDeleted' } }, now);
  const target = await loadTarget(deps, flow, row, now);
  const recordStop = checkRecord(flow, target, { visitStartsAt: row.visit_starts_at });
  if (recordStop || !target) return stop(deps, row, recordStop ?? { status: 'skipped', reason: 'filtered', detail: 'Nothing to write about', params: { code: 'nothingToWrite' } }, now);
  const early = checkStale(row.expires_at, now) ?? checkAudience(flow, target, now) ?? (await checkDailyLimit(deps, flow, target, now));
  if (early) return stop(deps, row, early, now);

  const clientPhone = target.client?.phone ?? row.phone;
  const blacklisted = flow.mode === 'combat' && flow.type !== 'dailyReport' ? await blacklistEntry(deps, row.user_id, clientPhone) : null;
  const recipient = checkRecipient(flow, clientPhone, blacklisted);
  if ('status' in recipient) return stop(deps, row, recipient, now, { mode: flow.mode });
  const written = { recipient: recipient.recipient, mode: flow.mode };

  const window = windowState(flow.settings, target.company.timeZone, now);
  if (!window.open) return waitForWindow(deps, row, window, target.company.timeZone, now, written);
  const missing = emptyLinksOf(flow.settings.content, variableValues({ target, owner: flow.owner, messageId: row.id, links: deps.messageLinks }));
  if (missing.length > 0) {
    return stop(deps, row, { status: 'skipped', reason: 'variableEmpty', detail: `Nothing to put in ${missing.map((name) => `{${name}}`).join(', ')}`, params: { code: 'variableEmpty', value: missing.map((name) => `{${name}}`).join(', ') } }, now, written);
  }
  const text = await composeText(deps.db, { flow, target, messageId: row.id, dedupeKey: row.dedupe_key, links: deps.messageLinks, now });
  if (isBlankText(text)) return stop(deps, row, { status: 'skipped', reason: 'textEmpty', detail: 'The flow has no text', params: { code: 'noText', value: 'flow' } }, now, written);
  return readyToHand(deps, row, now, { text, recipient: recipient.recipient, mode: flow.mode, flowId: flow.id, buttons: flow.settings.buttons, image: flow.settings.image });
}

/** The window stop of a row: waits for the opening (a job then), or skipped stale past its expiry. */
async function waitForWindow(deps: EngineRuntime, row: MessageRow, window: Extract<WindowState, { open: false }>, timeZone: string, now: Date, written: { recipient: string; mode: string }): Promise<SendOutcome> {
  if (row.expires_at !== null && window.opensAt.getTime() >= row.expires_at.getTime()) {
    return stop(deps, row, { status: 'skipped', reason: 'stale', detail: `The sending window opens at ${window.opensAt.toISOString()}, after its time`, params: { code: 'windowLate', at: window.opensAt.toISOString() } }, now, written);
  }
  await deps.db.query(
    `update messages set status = 'waitingWindow', reason = $2, reason_detail = $3, reason_params = $8, scheduled_at = $4, recipient = $5, mode = $6, updated_at = $7
     where id = $1 and status = 'sending'`,
    [
      row.id,
      window.reason,
      `Waits for ${window.opensAt.toISOString()} (${timeZone})`,
      window.opensAt.toISOString(),
      written.recipient,
      written.mode,
      now.toISOString(),
      JSON.stringify(reasonParams({ code: 'waitsForWindow', at: window.opensAt.toISOString(), value: timeZone })),
    ],
  );
  await sendJobFor(deps.jobs, row.id, window.opensAt, now, `:${window.opensAt.getTime()}`);
  return 'waitingWindow';
}

/** Quota, channel account, then the text handed over: steps 8 to 10 of any message. */
async function readyToHand(
  deps: EngineRuntime,
  row: MessageRow,
  now: Date,
  input: { text: string; recipient: string; mode: string; flowId: string | null; buttons: OutboundMessage['buttons']; image: OutboundMessage['image']; chargesQuota?: boolean },
): Promise<Prepared | SendOutcome> {
  const written = { recipient: input.recipient, mode: input.mode };
  if (input.chargesQuota !== false && !(await chargeQuota(deps.db, row.user_id, row.id))) {
    return stop(deps, row, { status: 'skipped', reason: 'quotaExhausted', detail: 'The account has no messages left', params: { code: 'quotaExhausted' } }, now, written);
  }
  const account = await findChannelAccount(deps.db, row.user_id, channelKindOf(row.channel));
  if (!account) return stop(deps, row, { status: 'failed', reason: 'noChannel', detail: `No ${row.channel} account is connected`, params: { code: 'noChannelAccount', value: row.channel } }, now, written);
  if (account.state !== 'authorized') {
    return stop(deps, row, { status: 'failed', reason: 'channelNotAuthorized', detail: `The ${account.kind} account is ${account.state}`, params: { code: 'channelState', value: account.state } }, now, written);
  }
  // From here the channel may have the message: a crash leaves handed_at set (recovery.ts).
  await deps.db.query(
    `update messages set handed_at = $2, attempts = attempts + 1, text = $3, recipient = $4, mode = $5, channel_account_id = $6, updated_at = $2,
       reason = null, reason_detail = null, reason_params = null
     where id = $1 and status = 'sending'`,
    [row.id, now.toISOString(), input.text, input.recipient, input.mode, account.id],
  );
  return { flowId: input.flowId, account, outbound: { messageId: row.id, to: input.recipient, text: input.text, buttons: input.buttons, image: input.image } };
}

/**
 * A service message of the cabinet to the owner (serviceMessages.ts: a quality report is ready): written
 * with its text and the owner's phone, sent on the owner's own channel like any message, at once (no sending
 * window: the owner asked for the work) and without spending the account's messages.
 */
async function prepareService(deps: EngineRuntime, row: MessageRow, now: Date): Promise<Prepared | SendOutcome> {
  const [stored] = await deps.db.query<{ text: string; recipient: string }>('select text, recipient from messages where id = $1', [row.id]);
  const recipient = normalizePhone(stored?.recipient ?? '');
  if (recipient === null) return stop(deps, row, { status: 'skipped', reason: 'noTestPhone', detail: 'The notice goes to the owner’s phone: the profile has none', params: { code: 'noOwnerPhone' } }, now);
  if (isBlankText(stored?.text ?? '')) return stop(deps, row, { status: 'skipped', reason: 'textEmpty', detail: 'The notice has no text', params: { code: 'noText', value: 'notice' } }, now);
  return readyToHand(deps, row, now, { text: stored?.text ?? '', recipient, mode: 'combat', flowId: null, buttons: [], image: null, chargesQuota: false });
}

/**
 * A mass mailing's message (the distributions domain plans them, distributions/pacing.ts): the mailing
 * still runs (its end time passed or done → mailingEnded, paused → flowPaused, deleted or canceled → flowEnded; its "send a test" goes whatever the
 * status), the recipient (test mode and tests to the owner's phone; an invalid or blacklisted phone
 * skipped: a mailing is no flow type a blacklist entry allows), the mailing's window in the branch's
 * timezone, then quota and channel as for every other message. The text was filled in when it was planned.
 */
async function prepareMailing(deps: EngineRuntime, row: MessageRow, now: Date): Promise<Prepared | SendOutcome> {
  const mailing = row.campaign_id ? await loadMailing(deps.db, row.campaign_id) : null;
  const isTest = row.dedupe_key.startsWith('distributionTest:');
  if (!mailing) return stop(deps, row, { status: 'skipped', reason: 'flowEnded', detail: 'The mailing was deleted', params: { code: 'mailingDeleted' } }, now);
  if (!isTest) {
    // Its end time passed (the tick that ends it may not have come yet): the message does not go late.
    if (mailing.status === 'done' || (mailing.endAt !== null && mailing.endAt.getTime() <= now.getTime())) {
      return stop(deps, row, { status: 'skipped', reason: 'mailingEnded', detail: 'The mailing ended before it was sent', params: { code: 'mailingEnded' } }, now);
    }
    if (mailing.status === 'pause') return stop(deps, row, { status: 'skipped', reason: 'flowPaused', detail: 'The mailing is paused', params: { code: 'mailingPaused' } }, now);
    if (mailing.status !== 'working' && mailing.status !== 'waiting') return stop(deps, row, { status: 'skipped', reason: 'flowEnded', detail: `The mailing is ${mailing.status}`, params: { code: 'mailingStatus', value: mailing.status } }, now);
  }
  const mode = isTest ? 'test' : mailing.mode;
  let recipient: string;
  if (mode === 'test') {
    if (!mailing.ownerPhone) return stop(deps, row, { status: 'skipped', reason: 'noTestPhone', detail: 'Test mode sends to the owner’s phone: the profile has none', params: { code: 'noOwnerPhone' } }, now, { mode });
    recipient = mailing.ownerPhone;
  } else {
    const phone = normalizePhone(row.phone);
    if (phone === null) return stop(deps, row, { status: 'skipped', reason: 'invalidPhone', detail: `${row.phone || 'No phone'} is not a valid number`, params: { code: 'invalidPhone', value: row.phone } }, now, { mode });
    if (await blacklistEntry(deps, row.user_id, phone)) return stop(deps, row, { status: 'skipped', reason: 'blacklisted', detail: 'The client opted out of these messages', params: { code: 'optedOut' } }, now, { mode });
    recipient = phone;
  }
  const written = { recipient, mode };
  if (!isTest) {
    const window = windowState(mailing, mailing.timeZone, now);
    if (!window.open) return waitForWindow(deps, row, window, mailing.timeZone, now, written);
  }
  const [stored] = await deps.db.query<{ text: string }>('select text from messages where id = $1', [row.id]);
  if (isBlankText(stored?.text ?? '')) return stop(deps, row, { status: 'skipped', reason: 'textEmpty', detail: 'The mailing has no text', params: { code: 'noText', value: 'mailing' } }, now, written);
  return readyToHand(deps, row, now, { text: stored?.text ?? '', recipient, mode, flowId: null, buttons: [], image: mailing.image });
}

/** The dedupe key's prefix of an AI assistant's answer in a dialogue (ai/dialogues.ts writes such rows). */
export const AI_REPLY_KEY_PREFIX = 'ai:';

/**
 * An AI assistant's answer to a client who wrote (ai/dialogues.ts plans it with its text): to that client,
 * through the channel account the assistant answers on, at once (the client is waiting: no dispatch window,
 * and the client wrote first, so no blacklist), without a unit of the message quota (the assistant's balance
 * pays for its dialogues).
 */
async function prepareAiReply(deps: EngineRuntime, row: MessageRow, now: Date): Promise<Prepared | SendOutcome> {
  const [stored] = await deps.db.query<{ text: string; channel_account_id: string | null }>('select text, channel_account_id from messages where id = $1', [row.id]);
  const written = { recipient: row.phone, mode: 'combat' };
  if (!stored || isBlankText(stored.text)) return stop(deps, row, { status: 'skipped', reason: 'textEmpty', detail: 'The answer has no text', params: { code: 'noText', value: 'answer' } }, now, written);
  const account = stored.channel_account_id ? await findChannelAccountById(deps.db, stored.channel_account_id) : null;
  if (!account) return stop(deps, row, { status: 'failed', reason: 'noChannel', detail: 'The assistant’s channel account was removed', params: { code: 'assistantChannelRemoved' } }, now, written);
  if (account.state !== 'authorized') {
    return stop(deps, row, { status: 'failed', reason: 'channelNotAuthorized', detail: `The ${account.kind} account is ${account.state}`, params: { code: 'channelState', value: account.state } }, now, written);
  }
  await deps.db.query(
    `update messages set handed_at = $2, attempts = attempts + 1, recipient = $3, mode = 'combat', updated_at = $2, reason = null, reason_detail = null, reason_params = null
     where id = $1 and status = 'sending'`,
    [row.id, now.toISOString(), row.phone],
  );
  return { flowId: null, account, outbound: { messageId: row.id, to: row.phone, text: stored.text, buttons: [], image: null } };
}

async function handOver(deps: EngineRuntime, row: MessageRow, { flowId, account, outbound }: Prepared, now: Date): Promise<SendOutcome> {
  const adapter = deps.adapters[account.adapter];
  const attempts = row.attempts + 1;
  let result;
  try {
    result = await adapter.send(account, outbound);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    deps.log.error(`send-message ${row.id}: the ${adapter.name} adapter threw: ${detail}`);
    // The channel may or may not have it: send again only through an adapter that delivers a repeat once.
    if (adapter.idempotent && attempts < deps.settings.maxAttempts) return retryLater(deps, row, attempts, `The channel failed: ${detail}`, detail, now);
    return stop(deps, row, { status: 'failed', reason: 'outcomeUnknown', detail: `The channel failed while sending: ${detail}`, params: { code: 'sendThrew', text: detail } }, now);
  }
  const at = deps.clock.now();
  if (result.ok) {
    await deps.db.query(
      `update messages set status = 'sent', provider_message_id = $2, sent_at = $3, updated_at = $3, reason = null, reason_detail = null, reason_params = null
       where id = $1 and status = 'sending'`,
      [row.id, result.providerMessageId, at.toISOString()],
    );
    if (flowId !== null) await deps.db.query('update flows set last_start = greatest(coalesce(last_start, $2::timestamptz), $2::timestamptz) where id = $1', [flowId, at.toISOString()]);
    return 'sent';
  }
  if (result.reason === 'channelNotAuthorized') await markSignedOut(deps.db, account, at);
  if (result.retryable && attempts < deps.settings.maxAttempts) {
    await refundQuota(deps.db, row.user_id, row.id);
    return retryLater(deps, row, attempts, result.detail, result.detail, at);
  }
  return stop(deps, row, { status: 'failed', reason: result.reason, detail: result.detail, params: { code: 'providerAnswer', text: result.detail } }, at);
}

/** A detail's code and values, checked against the contract's type where it is written outside a Stop. */
const reasonParams = (params: ReasonParams): ReasonParams => params;

/** Back to the queue, due after a pause that grows with each attempt; the reason stays visible meanwhile. */
async function retryLater(deps: EngineRuntime, row: MessageRow, attempts: number, detail: string, providerText: string, now: Date): Promise<SendOutcome> {
  const dueAt = new Date(now.getTime() + retryDelayMs(attempts));
  await deps.db.query(
    `update messages set status = 'queued', scheduled_at = $2, handed_at = null, reason = 'providerError', reason_detail = $3, reason_params = $5, updated_at = $4
     where id = $1 and status = 'sending'`,
    [
      row.id,
      dueAt.toISOString(),
      `Attempt ${attempts} failed, next at ${dueAt.toISOString()}: ${detail}`,
      now.toISOString(),
      JSON.stringify(reasonParams({ code: 'retrying', count: attempts, at: dueAt.toISOString(), text: providerText })),
    ],
  );
  await sendJobFor(deps.jobs, row.id, dueAt, now, `:retry${attempts}`);
  return 'retry';
}
