import { channelAccountListSchema, instanceSchema, INSTANCE_TEST_PERIOD_DAYS, publicQrSchema, QR_LINK_TTL_MINUTES, type ChannelAccountList, type Instance, type InstanceProvider, type PublicQr, type QrLink } from '@cabinet/api/messaging';
import { usesStandIn } from '../config';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { accountNotFound, deleteAccount, findAccount, findOwnAccount, insertAccount, instanceCount, isInstance, listOwnAccounts, lockUser, saveInstanceRecord, toView, type AccountRow } from './accountData';
import { chatApiSettingsSchema, ChatApiError, type InstanceProviderApi } from './chatApi';
import { channelsClock } from './instanceClock';
import { applyInstanceEvent, InstanceStateError, type InstanceEvent, type InstanceRecord } from './instanceMachine';
import { readQrLink, signQrLink } from './signedTokens';

const providerFailed = (detail: string) => new ApiError(502, 'CHANNEL_PROVIDER_FAILED', `The instance provider failed: ${detail}`);

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

function refuseState(error: unknown): never {
  if (error instanceof InstanceStateError) throw new ApiError(409, 'INSTANCE_INVALID_STATE', error.message);
  throw error;
}

/**
 * The owner's channel accounts (issue 19): the list with the instance limit, and the WhatsApp/MAX
 * instance's lifecycle through the instance provider (instanceMachine.ts; chatApi.ts). The page polls
 * the instance, and each read asks the provider while a connection is under way, so the state reaches
 * the page within its polling interval.
 */
export function createInstanceService(ctx: AppContext, provider: InstanceProviderApi) {
  const { db, config } = ctx;
  const clock = channelsClock(ctx);
  // Accounts connected now keep their stand-in when the API restarts (their settings say so).
  const standIn = usesStandIn(config, null);

  async function own(userId: string, id: string): Promise<AccountRow> {
    const row = await findOwnAccount(db, userId, id);
    if (!row || !isInstance(row)) throw accountNotFound();
    return row;
  }

  /** Applies an event to the stored instance (time passing first) and saves what changed. */
  async function step(row: AccountRow, event: InstanceEvent): Promise<AccountRow> {
    const before = toRecord(row);
    const after = applyInstanceEvent(before, event);
    return JSON.stringify(after) === JSON.stringify(before) ? row : saveInstanceRecord(db, row.id, after, event.at);
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

  async function refuseOverLimit(q: Queryable, userId: string): Promise<void> {
    const counted = await instanceCount(q, userId);
    if (!counted) throw accountNotFound();
    if (counted.count >= counted.limit) throw new ApiError(409, 'MAX_ACCOUNTS_REACHED', `Max accounts reached: your account allows ${counted.limit}`);
  }

  return {
    async list(userId: string): Promise<ChannelAccountList> {
      const { rows, instanceLimit } = await listOwnAccounts(db, userId);
      const settled = await Promise.all(rows.map((row) => (isInstance(row) ? step(row, { type: 'tick', at: clock.now() }) : row)));
      return channelAccountListSchema.parse({ accounts: settled.map(toView), instanceLimit, instanceCount: settled.filter(isInstance).length });
    },

    /** A new instance in its test period; refused over the limit before the provider is asked. */
    async create(userId: string, messenger: InstanceProvider): Promise<Instance> {
      await refuseOverLimit(db, userId);
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
        await lockUser(tx, userId);
        await refuseOverLimit(tx, userId);
        return insertAccount(tx, {
          userId,
          kind: messenger,
          adapter: 'chatApi',
          name: messenger === 'max' ? 'MAX' : 'WhatsApp',
          state: 'init',
          settings,
          testUntil: new Date(now.getTime() + INSTANCE_TEST_PERIOD_DAYS * 86_400_000),
          at: now,
        });
      });
      if (!row) throw accountNotFound();
      return instanceView(row);
    },

    async read(userId: string, id: string): Promise<Instance> {
      return instanceView(await refresh(await own(userId, id)));
    },

    /** Logged out at the provider first, when it answers. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await own(userId, id);
      const settings = chatApiSettingsSchema.safeParse(row.settings);
      if (row.adapter === 'chatApi' && settings.success) await provider.logout(settings.data).catch(() => undefined);
      await deleteAccount(db, row.id);
    },

    async requestQr(userId: string, id: string): Promise<Instance> {
      const row = await step(await own(userId, id), { type: 'tick', at: clock.now() });
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

    async switchProvider(userId: string, id: string, to: InstanceProvider): Promise<Instance> {
      const row = await step(await own(userId, id), { type: 'tick', at: clock.now() });
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
      return instanceView(await saveInstanceRecord(db, row.id, switched, at));
    },

    async qrLink(userId: string, id: string): Promise<QrLink> {
      const row = await own(userId, id);
      const expiresAt = new Date(clock.now().getTime() + QR_LINK_TTL_MINUTES * 60_000);
      return { token: signQrLink(config.jwtSecret, row.id, expiresAt), expiresAt: expiresAt.toISOString() };
    },

    async publicQr(token: string): Promise<PublicQr> {
      const link = readQrLink(config.jwtSecret, token);
      if (!link) throw new ApiError(404, 'NOT_FOUND', 'No QR code behind this link');
      if (clock.now().getTime() >= link.expiresAt.getTime()) throw new ApiError(410, 'QR_LINK_EXPIRED', 'QR: link expired');
      const found = await findAccount(db, link.accountId);
      if (!found || !isInstance(found)) throw new ApiError(404, 'NOT_FOUND', 'No QR code behind this link');
      const row = await refresh(found);
      return publicQrSchema.parse({ state: row.state, instanceProvider: row.kind, qrCode: row.state === 'gotQrCode' ? row.qr_code : null, expiresAt: link.expiresAt.toISOString() });
    },
  };
}
