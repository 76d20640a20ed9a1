import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readRateRules, type RateLimitName, type RateRule } from './platform/http/rateLimitRules';

export type ApiMode = 'production' | 'development';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL URL for `pg`, `memory://` for an in-memory PGlite, or null for PGlite files under dataDir. */
  databaseUrl: string | null;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * How long a refresh token already exchanged still answers with the pair it was exchanged for (two tabs,
   * or a retry after a lost answer) rather than being taken for stolen and ending every session.
   */
  refreshGraceSeconds: number;
  mode: ApiMode;
  /** Allowed browser origins beside the local ones. */
  corsOrigins: string[];
  publicUrl: string;
  seed: boolean;
  googleClientId: string | null;
  /**
   * The simulated messenger (the demo's channel, channels/simulated.ts): its typical latency and the share of
   * messages delivered, of delivered ones read, of read ones answered. Each message's fate is drawn from its id.
   */
  simulatedChannel: { latencyMs: number; deliveryRate: number; readRate: number; replyRate: number };
  /** The WhatsApp Business Cloud API (Graph) origin and version the whatsappCloud adapter calls. */
  whatsappGraphBaseUrl: string;
  whatsappGraphVersion: string;
  /** The Twilio REST API origin the twilio adapter calls. */
  twilioBaseUrl: string;
  /** The WhatsApp/MAX instance provider (Chat-API's contract, channels/chatApi.ts) and the account token that creates instances. */
  chatApiBaseUrl: string;
  chatApiAccountToken: string | null;
  /** The Telegram MTProto gateway (channels/telegram.ts); null: the development stand-in, or none in production. */
  telegramGatewayUrl: string | null;
  /** Dialog360's WABA API (channels/dialog360.ts); null: the development stand-in, Dialog360's own in production. */
  dialog360BaseUrl: string | null;
  /** Sigma SMS's HTTP API origin (channels/sigma.ts); development uses its stand-in. */
  sigmaBaseUrl: string;
  /** Chatwoot's origin (channels/chatwoot.ts): the cloud or a self-hosted install; development uses its stand-in. */
  chatwootBaseUrl: string;
  /** How long a channel adapter waits for a provider's answer before giving up (the outcome is then unknown). */
  channelHttpTimeoutMs: number;
  /** Each rate limit (platform/http/rateLimitRules.ts), null where switched off. */
  rateLimits: Record<RateLimitName, RateRule>;
  /**
   * fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For). Off by default, so a
   * caller cannot name its own address to the rate limits; behind a balancer, its address or hop count.
   */
  trustProxy: boolean | number | string;
  /**
   * The mailings' pacing tick in seconds beside its every-minute cron, or null (the minute only). The pacing
   * itself does not change (its slots are spread over the window, whatever wakes it); the e2e platform sets
   * a short one so a journey watches a mailing send without waiting up to a minute for the first message.
   */
  distributionsTickSeconds: number | null;
  /**
   * The sending engine's timings where a test or an operator shortens them (null: the engine's defaults):
   * a tick this often besides the minute's, a row in 'sending' this long taken for a dead worker's, a due row
   * this long without its job given another. The fault tests of several processes run with a few seconds.
   */
  engine: { tickSeconds: number | null; stuckAfterSeconds: number | null; sweepAfterSeconds: number | null };
  /**
   * Seconds after which an active job is taken for its dead process's and failed to be retried (pg-boss's
   * expiry, 15 minutes when null), checked every half of it: a process killed mid-tick otherwise holds a
   * scheduled queue's single active slot that long.
   */
  jobExpireSeconds: number | null;
  /**
   * The booking and ordering systems' addresses and the partner's keys (systemAccounts/adapters.ts), null
   * where unset: then development calls the stand-in and production the real service (`outsideSystemUrl`).
   */
  systems: {
    yclients: BookingSystemConfig;
    altegio: BookingSystemConfig;
    medflexBaseUrl: string | null;
    amo: { baseUrl: string | null; clientId: string | null; clientSecret: string | null };
    iikoBaseUrl: string | null;
  };
  /**
   * Registration from the booking systems' marketplaces (onboarding/marketplace.ts): the partner API's
   * address, the partner's token and the cabinet's application id, null where unset. Without a token and an
   * application id production knows no application; development keeps its stand-in unless an address is set.
   */
  marketplaces: { yclients: BookingSystemConfig; altegio: BookingSystemConfig };
  /**
   * The payment providers (payments/providers/adapters.ts), each field null where unset: development then
   * uses the provider's stand-in and its test keys, production the real service (a provider without keys
   * answers 503). `linkSecret` signs invoice files and payment links (null: the JWT secret).
   */
  payments: {
    yookassa: { baseUrl: string | null; shopId: string | null; secretKey: string | null };
    paybox: { baseUrl: string | null; merchantId: string | null; secretKey: string | null };
    stripe: { baseUrl: string | null; secretKey: string | null; webhookSecret: string | null };
    linkSecret: string | null;
  };
  /**
   * The cabinet's own SMS sender for phone codes (account/phoneSender.ts), a Twilio number; null unless
   * all three are set: development then sends through the simulated messenger, production keeps codes waiting.
   */
  serviceSms: { accountSid: string; authToken: string; from: string } | null;
  /**
   * The language model (platform/languageModel): an OpenAI-compatible Chat Completions endpoint up to `/v1`
   * (null: the development stand-in, OpenAI's own in production), its key (null: the stand-in's in
   * development, none in production), the model asked for when a call names none, and the time-out.
   */
  languageModel: { baseUrl: string | null; apiKey: string | null; model: string; timeoutMs: number };
}

export interface BookingSystemConfig {
  baseUrl: string | null;
  partnerToken: string | null;
  applicationId: string | null;
}

/** An outside system as the API reaches it: its stand-in's mount point, the address configured, the real one. */
export interface OutsideSystem<Real extends string | null = string> {
  /** Where the development API mounts the stand-in, e.g. `stand-ins/sigma`. */
  standInPath: string;
  /** The address an operator set (or a test's stand-in server); null when unset. */
  configured: string | null;
  /** The real service's address when none is configured (null: there is none, the system is off). */
  real: Real;
}

/**
 * Stand-in or real: the one place it is decided. Production never calls a stand-in. In development an
 * account connected to a stand-in (its stored `standIn` setting) keeps calling it; anything else calls
 * the stand-in unless an address is configured for the system.
 */
export function usesStandIn(config: Pick<Config, 'mode'>, configured: string | null, account?: { standIn?: boolean | undefined }): boolean {
  if (config.mode !== 'development') return false;
  return account ? account.standIn === true : configured === null;
}

/**
 * The base URL of an outside system, chosen by `usesStandIn`. Outside production an account may also name
 * its own address (`baseUrl` in its settings: a test's stand-in server).
 */
export function outsideSystemUrl<Real extends string | null>(
  config: Pick<Config, 'mode' | 'publicUrl'>,
  system: OutsideSystem<Real>,
  account?: { standIn?: boolean | undefined; baseUrl?: string | undefined },
): string | Real {
  if (config.mode !== 'production' && account?.baseUrl !== undefined) return account.baseUrl.replace(/\/+$/, '');
  if (usesStandIn(config, system.configured, account)) return `${config.publicUrl}/${system.standInPath}`;
  return system.configured ?? system.real;
}

/** A value the stand-ins accept (their development credentials), or production's when nothing is configured. */
export function standInDefault<T>(config: Pick<Config, 'mode'>, standIn: T, production: T): T {
  return config.mode === 'development' ? standIn : production;
}

const FLAG_VALUES = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'] as const;
const TRUE_VALUES: readonly string[] = ['1', 'true', 'yes', 'on'];

/** A key or id as pasted, without the spaces around it. */
const trimmed = z.string().trim().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  API_MODE: z.enum(['production', 'development']).optional(),
  NODE_ENV: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED: z
    .enum(FLAG_VALUES)
    .transform((value) => TRUE_VALUES.includes(value))
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  SIMULATED_CHANNEL_LATENCY_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  SIMULATED_CHANNEL_DELIVERY_RATE: z.coerce.number().min(0).max(1).default(0.95),
  SIMULATED_CHANNEL_READ_RATE: z.coerce.number().min(0).max(1).default(0.7),
  SIMULATED_CHANNEL_REPLY_RATE: z.coerce.number().min(0).max(1).default(0.3),
  WHATSAPP_GRAPH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v21.0'),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  CHAT_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.chat-api.com'),
  CHAT_API_ACCOUNT_TOKEN: z.string().optional(),
  TELEGRAM_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  DIALOG360_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SIGMA_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://online.sigmasms.ru'),
  CHATWOOT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://app.chatwoot.com'),
  CHANNEL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  TRUST_PROXY: z.string().optional(),
  DISTRIBUTIONS_TICK_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  ENGINE_TICK_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  ENGINE_STUCK_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  ENGINE_SWEEP_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).optional(),
  YCLIENTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  YCLIENTS_PARTNER_TOKEN: z.string().optional(),
  YCLIENTS_APPLICATION_ID: z.string().optional(),
  ALTEGIO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ALTEGIO_PARTNER_TOKEN: z.string().optional(),
  ALTEGIO_APPLICATION_ID: z.string().optional(),
  MEDFLEX_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AMO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AMO_CLIENT_ID: z.string().optional(),
  AMO_CLIENT_SECRET: z.string().optional(),
  IIKO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETPLACE_YCLIENTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETPLACE_YCLIENTS_PARTNER_TOKEN: trimmed,
  MARKETPLACE_YCLIENTS_APPLICATION_ID: trimmed,
  MARKETPLACE_ALTEGIO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETPLACE_ALTEGIO_PARTNER_TOKEN: trimmed,
  MARKETPLACE_ALTEGIO_APPLICATION_ID: trimmed,
  YOOKASSA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  YOOKASSA_SHOP_ID: trimmed,
  YOOKASSA_SECRET_KEY: trimmed,
  PAYBOX_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYBOX_MERCHANT_ID: trimmed,
  PAYBOX_SECRET_KEY: trimmed,
  STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: trimmed,
  STRIPE_WEBHOOK_SECRET: trimmed,
  PAYMENT_LINK_SECRET: trimmed,
  SERVICE_SMS_TWILIO_ACCOUNT_SID: trimmed,
  SERVICE_SMS_TWILIO_AUTH_TOKEN: trimmed,
  SERVICE_SMS_TWILIO_FROM: trimmed,
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: trimmed,
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(30_000),
});

/** A signing key shorter than this is guessable offline from any token it signed. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Reads the configuration from the environment. Empty variables count as unset. The only side effect:
 * without JWT_SECRET, a secret is generated once and kept in DATA_DIR/jwt-secret, so tokens survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined>, options: { appDir: string }): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;

  // Production unless API_MODE=development asks for the stand-ins by name (and NODE_ENV does not say
  // production): an operator who forgets a variable gets no outbox, no Google stand-in, no demo data.
  const mode: ApiMode = vars.API_MODE === 'development' && vars.NODE_ENV !== 'production' ? 'development' : 'production';
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(options.appDir, '.data'));
  const jwtSecret = vars.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  if (mode === 'production' && jwtSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new Error(`Invalid configuration: JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
  }

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    jwtSecret,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: vars.REFRESH_GRACE_SECONDS,
    mode,
    corsOrigins: parseOrigins(vars.CORS_ORIGINS ?? ''),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    seed: vars.SEED ?? mode === 'development',
    googleClientId: vars.GOOGLE_CLIENT_ID ?? null,
    simulatedChannel: {
      latencyMs: vars.SIMULATED_CHANNEL_LATENCY_MS,
      deliveryRate: vars.SIMULATED_CHANNEL_DELIVERY_RATE,
      readRate: vars.SIMULATED_CHANNEL_READ_RATE,
      replyRate: vars.SIMULATED_CHANNEL_REPLY_RATE,
    },
    whatsappGraphBaseUrl: vars.WHATSAPP_GRAPH_BASE_URL.replace(/\/+$/, ''),
    whatsappGraphVersion: vars.WHATSAPP_GRAPH_VERSION,
    twilioBaseUrl: vars.TWILIO_BASE_URL.replace(/\/+$/, ''),
    chatApiBaseUrl: vars.CHAT_API_BASE_URL.replace(/\/+$/, ''),
    chatApiAccountToken: vars.CHAT_API_ACCOUNT_TOKEN ?? null,
    telegramGatewayUrl: vars.TELEGRAM_GATEWAY_URL?.replace(/\/+$/, '') ?? null,
    dialog360BaseUrl: vars.DIALOG360_BASE_URL?.replace(/\/+$/, '') ?? null,
    sigmaBaseUrl: vars.SIGMA_BASE_URL.replace(/\/+$/, ''),
    chatwootBaseUrl: vars.CHATWOOT_BASE_URL.replace(/\/+$/, ''),
    channelHttpTimeoutMs: vars.CHANNEL_HTTP_TIMEOUT_MS,
    rateLimits: readRateRules(present),
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    distributionsTickSeconds: vars.DISTRIBUTIONS_TICK_SECONDS ?? null,
    engine: { tickSeconds: vars.ENGINE_TICK_SECONDS ?? null, stuckAfterSeconds: vars.ENGINE_STUCK_AFTER_SECONDS ?? null, sweepAfterSeconds: vars.ENGINE_SWEEP_AFTER_SECONDS ?? null },
    jobExpireSeconds: vars.JOB_EXPIRE_SECONDS ?? null,
    systems: {
      yclients: { baseUrl: vars.YCLIENTS_BASE_URL ?? null, partnerToken: vars.YCLIENTS_PARTNER_TOKEN ?? null, applicationId: vars.YCLIENTS_APPLICATION_ID ?? null },
      altegio: { baseUrl: vars.ALTEGIO_BASE_URL ?? null, partnerToken: vars.ALTEGIO_PARTNER_TOKEN ?? null, applicationId: vars.ALTEGIO_APPLICATION_ID ?? null },
      medflexBaseUrl: vars.MEDFLEX_BASE_URL ?? null,
      amo: { baseUrl: vars.AMO_BASE_URL ?? null, clientId: vars.AMO_CLIENT_ID ?? null, clientSecret: vars.AMO_CLIENT_SECRET ?? null },
      iikoBaseUrl: vars.IIKO_BASE_URL ?? null,
    },
    marketplaces: {
      yclients: { baseUrl: trimUrl(vars.MARKETPLACE_YCLIENTS_BASE_URL), partnerToken: vars.MARKETPLACE_YCLIENTS_PARTNER_TOKEN ?? null, applicationId: vars.MARKETPLACE_YCLIENTS_APPLICATION_ID ?? null },
      altegio: { baseUrl: trimUrl(vars.MARKETPLACE_ALTEGIO_BASE_URL), partnerToken: vars.MARKETPLACE_ALTEGIO_PARTNER_TOKEN ?? null, applicationId: vars.MARKETPLACE_ALTEGIO_APPLICATION_ID ?? null },
    },
    payments: {
      yookassa: { baseUrl: trimUrl(vars.YOOKASSA_BASE_URL), shopId: vars.YOOKASSA_SHOP_ID ?? null, secretKey: vars.YOOKASSA_SECRET_KEY ?? null },
      paybox: { baseUrl: trimUrl(vars.PAYBOX_BASE_URL), merchantId: vars.PAYBOX_MERCHANT_ID ?? null, secretKey: vars.PAYBOX_SECRET_KEY ?? null },
      stripe: { baseUrl: trimUrl(vars.STRIPE_API_BASE_URL), secretKey: vars.STRIPE_SECRET_KEY ?? null, webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null },
      linkSecret: vars.PAYMENT_LINK_SECRET ?? null,
    },
    serviceSms:
      vars.SERVICE_SMS_TWILIO_ACCOUNT_SID && vars.SERVICE_SMS_TWILIO_AUTH_TOKEN && vars.SERVICE_SMS_TWILIO_FROM
        ? { accountSid: vars.SERVICE_SMS_TWILIO_ACCOUNT_SID, authToken: vars.SERVICE_SMS_TWILIO_AUTH_TOKEN, from: vars.SERVICE_SMS_TWILIO_FROM }
        : null,
    languageModel: { baseUrl: trimUrl(vars.LLM_BASE_URL), apiKey: vars.LLM_API_KEY ?? null, model: vars.LLM_MODEL, timeoutMs: vars.LLM_TIMEOUT_MS },
  };
}

/** An address as the adapters join paths to it: without its trailing slashes; null when unset. */
function trimUrl(url: string | undefined): string | null {
  return url?.replace(/\/+$/, '') ?? null;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  if (TRUE_VALUES.includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  // A hop count, or addresses/subnets (comma-separated) as proxy-addr takes them.
  return /^\d+$/.test(value) ? Number(value) : value;
}

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`Invalid configuration: CORS_ORIGINS entry "${entry}" is not an origin`);
      }
    });
}

function readOrCreateSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists: two processes starting at once keep the first one's secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isFileExistsError(error)) throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret === '') throw new Error(`Invalid configuration: ${file} is empty; delete it or set JWT_SECRET`);
  return secret;
}

function isFileExistsError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';
}
