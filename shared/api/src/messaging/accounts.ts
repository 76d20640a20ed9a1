import * as z from '@cabinet/api/zod';
import { CHANNEL_KINDS } from './constants';

/*
 * Channel accounts as their owner sees them (issue 19; spec sections 2, 4, 6, 8, 9). The calls are not
 * shown in the spec; designed in the style of section 7 (CHANNEL_ACCOUNTS_PATHS). Decisions:
 * - The account limit (User.chatApiInstanceLimit, "maximum instances per account") counts WhatsApp and MAX
 *   instances, the accounts that limit names; Telegram, SMS and WABA accounts have their own providers' terms.
 *   The 409 MAX_ACCOUNTS_REACHED refusal comes before any provider is asked.
 * - An instance's QR code is answered as the text the phone scans (the provider's payload), drawn by the
 *   page, so no image travels and the public link's page draws the same code.
 * - The public QR link carries a signed token of the instance and its end (30 min); past it the API answers
 *   410 QR_LINK_EXPIRED and the page says the link expired.
 */

export const CHANNEL_ACCOUNT_STATES = ['init', 'loading', 'gotQrCode', 'authorized', 'notAuthorized', 'error'] as const;
export type ChannelAccountState = (typeof CHANNEL_ACCOUNT_STATES)[number];

/** The messenger a WhatsApp/MAX instance speaks (spec: "provider (WhatsApp or MAX)"). */
export const INSTANCE_PROVIDERS = ['whatsapp', 'max'] as const;
export type InstanceProvider = (typeof INSTANCE_PROVIDERS)[number];

/** Who carries an account's messages, as the list names it. */
export const CHANNEL_PROVIDERS = ['simulated', 'chatApi', 'whatsappCloud', 'twilio', 'telegram', 'dialog360', 'sigma'] as const;

/** Spec section 9. */
export const INSTANCE_TEST_PERIOD_DAYS = 3;
export const QR_LINK_TTL_MINUTES = 30;
export const QR_LOADING_LIMIT_SECONDS = 120;
/** A provider switch takes 20 to 30 seconds; the API reports its end when the provider is ready. */
export const PROVIDER_SWITCH_SECONDS = 25;

const timestamp = z.iso.datetime({ offset: true });

export const channelAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  provider: z.enum(CHANNEL_PROVIDERS),
  /** The instance's messenger (WhatsApp or MAX); null for other kinds. */
  instanceProvider: z.nullable(z.enum(INSTANCE_PROVIDERS)),
  name: z.string(),
  /** E.164 once known (an instance's number after it is authorised). */
  phone: z.nullable(z.string()),
  state: z.enum(CHANNEL_ACCOUNT_STATES),
  /** The end of the free test period (3 days from creation for an instance), else null. */
  testUntil: z.nullable(timestamp),
  paidUpTo: z.nullable(timestamp),
  /** A provider switch under way: to what, since and until when (about 25 s). */
  switching: z.nullable(z.object({ to: z.enum(INSTANCE_PROVIDERS), startedAt: timestamp, until: timestamp })),
  createdAt: timestamp,
});
export type ChannelAccount = z.infer<typeof channelAccountSchema>;

export const channelAccountListSchema = z.object({
  accounts: z.array(channelAccountSchema),
  /** User.chatApiInstanceLimit and how many instances count against it. */
  instanceLimit: z.int(),
  instanceCount: z.int(),
});
export type ChannelAccountList = z.infer<typeof channelAccountListSchema>;

/** One instance with what its page shows while connecting. */
export const instanceSchema = z.object({
  account: channelAccountSchema,
  /** The code to scan while the state is gotQrCode, else null. */
  qrCode: z.nullable(z.string()),
  /** When loading began: the QR code is given up after QR_LOADING_LIMIT_SECONDS from it. */
  loadingSince: z.nullable(timestamp),
  /** The API's time of this answer, so the page counts down on the server's clock. */
  now: timestamp,
});
export type Instance = z.infer<typeof instanceSchema>;

export const createInstanceRequestSchema = z.object({ provider: z.enum(INSTANCE_PROVIDERS) });
export type CreateInstanceRequest = z.infer<typeof createInstanceRequestSchema>;
export const switchProviderRequestSchema = z.object({ provider: z.enum(INSTANCE_PROVIDERS) });

export const qrLinkSchema = z.object({ token: z.string(), expiresAt: timestamp });
export type QrLink = z.infer<typeof qrLinkSchema>;

/** The public QR page's answer (no sign-in): the instance's state and code, and when the link ends. */
export const publicQrSchema = z.object({
  state: z.enum(CHANNEL_ACCOUNT_STATES),
  instanceProvider: z.enum(INSTANCE_PROVIDERS),
  qrCode: z.nullable(z.string()),
  expiresAt: timestamp,
});
export type PublicQr = z.infer<typeof publicQrSchema>;

/** Kinds that count against chatApiInstanceLimit. */
export const INSTANCE_KINDS = ['whatsapp', 'max'] as const;

/** Whether one more instance may be added (the page asks before the API refuses). */
export function canAddInstance(list: Pick<ChannelAccountList, 'instanceLimit' | 'instanceCount'>): boolean {
  return list.instanceCount < list.instanceLimit;
}

/** What the owner should do next about an account, or null when it needs nothing. */
export type AccountAttention = 'connect' | 'retry' | 'pay' | 'switching' | null;

export function accountAttention(account: Pick<ChannelAccount, 'state' | 'testUntil' | 'paidUpTo' | 'switching'>, now: Date): AccountAttention {
  if (account.switching) return 'switching';
  if (account.state === 'error') return 'retry';
  if (account.state !== 'authorized') return 'connect';
  // An account the cabinet does not bill (no test period, no paid-up date: Twilio, Sigma SMS, Telegram) is paid at its provider.
  if (!account.testUntil && !account.paidUpTo) return null;
  const paidUntil = Math.max(account.testUntil ? Date.parse(account.testUntil) : 0, account.paidUpTo ? Date.parse(account.paidUpTo) : 0);
  return paidUntil < now.getTime() ? 'pay' : null;
}

/*
 * Telegram (spec section 8: code send error, invalid code): the phone, then the code Telegram sends to it.
 * The code's request is a signed token the API hands back (it carries the phone and Telegram's
 * phone_code_hash), so nothing waits in the database for a code never typed.
 */
const E164 = /^\+[1-9]\d{6,14}$/;
export const telegramSendCodeRequestSchema = z.object({
  phone: z.string().check(z.refine((value: string) => E164.test(value), { error: 'phone.invalid' })),
});
export type TelegramSendCodeRequest = z.infer<typeof telegramSendCodeRequestSchema>;
export const telegramCodeSentSchema = z.object({ requestToken: z.string(), phone: z.string() });
export type TelegramCodeSent = z.infer<typeof telegramCodeSentSchema>;
export const telegramSignInRequestSchema = z.object({
  requestToken: z.string(),
  code: z.string().check(z.refine((value: string) => /^\d{5,6}$/.test(value), { error: 'telegram.code.format' })),
});
export type TelegramSignInRequest = z.infer<typeof telegramSignInRequestSchema>;

/*
 * Twilio SMS (spec section 8: "Twilio accounts: add, delete, get errors"; "Account: already added"). The
 * credentials are checked against Twilio before anything is saved: the Account resource with the SID and
 * token (a wrong pair refused at the token: `twilio.credentials.invalid`), then the account's
 * IncomingPhoneNumbers for the number (not one of them: `twilio.phone.notOnAccount` at the phone). The token
 * is kept to send and is never answered back. The same SID and number twice is 409 ACCOUNT_ALREADY_ADDED.
 */
export const TWILIO_ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
export const twilioAccountRequestSchema = z.object({
  accountSid: z.string().check(z.refine((value: string) => TWILIO_ACCOUNT_SID.test(value), { error: 'twilio.sid.format' })),
  authToken: z.string().check(z.refine((value: string) => /^\S{16,64}$/.test(value), { error: 'twilio.token.format' })),
  phone: z.string().check(z.refine((value: string) => E164.test(value), { error: 'phone.invalid' })),
});
export type TwilioAccountRequest = z.infer<typeof twilioAccountRequestSchema>;

/*
 * Sigma SMS: the API login and password (or token) of the Sigma cabinet and the sender name SMS come from.
 * Checked against Sigma before saving: a refused login is `sigma.credentials.invalid` at the password, a
 * sender name not approved on that account `sigma.sender.notApproved` at the sender. The sender name is
 * what SMS senders allow: up to 11 Latin letters, digits, spaces, dots, dashes or underscores.
 */
export const SIGMA_SENDER = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,10}$/;
export const sigmaAccountRequestSchema = z.object({
  username: z.string().check(z.refine((value: string) => value.trim().length > 0 && value.length <= 100, { error: 'required' })),
  password: z.string().check(z.refine((value: string) => value.length > 0 && value.length <= 200, { error: 'required' })),
  sender: z.string().check(z.refine((value: string) => SIGMA_SENDER.test(value), { error: 'sigma.sender.format' })),
});
export type SigmaAccountRequest = z.infer<typeof sigmaAccountRequestSchema>;

/*
 * Chatwoot (spec: Chatwoot account, e-mail and password; tariff 9). The owner signs in with their Chatwoot
 * e-mail and password once: the API signs in to Chatwoot (`POST /auth/sign_in`), keeps the agent's access token
 * (never the password) and reads the Chatwoot account and its inboxes, which the page shows. Wrong e-mail or
 * password is `chatwoot.credentials.invalid` at the password; the same Chatwoot account twice is 409
 * ACCOUNT_ALREADY_ADDED.
 */
export const chatwootConnectRequestSchema = z.object({
  email: z.string().check(z.refine((value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()), { error: 'email.invalid' })),
  password: z.string().check(z.refine((value: string) => value.length > 0 && value.length <= 200, { error: 'required' })),
});
export type ChatwootConnectRequest = z.infer<typeof chatwootConnectRequestSchema>;
export const chatwootAccountSchema = z.object({
  id: z.string(),
  /** The Chatwoot agent signed in. */
  email: z.string(),
  agentName: z.string(),
  /** The Chatwoot account (workspace) and its inboxes, as read when connecting. */
  chatwootAccountId: z.int(),
  chatwootAccountName: z.string(),
  inboxes: z.array(z.object({ id: z.int(), name: z.string(), channelType: z.string() })),
  createdAt: timestamp,
});
export type ChatwootAccount = z.infer<typeof chatwootAccountSchema>;
export const chatwootAccountListSchema = z.object({ accounts: z.array(chatwootAccountSchema) });
export type ChatwootAccountList = z.infer<typeof chatwootAccountListSchema>;
