import type { Config } from '../config';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { createBookingAdapters, createMedflexAdapter } from '../systemAccounts/adapters';
import { FLOWER_SHOP_TOOL, flowerShopAnswer, flowerShopTools, loadFlowerShop } from './flowerShopPlugin';
import { answerMedflexCall, medflexTools, offeredMedflexPlugin } from './medflexPlugin';
import { answerSalonCall, offeredSalonPlugin, salonTools, type BookingAdapters } from './salonPlugin';

/**
 * The plugins an assistant offers as tools besides human_handoff and rest (yclients_salon / altegio_salon,
 * medflex, flower_shop): their tools, and the run of the one the model called. The one path of the dialogue
 * engine, the test chat and the public chat.
 */
export interface OfferedToolPlugins {
  tools: ToolDefinition[];
  /** The outcome of the tool the model called (the system message it answers from), or null when it called none of these. */
  answer(calls: readonly { name: string; arguments: string }[] | undefined, now: Date): Promise<{ ok: boolean; message: string } | null>;
}

export async function offeredToolPlugins(q: Queryable, botId: string, adapters: BookingAdapters | null): Promise<OfferedToolPlugins> {
  const salon = await offeredSalonPlugin(q, botId, adapters);
  const medflex = await offeredMedflexPlugin(q, botId, adapters?.medflex ?? null);
  const flowerShop = await loadFlowerShop(q, botId);
  const shopTools = flowerShopTools(flowerShop);
  return {
    tools: [...(salon ? salonTools(salon.settings) : []), ...(medflex ? medflexTools(medflex.settings) : []), ...shopTools],
    answer: async (calls, now) => {
      if (shopTools.length > 0 && (calls ?? []).some((call) => call.name === FLOWER_SHOP_TOOL)) return flowerShopAnswer(flowerShop);
      return (await answerSalonCall(salon, calls, now)) ?? (await answerMedflexCall(medflex, calls, now));
    },
  };
}

/** The adapters the booking plugins call, as the app builds them (the stand-ins in development). */
export function bookingAdaptersOf(config: Config): BookingAdapters {
  return { ...createBookingAdapters(config), medflex: createMedflexAdapter(config) };
}
