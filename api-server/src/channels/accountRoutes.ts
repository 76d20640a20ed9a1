import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  channelAccountListSchema,
  createInstanceRequestSchema,
  instanceSchema,
  INSTANCE_TEST_PERIOD_DAYS,
  PATHS,
  publicQrSchema,
  QR_LINK_TTL_MINUTES,
  qrLinkSchema,
  switchProviderRequestSchema,
  type ChannelAccountList,
  type ChannelAccountView,
  type Instance,
  type InstanceProvider,
  type PublicQr,
  type QrLink,
  telegramCodeSentSchema,
  telegramSendCodeRequestSchema,
  telegramSignInRequestSchema,
  channelAccountSchema,
  twilioAccountRequestSchema,
  sigmaAccountRequestSchema,
} from '@cabinet/api/contract';
import { usesStandIn } from '../config';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { sameSignature } from './providerHttp';
import { chatApiSettingsSchema, ChatApiError, createChatApiClient, type InstanceProviderApi } from './chatApi';
import { channelsClock } from './instanceClock';
import { createTelegramClient, TelegramError, type TelegramAuthApi } from './telegram';
import { checkTwilioAccount } from './twilio';
import { checkSigmaAccount } from './sigma';
import { applyInstanceEvent, InstanceStateError, type InstanceEvent, type InstanceRecord } from './instanceMachine';

const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().max(300) });

export type AccountRow = {
  id: string;
  user_id: string;
  kind: 'whatsapp' | 'max' | 'telegram' | 'waba' | 'sms';
  adapter: ChannelAccountView['provider'];
  name: string;
  phone: string | null;
  state: ChannelAccountView['state'];
  settings: Record<string, unknown>;
  test_until: Date | null;
  paid_up_to: Date | null;
  created_at: Date;
  loading_since: Date | null;
  qr_code: string | null;
  switching_to: InstanceProvider | null;
  switching_started_at: Date | null;
  switching_until: Date | null;
};

const notFound = () => new ApiError(404, 'CHANNEL_ACCOUNT_NOT_FOUND', 'No channel account of yours has this id');
const providerFailed = (detail: string) => new ApiError(502, 'CHANNEL_PROVIDER_FAILED', `The instance provider failed: ${detail}`);
const isInstance = (row: AccountRow) => row.kind === 'whatsapp' || row.kind === 'max';

export function toView(row: AccountRow): ChannelAccountView {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.adapter,
    instanceProvider: row.kind === 'whatsapp' || row.kind === 'max' ? row.kind : null,
    name: row.name,
    phone: row.phone,
    state: row.state,
    testUntil: row.test_until?.toISOString() ?? null,
    paidUpTo: row.paid_up_to?.toISOString() ?? null,
    switching:
      row.switching_to && row.switching_started_at && row.switching_until
        ? { to: row.switching_to, startedAt: row.switching_started_at.toISOString(), until: row.switching_until.toISOString() }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}

function toRecord(row: AccountRow): InstanceRecord {
  return {
    state: row.state,
    provider: row.kind === 'max' ? 'max' : 'whatsapp',
    loadingSince: row.loading_since,
    qrCode: row.qr_code,
    phone: row.phone,
    switching: row.switching_to && row.switching_started_at && row.switching_until ? { to: row.switching_to, startedAt: row.switching_started_at, until: row.switching_until } : null,
  };
}

// Timestamps go to the driver as ISO strings (both engines read them; PGlite refuses a Date in some positions).
const iso = (date: Date | null) => date?.toISOString() ?? null;

async function saveRecord(q: Queryable, id: string, record: InstanceRecord, at: Date): Promise<AccountRow> {
  const [row] = await q.query<AccountRow>(
    `update channel_accounts set kind = $2, state = $3, loading_since = $4, qr_code = $5, phone = $6,
       switching_to = $7, switching_started_at = $8, switching_until = $9, updated_at = $10
     where id = $1 returning *`,
    [id, record.provider, record.state, iso(record.loadingSince), record.qrCode, record.phone, record.switching?.to ?? null, iso(record.switching?.startedAt ?? null), iso(record.switching?.until ?? null), at.toISOString()],
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The public QR link's token: the instance's id (hex), the link's end (seconds, base 36) and 128 bits of
 * HMAC under the API's secret; about 60 characters, so it fits one path segment. No dot: static servers take a
 * last segment with a dot for a file name and answer 404 instead of the page.
 */
export function signQrLink(secret: string, accountId: string, expiresAt: Date): string {
  const payload = `${accountId.replace(/-/g, '')}${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}_${qrLinkSignature(secret, payload)}`;
}

function qrLinkSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`qr-link:${payload}`).digest().subarray(0, 16).toString('base64url');
}

/** The instance and the end of a well-signed token, else null (expiry is the caller's to judge). */
export function readQrLink(secret: string, token: string): { accountId: string; expiresAt: Date } | null {
  const match = /^([0-9a-f]{32})([0-9a-z]{1,10})_([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!sameSignature(match[3], qrLinkSignature(secret, match[1] + match[2]))) return null;
  const hex = match[1];
  const accountId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { accountId, expiresAt: new Date(parseInt(match[2], 36) * 1000) };
}

/**
 * The owner's channel accounts (issue 19): the list with the instance limit, and the WhatsApp/MAX
 * instance's lifecycle through the instance provider (instanceMachine.ts; chatApi.ts). The page polls
 * the instance, and each read asks the provider while a connection is under way, so the state reaches
 * the page within its polling interval.
 */
/** Telegram's code request, signed: the phone, Telegram's phone_code_hash and the end (10 minutes). */
function signTelegramRequest(secret: string, phone: string, hash: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify([phone, hash, Math.floor(expiresAt.getTime() / 1000)])).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(`tg-code:${payload}`).digest('base64url')}`;
}
function readTelegramRequest(secret: string, token: string): { phone: string; hash: string; expiresAt: Date } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !sameSignature(signature, createHmac('sha256', secret).update(`tg-code:${payload}`).digest('base64url'))) return null;
  const parsed = z.tuple([z.string(), z.string(), z.number()]).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  return parsed.success ? { phone: parsed.data[0], hash: parsed.data[1], expiresAt: new Date(parsed.data[2] * 1000) } : null;
}

export function channelAccountRoutes(
  ctx: AppContext,
  provider: InstanceProviderApi = createChatApiClient(ctx.config),
  telegram: TelegramAuthApi = createTelegramClient(ctx.config),
): Route[] {
  const { db, config } = ctx;
  const clock = channelsClock(ctx);
  // Accounts connected now keep their stand-in when the API restarts (their settings say so).
  const standIn = usesStandIn(config, null);

  async function own(userId: string, id: string): Promise<AccountRow> {
    if (!isUuid(id)) throw notFound();
    const [row] = await db.query<AccountRow>(`select * from channel_accounts where id = $1 and user_id = $2`, [id, userId]);
    if (!row || !isInstance(row)) throw notFound();
    return row;
  }

  /** Applies an event to the stored instance (time passing first) and saves what changed. */
  async function step(row: AccountRow, event: InstanceEvent): Promise<AccountRow> {
    const before = toRecord(row);
    const after = applyInstanceEvent(before, event);
    return JSON.stringify(after) === JSON.stringify(before) ? row : saveRecord(db, row.id, after, event.at);
  }

  /** Reads the provider while a connection is under way, then lets time pass. */
  async function refresh(row: AccountRow): Promise<AccountRow> {
    let current = await step(row, { type: 'tick', at: clock.now() });
    if (current.adapter !== 'chatApi' || current.switching_to) return current;
    if (current.state !== 'loading' && current.state !== 'gotQrCode' && current.state !== 'authorized') return current;
    const settings = chatApiSettingsSchema.safeParse(current.settings);
    if (!settings.success) return current;
    try {
      const reading = await provider.status(settings.data);
      current = await step(current, { type: 'providerStatus', at: clock.now(), reading });
    } catch (error) {
      if (!(error instanceof ChatApiError)) throw error;
      current = await step(current, { type: 'providerFailed', at: clock.now() });
    }
    return current;
  }

  const instanceView = (row: AccountRow): Instance =>
    instanceSchema.parse({ account: toView(row), qrCode: row.state === 'gotQrCode' ? row.qr_code : null, loadingSince: row.loading_since?.toISOString() ?? null, now: clock.now().toISOString() });

  /** Deletes one of the caller's accounts of a kind or an adapter: nothing more is sent through it. */
  const deleteAccountRoute = (path: string, summary: string, match: { kind: 'telegram' } | { adapter: 'twilio' | 'sigma' }) =>
    route({
      method: 'DELETE',
      path,
      access: 'user',
      summary,
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const { id } = params();
        if (!isUuid(id)) throw notFound();
        const deleted =
          'kind' in match
            ? await db.query(`delete from channel_accounts where id = $1 and user_id = $2 and kind = $3 returning id`, [id, caller.userId, match.kind])
            : await db.query(`delete from channel_accounts where id = $1 and user_id = $2 and adapter = $3 returning id`, [id, caller.userId, match.adapter]);
        if (deleted.length === 0) throw notFound();
        return reply.code(204).send();
      },
    });

  function refuseState(error: unknown): never {
    if (error instanceof InstanceStateError) throw new ApiError(409, 'INSTANCE_INVALID_STATE', error.message);
    throw error;
  }

  return [
    route({
      method: 'GET',
      path: PATHS.channelAccounts.list,
      access: 'user',
      summary: "The caller's channel accounts, with the instance limit",
      responses: { 200: { description: 'Every channel account, newest first', schema: channelAccountListSchema } },
      async handler({ caller }): Promise<ChannelAccountList> {
        const rows = await db.query<AccountRow>(`select * from channel_accounts where user_id = $1 order by created_at desc, id`, [caller.userId]);
        const settled = await Promise.all(rows.map((row) => (isInstance(row) ? step(row, { type: 'tick', at: clock.now() }) : row)));
        const [user] = await db.query<{ chat_api_instance_limit: number }>(`select chat_api_instance_limit from users where id = $1`, [caller.userId]);
        return channelAccountListSchema.parse({
          accounts: settled.map(toView),
          instanceLimit: user?.chat_api_instance_limit ?? 0,
          instanceCount: settled.filter(isInstance).length,
        });
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.instances,
      access: 'user',
      summary: 'A new WhatsApp or MAX instance, in its 3-day test period',
      description: 'Refused 409 MAX_ACCOUNTS_REACHED when the caller already has chatApiInstanceLimit instances, before the provider is asked.',
      body: createInstanceRequestSchema,
      responses: { 201: { description: 'The instance, at init', schema: instanceSchema } },
      errors: { 409: 'MAX_ACCOUNTS_REACHED: the account limit is reached', 502: 'CHANNEL_PROVIDER_FAILED: the provider did not create the instance' },
      async handler({ caller, body, reply }) {
        const { provider: messenger } = body();
        const countInstances = async (q: Queryable) => {
          const [row] = await q.query<{ limit: number; count: string }>(
            `select u.chat_api_instance_limit as limit, (select count(*) from channel_accounts c where c.user_id = u.id and c.kind in ('whatsapp', 'max')) as count
             from users u where u.id = $1`,
            [caller.userId],
          );
          if (!row) throw notFound();
          if (Number(row.count) >= row.limit) throw new ApiError(409, 'MAX_ACCOUNTS_REACHED', `Max accounts reached: your account allows ${row.limit}`);
        };
        await countInstances(db);
        let settings;
        try {
          settings = await provider.createInstance(standIn);
        } catch (error) {
          if (error instanceof ChatApiError) throw providerFailed(error.message);
          throw error;
        }
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          // Two tabs adding at once: the user's row is locked, then counted again.
          await tx.query(`select id from users where id = $1 for update`, [caller.userId]);
          await countInstances(tx);
          const [created] = await tx.query<AccountRow>(
            `insert into channel_accounts (user_id, kind, adapter, name, state, settings, test_until, created_at, updated_at)
             values ($1, $2, 'chatApi', $3, 'init', $4, $5, $6, $6) returning *`,
            [caller.userId, messenger, messenger === 'max' ? 'MAX' : 'WhatsApp', JSON.stringify(settings), new Date(now.getTime() + INSTANCE_TEST_PERIOD_DAYS * 86_400_000).toISOString(), now.toISOString()],
          );
          return created;
        });
        if (!row) throw notFound();
        return reply.code(201).send(instanceView(row));
      },
    }),
    route({
      method: 'GET',
      path: PATHS.channelAccounts.instance,
      access: 'user',
      summary: 'One instance, its state read from the provider while connecting',
      params: idParams,
      responses: { 200: { description: 'The instance', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }): Promise<Instance> {
        return instanceView(await refresh(await own(caller.userId, params().id)));
      },
    }),
    route({
      method: 'DELETE',
      path: PATHS.channelAccounts.instance,
      access: 'user',
      summary: 'Deletes an instance (logged out at the provider first, when it answers)',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const row = await own(caller.userId, params().id);
        const settings = chatApiSettingsSchema.safeParse(row.settings);
        if (row.adapter === 'chatApi' && settings.success) await provider.logout(settings.data).catch(() => undefined);
        await db.query(`delete from channel_accounts where id = $1`, [row.id]);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.instanceQr,
      access: 'user',
      summary: 'Asks the provider for a QR code: loading, then gotQrCode (given up after 2 minutes)',
      params: idParams,
      responses: { 200: { description: 'The instance, loading', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND', 409: 'INSTANCE_INVALID_STATE: a code is shown, the instance is authorised or switching', 502: 'CHANNEL_PROVIDER_FAILED' },
      async handler({ caller, params }): Promise<Instance> {
        const row = await step(await own(caller.userId, params().id), { type: 'tick', at: clock.now() });
        const loading = await step(row, { type: 'requestQr', at: clock.now() }).catch(refuseState);
        const settings = chatApiSettingsSchema.safeParse(loading.settings);
        if (!settings.success) return instanceView(loading);
        try {
          await provider.requestQr(settings.data);
        } catch (error) {
          if (!(error instanceof ChatApiError)) throw error;
          return instanceView(await step(loading, { type: 'providerFailed', at: clock.now() }));
        }
        return instanceView(await refresh(loading));
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.instanceProvider,
      access: 'user',
      summary: 'Switches the instance between WhatsApp and MAX (about 25 seconds; then a new QR code)',
      params: idParams,
      body: switchProviderRequestSchema,
      responses: { 200: { description: 'The instance, switching', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND', 409: 'INSTANCE_INVALID_STATE: already that provider, or switching', 502: 'CHANNEL_PROVIDER_FAILED' },
      async handler({ caller, params, body }): Promise<Instance> {
        const { provider: to } = body();
        const row = await step(await own(caller.userId, params().id), { type: 'tick', at: clock.now() });
        const at = clock.now();
        // Refused (already that provider, or switching) before the provider is asked.
        const switched = (() => {
          try {
            return applyInstanceEvent(toRecord(row), { type: 'switchProvider', at, to });
          } catch (error) {
            return refuseState(error);
          }
        })();
        const settings = chatApiSettingsSchema.safeParse(row.settings);
        if (settings.success) {
          try {
            await provider.switchMessenger(settings.data, to);
          } catch (error) {
            if (error instanceof ChatApiError) throw providerFailed(error.message);
            throw error;
          }
        }
        return instanceView(await saveRecord(db, row.id, switched, at));
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.instanceQrLink,
      access: 'user',
      summary: 'A public link to the instance\'s QR code, valid 30 minutes',
      params: idParams,
      responses: { 200: { description: 'The token of /accounts/qr/{token} and its end', schema: qrLinkSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }): Promise<QrLink> {
        const row = await own(caller.userId, params().id);
        const expiresAt = new Date(clock.now().getTime() + QR_LINK_TTL_MINUTES * 60_000);
        return { token: signQrLink(config.jwtSecret, row.id, expiresAt), expiresAt: expiresAt.toISOString() };
      },
    }),
    route({
      method: 'GET',
      path: PATHS.channelAccounts.publicQr,
      // The signed token is the permission: whoever the owner gave the link to scans with their phone.
      access: 'guest',
      summary: 'The QR code behind a public link (no sign-in); 410 once the link is 30 minutes old',
      params: tokenParams,
      responses: { 200: { description: 'The state and the code', schema: publicQrSchema } },
      errors: { 404: 'NOT_FOUND: not a link of ours, or the instance is gone', 410: 'QR_LINK_EXPIRED' },
      async handler({ params }): Promise<PublicQr> {
        const link = readQrLink(config.jwtSecret, params().token);
        if (!link) throw new ApiError(404, 'NOT_FOUND', 'No QR code behind this link');
        if (clock.now().getTime() >= link.expiresAt.getTime()) throw new ApiError(410, 'QR_LINK_EXPIRED', 'QR: link expired');
        const [found] = await db.query<AccountRow>(`select * from channel_accounts where id = $1`, [link.accountId]);
        if (!found || !isInstance(found)) throw new ApiError(404, 'NOT_FOUND', 'No QR code behind this link');
        const row = await refresh(found);
        return publicQrSchema.parse({ state: row.state, instanceProvider: row.kind, qrCode: row.state === 'gotQrCode' ? row.qr_code : null, expiresAt: link.expiresAt.toISOString() });
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.telegramSendCode,
      access: 'user',
      summary: 'Telegram sends a login code to the phone',
      body: telegramSendCodeRequestSchema,
      responses: { 200: { description: 'The signed request to sign in with', schema: telegramCodeSentSchema } },
      errors: { 400: 'VALIDATION_FAILED: not a phone number', 502: 'TELEGRAM_CODE_SEND_FAILED: Telegram did not send the code' },
      async handler({ body }) {
        const { phone } = body();
        try {
          const { phoneCodeHash } = await telegram.sendCode(phone);
          return { requestToken: signTelegramRequest(config.jwtSecret, phone, phoneCodeHash, new Date(clock.now().getTime() + 10 * 60_000)), phone };
        } catch (error) {
          if (!(error instanceof TelegramError)) throw error;
          if (error.mtprotoError === 'PHONE_NUMBER_INVALID') throw new ApiError(400, 'VALIDATION_FAILED', 'Telegram does not know this number', { phone: 'phone.invalid' });
          throw new ApiError(502, 'TELEGRAM_CODE_SEND_FAILED', `Telegram: code send error (${error.mtprotoError})`);
        }
      },
    }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.telegramSignIn,
      access: 'user',
      summary: 'Signs in to Telegram with the code: the account is connected',
      body: telegramSignInRequestSchema,
      responses: { 201: { description: 'The Telegram account', schema: channelAccountSchema } },
      errors: { 400: 'TELEGRAM_INVALID_CODE: a wrong or expired code (ask for a new one)' },
      async handler({ caller, body, reply }) {
        const { requestToken, code } = body();
        const request = readTelegramRequest(config.jwtSecret, requestToken);
        const invalid = (message: string) => new ApiError(400, 'TELEGRAM_INVALID_CODE', message, { code: 'telegram.code.invalid' });
        if (!request || request.expiresAt.getTime() <= clock.now().getTime()) throw invalid('Telegram: the code expired; ask for a new one');
        let signedIn;
        try {
          signedIn = await telegram.signIn(request.phone, request.hash, code);
        } catch (error) {
          if (!(error instanceof TelegramError)) throw error;
          if (error.mtprotoError === 'PHONE_CODE_INVALID') throw invalid('Telegram: invalid code');
          if (error.mtprotoError === 'PHONE_CODE_EXPIRED') throw invalid('Telegram: the code expired; ask for a new one');
          throw new ApiError(502, 'CHANNEL_PROVIDER_FAILED', `Telegram failed: ${error.mtprotoError}`);
        }
        const now = clock.now().toISOString();
        const [row] = await db.query<AccountRow>(
          `insert into channel_accounts (user_id, kind, adapter, name, phone, state, settings, created_at, updated_at)
           values ($1, 'telegram', 'telegram', 'Telegram', $2, 'authorized', $3, $4, $4) returning *`,
          [caller.userId, request.phone, JSON.stringify({ session: signedIn.session, userId: signedIn.userId, ...(standIn ? { standIn: true } : {}) }), now],
        );
        if (!row) throw notFound();
        return reply.code(201).send(toView(row));
      },
    }),
    deleteAccountRoute(PATHS.channelAccounts.telegramAccount, 'Deletes a Telegram account', { kind: 'telegram' }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.twilioAccounts,
      access: 'user',
      summary: 'Connects a Twilio SMS account: the SID and token and the number are checked against Twilio first',
      description:
        'Twilio is asked for the Account (a wrong SID or token: 400 at `authToken`, `twilio.credentials.invalid`; a suspended or closed account: `twilio.account.inactive`) and for the number among its IncomingPhoneNumbers (400 at `phone`, `twilio.phone.notOnAccount`). Only then the account is saved, authorised, and the engine sends SMS through it.',
      body: twilioAccountRequestSchema,
      responses: { 201: { description: 'The SMS account', schema: channelAccountSchema } },
      errors: { 400: 'VALIDATION_FAILED: the fields, or what Twilio refused', 409: 'ACCOUNT_ALREADY_ADDED: this SID and number are connected already', 502: 'CHANNEL_PROVIDER_FAILED: Twilio did not answer' },
      async handler({ caller, body, reply }) {
        const { accountSid, authToken, phone } = body();
        const [existing] = await db.query(
          `select id from channel_accounts where user_id = $1 and adapter = 'twilio' and settings ->> 'accountSid' = $2 and phone = $3`,
          [caller.userId, accountSid, phone],
        );
        if (existing) throw new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added: this Twilio number is connected');
        const settings = { accountSid, authToken, from: phone, ...(standIn ? { standIn: true } : {}) };
        const check = await checkTwilioAccount(settings, config);
        if (!check.ok) {
          if (check.problem === 'credentials') throw new ApiError(400, 'VALIDATION_FAILED', 'Twilio refused this account SID and auth token', { authToken: 'twilio.credentials.invalid' });
          if (check.problem === 'inactive') throw new ApiError(400, 'VALIDATION_FAILED', check.detail, { accountSid: 'twilio.account.inactive' });
          if (check.problem === 'number') throw new ApiError(400, 'VALIDATION_FAILED', check.detail, { phone: 'twilio.phone.notOnAccount' });
          throw providerFailed(check.detail);
        }
        const now = clock.now().toISOString();
        const [row] = await db.query<AccountRow>(
          `insert into channel_accounts (user_id, kind, adapter, name, phone, state, settings, created_at, updated_at)
           values ($1, 'sms', 'twilio', $2, $3, 'authorized', $4, $5, $5) returning *`,
          [caller.userId, check.friendlyName || 'Twilio', phone, JSON.stringify(settings), now],
        );
        if (!row) throw notFound();
        return reply.code(201).send(toView(row));
      },
    }),
    deleteAccountRoute(PATHS.channelAccounts.twilioAccount, 'Deletes a Twilio SMS account (nothing more is sent through it)', { adapter: 'twilio' }),
    route({
      method: 'POST',
      path: PATHS.channelAccounts.sigmaAccounts,
      access: 'user',
      summary: 'Connects a Sigma SMS account: the login and the sender name are checked against Sigma first',
      description:
        'Sigma is signed in to (a refused login: 400 at `password`, `sigma.credentials.invalid`) and asked for the sender names (not an approved one: 400 at `sender`, `sigma.sender.notApproved`). Only then the account is saved, authorised, and the engine sends SMS through it.',
      body: sigmaAccountRequestSchema,
      responses: { 201: { description: 'The SMS account', schema: channelAccountSchema } },
      errors: { 400: 'VALIDATION_FAILED: the fields, or what Sigma refused', 409: 'ACCOUNT_ALREADY_ADDED: this login and sender are connected already', 502: 'CHANNEL_PROVIDER_FAILED: Sigma did not answer' },
      async handler({ caller, body, reply }) {
        const { username, password, sender } = body();
        const [existing] = await db.query(
          `select id from channel_accounts where user_id = $1 and adapter = 'sigma' and settings ->> 'username' = $2 and settings ->> 'sender' = $3`,
          [caller.userId, username, sender],
        );
        if (existing) throw new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added: this Sigma SMS login and sender are connected');
        const settings = { username, password, sender, ...(standIn ? { standIn: true } : {}) };
        const check = await checkSigmaAccount(settings, config);
        if (!check.ok) {
          if (check.problem === 'credentials') throw new ApiError(400, 'VALIDATION_FAILED', 'Sigma SMS refused this login and password', { password: 'sigma.credentials.invalid' });
          if (check.problem === 'sender') throw new ApiError(400, 'VALIDATION_FAILED', check.detail, { sender: 'sigma.sender.notApproved' });
          throw providerFailed(check.detail);
        }
        const now = clock.now().toISOString();
        const [row] = await db.query<AccountRow>(
          `insert into channel_accounts (user_id, kind, adapter, name, state, settings, created_at, updated_at)
           values ($1, 'sms', 'sigma', $2, 'authorized', $3, $4, $4) returning *`,
          [caller.userId, sender, JSON.stringify(settings), now],
        );
        if (!row) throw notFound();
        return reply.code(201).send(toView(row));
      },
    }),
    deleteAccountRoute(PATHS.channelAccounts.sigmaAccount, 'Deletes a Sigma SMS account (nothing more is sent through it)', { adapter: 'sigma' }),
  ];
}
