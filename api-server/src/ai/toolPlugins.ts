import type { Config } from '../config';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { createBookingAdapters, createMedflexAdapter } from '../systemAccounts/adapters';
import { FLOWER_SHOP_TOOL, flowerShopAnswer, flowerShopTools, loadFlowerShop } from './flowerShopPlugin';
import { answerMedflexCall, medflexTools, offeredMedflexPlugin } from './medflexPlugin';
import { answerSalonCall, offeredSalonPlugin, salonTools, type BookingAdapters } from './salonPlugin';
import { offeredSendFile, SEND_FILE_TOOL } from './sendFilePlugin';

/**
 * The plugins an assistant offers as tools besides human_handoff and rest (yclients_salon / altegio_salon,
 * medflex, flower_shop, send_file): their tools, and the run of the one the model called. The one path of the
 * dialogue engine, the test chat and the public chat.
 */
export interface OfferedToolPlugins {
  tools: ToolDefinition[];
  /** The outcome of the tool the model called (the system message it answers from), or null when it called none of these. */
  answer(calls: readonly { name: string; arguments: string }[] | undefined, now: Date): Promise<ToolOutcome | null>;
}

/** A tool's outcome: the system message the model answers from, and for send_file the file's link the answer must carry. */
export interface ToolOutcome {
  ok: boolean;
  message: string;
  link?: string;
}

/** The answer with the file's link when a tool sent one and the model's words lack it. */
export function withLink(text: string, outcome: ToolOutcome | null): string {
  const link = outcome?.link;
  return link === undefined || text.includes(link) ? text : `${text}\n${link}`;
}

export async function offeredToolPlugins(q: Queryable, botId: string, adapters: BookingAdapters | null, publicUrl: string): Promise<OfferedToolPlugins> {
  const salon = await offeredSalonPlugin(q, botId, adapters);
  const medflex = await offeredMedflexPlugin(q, botId, adapters?.medflex ?? null);
  const flowerShop = await loadFlowerShop(q, botId);
  const shopTools = flowerShopTools(flowerShop);
  const sendFile = await offeredSendFile(q, botId, publicUrl);
  return {
    tools: [...(salon ? salonTools(salon.settings) : []), ...(medflex ? medflexTools(medflex.settings) : []), ...shopTools, ...(sendFile ? [sendFile.tool] : [])],
    answer: async (calls, now) => {
      const called = (name: string) => (calls ?? []).some((call) => call.name === name);
      if (sendFile && called(SEND_FILE_TOOL)) return { ok: true, message: `Tool result (${SEND_FILE_TOOL}): the file “${sendFile.name}” is sent to the client as this link: ${sendFile.link}`, link: sendFile.link };
      if (shopTools.length > 0 && called(FLOWER_SHOP_TOOL)) return flowerShopAnswer(flowerShop);
      return (await answerSalonCall(salon, calls, now)) ?? (await answerMedflexCall(medflex, calls, now));
    },
  };
}

/** The adapters the booking plugins call, as the app builds them (the stand-ins in development). */
export function bookingAdaptersOf(config: Config): BookingAdapters {
  return { ...createBookingAdapters(config), medflex: createMedflexAdapter(config) };
}
