import { normalizeOrigin, originListed } from '@cabinet/api/widgets';
import { PUBLIC_CHAT_ORIGINS_MAX, type PublicBot, type PublicChatAnswer, type PublicChatSettings, type TestChatMessage } from '@cabinet/api/ai';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { createOriginPolicy } from '../platform/http/originPolicy';
import { ruleViolation } from '../platform/http/parseWith';
import type { LanguageModel } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { bookingAdaptersOf } from './toolPlugins';
import type { BookingAdapters } from './salonPlugin';
import { aiService, botNotFound } from './service';

/*
 * PublicAiChat (spec: "/ai-chat/{botId}, public AI test chat"): an enabled assistant answers a visitor with no
 * account, as its test chat answers the owner (the same retrieval, model, citations and plugin tools — the salon
 * plugin's free slots and booking through the booking system's adapter, so a visit booked here is a real one;
 * nothing else stored or charged, since the spec calls it a test chat), refused with 402 like the test chat once
 * its balance is spent. An unknown assistant and a switched-off one answer 404 alike. Embedded on a site, the
 * page must be one of the owner's listed sites or the cabinet's own (403 COPILOT_BOT_ORIGIN_REFUSED otherwise).
 */

type PublicBotRow = {
  id: string;
  user_id: string;
  name: string;
  language: PublicBot['language'];
  enabled: boolean;
  public_allowed_origins: unknown;
};

const originsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

async function findPublicBotRow(q: Queryable, id: string): Promise<PublicBotRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<PublicBotRow>('select id, user_id, name, language, enabled, public_allowed_origins from copilot_bots where id = $1', [id]);
  return row ?? null;
}

/** The assistant's listed sites for the cross-origin rule (crossOrigin.ts): none when it is unknown or off. */
export async function publicChatOrigins(q: Queryable, id: string): Promise<string[]> {
  const row = await findPublicBotRow(q, id);
  return row?.enabled ? originsOf(row.public_allowed_origins) : [];
}

/**
 * Where a public call may come from: a page of one of the assistant's listed sites, the cabinet's own origins
 * (CORS_ORIGINS; in development the plain local ones), or no browser at all (no Origin header).
 */
export function publicChatOriginAllowed(allowed: readonly string[], origin: string | undefined, own: { configured: readonly string[]; development: boolean }): boolean {
  if (origin === undefined) return true;
  if (originListed(allowed, origin)) return true;
  // The API's own rule for the cabinet's origins: in development that takes each branded host's local name
  // (ai.localhost, clinic.localhost), whose "Open the public chat" was refused here.
  return createOriginPolicy(own.configured, { allowLocal: own.development }).isAllowed(origin);
}

export function publicChatService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  model: LanguageModel = languageModelOf(ctx.config),
  /** The booking systems' adapters: the visitor gets the salon and medflex plugins' tools (free slots, booking) as the test chat and dialogues do. */
  bookingAdapters: BookingAdapters = bookingAdaptersOf(ctx.config),
) {
  const { db } = ctx;
  const owner = aiService(ctx, model, undefined, bookingAdapters);
  const own = { configured: ctx.config.corsOrigins, development: ctx.config.mode === 'development' };

  async function open(id: string, origin: string | undefined): Promise<PublicBotRow> {
    const row = await findPublicBotRow(db, id);
    if (!row || !row.enabled) throw botNotFound();
    if (!publicChatOriginAllowed(originsOf(row.public_allowed_origins), origin, own)) {
      throw new ApiError(403, 'COPILOT_BOT_ORIGIN_REFUSED', 'This assistant’s chat is not allowed on this site');
    }
    return row;
  }

  return {
    async bot(id: string, origin: string | undefined): Promise<PublicBot> {
      const row = await open(id, origin);
      return { id: row.id, name: row.name, language: row.language };
    },

    async chat(id: string, origin: string | undefined, dialogue: readonly TestChatMessage[]): Promise<PublicChatAnswer> {
      const row = await open(id, origin);
      const answer = await owner.testChat(row.user_id, row.id, dialogue);
      return { text: answer.text, answeredBy: answer.answeredBy, citations: answer.citations };
    },

    async settings(userId: string, id: string): Promise<PublicChatSettings> {
      await owner.get(userId, id);
      const row = await findPublicBotRow(db, id);
      return { allowedOrigins: originsOf(row?.public_allowed_origins) };
    },

    /** The owner's list of sites: each an origin (scheme, host, port), stored normalised, each once. */
    async saveSettings(userId: string, id: string, settings: PublicChatSettings): Promise<PublicChatSettings> {
      await owner.get(userId, id);
      const fields: Record<string, string> = {};
      const origins: string[] = [];
      settings.allowedOrigins.forEach((value, index) => {
        if (value.trim() === '') return;
        const normalized = normalizeOrigin(value);
        if (normalized === null) fields[`allowedOrigins.${index}`] = 'origin.invalid';
        else if (!origins.includes(normalized)) origins.push(normalized);
      });
      if (Object.keys(fields).length > 0) throw ruleViolation(fields, 'Each site is an address like https://salon.example, without a path');
      if (origins.length > PUBLIC_CHAT_ORIGINS_MAX) throw ruleViolation({ allowedOrigins: 'origin.tooMany' });
      await db.query('update copilot_bots set public_allowed_origins = $2 where id = $1 and user_id = $3', [id, JSON.stringify(origins), userId]);
      return { allowedOrigins: origins };
    },
  };
}
