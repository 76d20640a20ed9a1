import { z } from 'zod';
import { channelAccountListSchema, createInstanceRequestSchema, instanceSchema, publicQrSchema, qrLinkSchema, switchProviderRequestSchema, type ChannelAccountList, type Instance, type PublicQr, type QrLink, telegramCodeSentSchema, telegramSendCodeRequestSchema, telegramSignInRequestSchema, channelAccountSchema, twilioAccountRequestSchema, sigmaAccountRequestSchema, CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { accountNotFound, deleteOwnAccount } from './accountData';
import { createChatApiClient, type InstanceProviderApi } from './chatApi';
import { connectAccount } from '../platform/connectAccount';
import { createInstanceService } from './instanceService';
import { sigmaAccountAdapter, telegramAccounts as createTelegramAccounts, twilioAccountAdapter } from './providerAccounts';
import { createTelegramClient, type TelegramAuthApi } from './telegram';

const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().max(300) });

/**
 * The owner's channel accounts (issue 19): the list, the WhatsApp/MAX instances (instanceService.ts),
 * Telegram's sign-in, and the SMS accounts connected through `connectAccount` (providerAccounts.ts).
 */
export function channelAccountRoutes(
  ctx: AppContext,
  provider: InstanceProviderApi = createChatApiClient(ctx.config),
  telegram: TelegramAuthApi = createTelegramClient(ctx.config),
): Route[] {
  const { db } = ctx;
  const instances = createInstanceService(ctx, provider);
  const telegramAccounts = createTelegramAccounts(ctx, telegram);
  const twilio = twilioAccountAdapter(ctx);
  const sigma = sigmaAccountAdapter(ctx);

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
        if (!(await deleteOwnAccount(db, caller.userId, params().id, match))) throw accountNotFound();
        return reply.code(204).send();
      },
    });

  return [
    route({
      method: 'GET',
      path: CHANNEL_ACCOUNTS_PATHS.list,
      access: 'user',
      summary: "The caller's channel accounts, with the instance limit",
      responses: { 200: { description: 'Every channel account, newest first', schema: channelAccountListSchema } },
      async handler({ caller }): Promise<ChannelAccountList> {
        return instances.list(caller.userId);
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.instances,
      access: 'user',
      summary: 'A new WhatsApp or MAX instance, in its 3-day test period',
      description: 'Refused 409 MAX_ACCOUNTS_REACHED when the caller already has chatApiInstanceLimit instances, before the provider is asked.',
      body: createInstanceRequestSchema,
      responses: { 201: { description: 'The instance, at init', schema: instanceSchema } },
      errors: { 409: 'MAX_ACCOUNTS_REACHED: the account limit is reached', 502: 'CHANNEL_PROVIDER_FAILED: the provider did not create the instance' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await instances.create(caller.userId, body().provider));
      },
    }),
    route({
      method: 'GET',
      path: CHANNEL_ACCOUNTS_PATHS.instance,
      access: 'user',
      summary: 'One instance, its state read from the provider while connecting',
      params: idParams,
      responses: { 200: { description: 'The instance', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }): Promise<Instance> {
        return instances.read(caller.userId, params().id);
      },
    }),
    route({
      method: 'DELETE',
      path: CHANNEL_ACCOUNTS_PATHS.instance,
      access: 'user',
      summary: 'Deletes an instance (logged out at the provider first, when it answers)',
      params: idParams,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        await instances.remove(caller.userId, params().id);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.instanceQr,
      access: 'user',
      summary: 'Asks the provider for a QR code: loading, then gotQrCode (given up after 2 minutes)',
      params: idParams,
      responses: { 200: { description: 'The instance, loading', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND', 409: 'INSTANCE_INVALID_STATE: a code is shown, the instance is authorised or switching', 502: 'CHANNEL_PROVIDER_FAILED' },
      async handler({ caller, params }): Promise<Instance> {
        return instances.requestQr(caller.userId, params().id);
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.instanceProvider,
      access: 'user',
      summary: 'Switches the instance between WhatsApp and MAX (about 25 seconds; then a new QR code)',
      params: idParams,
      body: switchProviderRequestSchema,
      responses: { 200: { description: 'The instance, switching', schema: instanceSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND', 409: 'INSTANCE_INVALID_STATE: already that provider, or switching', 502: 'CHANNEL_PROVIDER_FAILED' },
      async handler({ caller, params, body }): Promise<Instance> {
        return instances.switchProvider(caller.userId, params().id, body().provider);
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.instanceQrLink,
      access: 'user',
      summary: 'A public link to the instance\'s QR code, valid 30 minutes',
      params: idParams,
      responses: { 200: { description: 'The token of /accounts/qr/{token} and its end', schema: qrLinkSchema } },
      errors: { 404: 'CHANNEL_ACCOUNT_NOT_FOUND' },
      async handler({ caller, params }): Promise<QrLink> {
        return instances.qrLink(caller.userId, params().id);
      },
    }),
    route({
      method: 'GET',
      path: CHANNEL_ACCOUNTS_PATHS.publicQr,
      // The signed token is the permission: whoever the owner gave the link to scans with their phone.
      access: 'guest',
      summary: 'The QR code behind a public link (no sign-in); 410 once the link is 30 minutes old',
      params: tokenParams,
      responses: { 200: { description: 'The state and the code', schema: publicQrSchema } },
      errors: { 404: 'NOT_FOUND: not a link of ours, or the instance is gone', 410: 'QR_LINK_EXPIRED' },
      async handler({ params }): Promise<PublicQr> {
        return instances.publicQr(params().token);
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.telegramSendCode,
      access: 'user',
      summary: 'Telegram sends a login code to the phone',
      body: telegramSendCodeRequestSchema,
      responses: { 200: { description: 'The signed request to sign in with', schema: telegramCodeSentSchema } },
      errors: { 400: 'VALIDATION_FAILED: not a phone number', 502: 'TELEGRAM_CODE_SEND_FAILED: Telegram did not send the code' },
      async handler({ body }) {
        return telegramAccounts.sendCode(body().phone);
      },
    }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.telegramSignIn,
      access: 'user',
      summary: 'Signs in to Telegram with the code: the account is connected',
      body: telegramSignInRequestSchema,
      responses: { 201: { description: 'The Telegram account', schema: channelAccountSchema } },
      errors: { 400: 'TELEGRAM_INVALID_CODE: a wrong or expired code (ask for a new one)' },
      async handler({ caller, body, reply }) {
        const { requestToken, code } = body();
        return reply.code(201).send(await telegramAccounts.signIn(caller.userId, requestToken, code));
      },
    }),
    deleteAccountRoute(CHANNEL_ACCOUNTS_PATHS.telegramAccount, 'Deletes a Telegram account', { kind: 'telegram' }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.twilioAccounts,
      access: 'user',
      summary: 'Connects a Twilio SMS account: the SID and token and the number are checked against Twilio first',
      description:
        'Twilio is asked for the Account (a wrong SID or token: 400 at `authToken`, `twilio.credentials.invalid`; a suspended or closed account: `twilio.account.inactive`) and for the number among its IncomingPhoneNumbers (400 at `phone`, `twilio.phone.notOnAccount`). Only then the account is saved, authorised, and the engine sends SMS through it.',
      body: twilioAccountRequestSchema,
      responses: { 201: { description: 'The SMS account', schema: channelAccountSchema } },
      errors: { 400: 'VALIDATION_FAILED: the fields, or what Twilio refused', 409: 'ACCOUNT_ALREADY_ADDED: this SID and number are connected already', 502: 'CHANNEL_PROVIDER_FAILED: Twilio did not answer' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(twilio, caller.userId, body()));
      },
    }),
    deleteAccountRoute(CHANNEL_ACCOUNTS_PATHS.twilioAccount, 'Deletes a Twilio SMS account (nothing more is sent through it)', { adapter: 'twilio' }),
    route({
      method: 'POST',
      path: CHANNEL_ACCOUNTS_PATHS.sigmaAccounts,
      access: 'user',
      summary: 'Connects a Sigma SMS account: the login and the sender name are checked against Sigma first',
      description:
        'Sigma is signed in to (a refused login: 400 at `password`, `sigma.credentials.invalid`) and asked for the sender names (not an approved one: 400 at `sender`, `sigma.sender.notApproved`). Only then the account is saved, authorised, and the engine sends SMS through it.',
      body: sigmaAccountRequestSchema,
      responses: { 201: { description: 'The SMS account', schema: channelAccountSchema } },
      errors: { 400: 'VALIDATION_FAILED: the fields, or what Sigma refused', 409: 'ACCOUNT_ALREADY_ADDED: this login and sender are connected already', 502: 'CHANNEL_PROVIDER_FAILED: Sigma did not answer' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await connectAccount(sigma, caller.userId, body()));
      },
    }),
    deleteAccountRoute(CHANNEL_ACCOUNTS_PATHS.sigmaAccount, 'Deletes a Sigma SMS account (nothing more is sent through it)', { adapter: 'sigma' }),
  ];
}
