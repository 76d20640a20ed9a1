import type { Config } from '../config';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { createBookingAdapters, createMedflexAdapter } from '../systemAccounts/adapters';
import { answerMedflexCall, medflexTools, offeredMedflexPlugin } from './medflexPlugin';
import { answerSalonCall, offeredSalonPlugin, salonTools, type BookingAdapters } from './salonPlugin';

/**
 * The booking plugins an assistant offers (yclients_salon / altegio_salon, medflex): their tools, and the run
 * of the one the model called. The one path of the dialogue engine, the test chat and the public chat.
 */
export interface OfferedBookingPlugins {
  tools: ToolDefinition[];
  /** The outcome of the booking tool the model called (the system message it answers from), or null when it called none. */
  answer(calls: readonly { name: string; arguments: string }[] | undefined, now: Date): Promise<{ ok: boolean; message: string } | null>;
}

export async function offeredBookingPlugins(q: Queryable, botId: string, adapters: BookingAdapters | null): Promise<OfferedBookingPlugins> {
  const salon = await offeredSalonPlugin(q, botId, adapters);
  const medflex = await offeredMedflexPlugin(q, botId, adapters?.medflex ?? null);
  return {
    tools: [...(salon ? salonTools(salon.settings) : []), ...(medflex ? medflexTools(medflex.settings) : [])],
    answer: async (calls, now) => (await answerSalonCall(salon, calls, now)) ?? (await answerMedflexCall(medflex, calls, now)),
  };
}

/** The adapters the booking plugins call, as the app builds them (the stand-ins in development). */
export function bookingAdaptersOf(config: Config): BookingAdapters {
  return { ...createBookingAdapters(config), medflex: createMedflexAdapter(config) };
}
