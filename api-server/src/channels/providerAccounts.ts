import type { ChannelAccount as ChannelAccountView, SigmaAccountRequest, TwilioAccountRequest } from '@cabinet/api/messaging';
import { usesStandIn } from '../config';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { accountNotFound, insertAccount, sigmaAccountAdded, toView, twilioAccountAdded, type AccountRow } from './accountData';
import type { AccountAdapter } from '../platform/connectAccount';
import { channelsClock } from './instanceClock';
import { checkSigmaAccount, type SigmaSettings } from './sigma';
import { createTelegramClient, TelegramError, type TelegramAuthApi } from './telegram';
import { checkTwilioAccount } from './twilio';
import { readTelegramRequest, signTelegramRequest } from './signedTokens';

const providerFailed = (detail: string) => ({ kind: 'failed' as const, message: `The instance provider failed: ${detail}` });

/** The stand-in flag an account connected now carries, so it keeps its stand-in after a restart. */
const standInSetting = (ctx: AppContext) => (usesStandIn(ctx.config, null) ? { standIn: true } : {});

const stored = (row: AccountRow | null): AccountRow => {
  if (!row) throw accountNotFound();
  return row;
};

/** Twilio SMS: the SID and token and the number are checked against Twilio (twilio.ts) before saving. */
export function twilioAccountAdapter(ctx: AppContext): AccountAdapter<TwilioAccountRequest, { friendlyName: string }, AccountRow, ChannelAccountView> {
  const clock = channelsClock(ctx);
  const settingsOf = (request: TwilioAccountRequest) => ({ accountSid: request.accountSid, authToken: request.authToken, from: request.phone, ...standInSetting(ctx) });
  return {
    isAdded: (userId, request) => twilioAccountAdded(ctx.db, userId, request.accountSid, request.phone),
    alreadyAdded: () => new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added: this Twilio number is connected'),
    async check(request) {
      const check = await checkTwilioAccount(settingsOf(request), ctx.config);
      if (check.ok) return { ok: true, checked: { friendlyName: check.friendlyName } };
      if (check.problem === 'credentials') return { ok: false, refusal: { kind: 'field', field: 'authToken', fieldCode: 'twilio.credentials.invalid', message: 'Twilio refused this account SID and auth token' } };
      if (check.problem === 'inactive') return { ok: false, refusal: { kind: 'field', field: 'accountSid', fieldCode: 'twilio.account.inactive', message: check.detail } };
      if (check.problem === 'number') return { ok: false, refusal: { kind: 'field', field: 'phone', fieldCode: 'twilio.phone.notOnAccount', message: check.detail } };
      return { ok: false, refusal: providerFailed(check.detail) };
    },
    async store(userId, request, checked) {
      return stored(await insertAccount(ctx.db, { userId, kind: 'sms', adapter: 'twilio', name: checked.friendlyName || 'Twilio', phone: request.phone, settings: settingsOf(request), at: clock.now() }));
    },
    view: toView,
  };
}

/** Sigma SMS: the login and the sender name are checked against Sigma (sigma.ts) before saving. */
export function sigmaAccountAdapter(ctx: AppContext): AccountAdapter<SigmaAccountRequest, SigmaSettings, AccountRow, ChannelAccountView> {
  const clock = channelsClock(ctx);
  return {
    isAdded: (userId, request) => sigmaAccountAdded(ctx.db, userId, request.username, request.sender),
    alreadyAdded: () => new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added: this Sigma SMS login and sender are connected'),
    async check(request) {
      const settings = { username: request.username, password: request.password, sender: request.sender, ...standInSetting(ctx) };
      const check = await checkSigmaAccount(settings, ctx.config);
      if (check.ok) return { ok: true, checked: settings };
      if (check.problem === 'credentials') return { ok: false, refusal: { kind: 'field', field: 'password', fieldCode: 'sigma.credentials.invalid', message: 'Sigma SMS refused this login and password' } };
      if (check.problem === 'sender') return { ok: false, refusal: { kind: 'field', field: 'sender', fieldCode: 'sigma.sender.notApproved', message: check.detail } };
      return { ok: false, refusal: providerFailed(check.detail) };
    },
    async store(userId, request, settings) {
      return stored(await insertAccount(ctx.db, { userId, kind: 'sms', adapter: 'sigma', name: request.sender, settings, at: clock.now() }));
    },
    view: toView,
  };
}

/**
 * Telegram: a login code sent to the phone, then the sign-in with it (telegram.ts). The request's 10 minutes run
 * on the API's clock, as Telegram's own code lifetime runs on real time, not on the channel accounts' clock: a
 * development offset of that clock (a journey making a QR link expire) must not expire a code just sent.
 */
export function telegramAccounts(ctx: AppContext, telegram: TelegramAuthApi = createTelegramClient(ctx.config)) {
  const { config } = ctx;
  const clock = channelsClock(ctx);
  return {
    async sendCode(phone: string): Promise<{ requestToken: string; phone: string }> {
      try {
        const { phoneCodeHash } = await telegram.sendCode(phone);
        return { requestToken: signTelegramRequest(config.jwtSecret, phone, phoneCodeHash, new Date(ctx.clock.now().getTime() + 10 * 60_000)), phone };
      } catch (error) {
        if (!(error instanceof TelegramError)) throw error;
        if (error.mtprotoError === 'PHONE_NUMBER_INVALID') throw new ApiError(400, 'VALIDATION_FAILED', 'Telegram does not know this number', { phone: 'phone.invalid' });
        throw new ApiError(502, 'TELEGRAM_CODE_SEND_FAILED', `Telegram: code send error (${error.mtprotoError})`);
      }
    },

    async signIn(userId: string, requestToken: string, code: string): Promise<ChannelAccountView> {
      const request = readTelegramRequest(config.jwtSecret, requestToken);
      const invalid = (message: string) => new ApiError(400, 'TELEGRAM_INVALID_CODE', message, { code: 'telegram.code.invalid' });
      if (!request || request.expiresAt.getTime() <= ctx.clock.now().getTime()) throw invalid('Telegram: the code expired; ask for a new one');
      let signedIn;
      try {
        signedIn = await telegram.signIn(request.phone, request.hash, code);
      } catch (error) {
        if (!(error instanceof TelegramError)) throw error;
        if (error.mtprotoError === 'PHONE_CODE_INVALID') throw invalid('Telegram: invalid code');
        if (error.mtprotoError === 'PHONE_CODE_EXPIRED') throw invalid('Telegram: the code expired; ask for a new one');
        throw new ApiError(502, 'CHANNEL_PROVIDER_FAILED', `Telegram failed: ${error.mtprotoError}`);
      }
      const settings = { session: signedIn.session, userId: signedIn.userId, ...standInSetting(ctx) };
      return toView(stored(await insertAccount(ctx.db, { userId, kind: 'telegram', adapter: 'telegram', name: 'Telegram', phone: request.phone, settings, at: clock.now() })));
    },
  };
}
