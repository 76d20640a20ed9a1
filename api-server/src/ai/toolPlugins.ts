import type { Config } from '../config';
import type { Queryable } from '../platform/db/Db';
import { createBookingAdapters, createMedflexAdapter } from '../systemAccounts/adapters';
import { offeredFlowerShop } from './flowerShopPlugin';
import { offeredMedflexPlugin } from './medflexPlugin';
import { offeredSalonPlugin, type BookingAdapters } from './salonPlugin';
import { offeredSendFile } from './sendFilePlugin';
import { offerAll, type OfferedTools, type ToolOutcome } from './toolPlugin';

/** The answer with the file's link when a tool sent one and the model's words lack it. */
export function withLink(text: string, outcome: ToolOutcome | null): string {
  const link = outcome?.link;
  return link === undefined || text.includes(link) ? text : `${text}\n${link}`;
}

/**
 * The plugins an assistant offers as tools besides human_handoff and rest (yclients_salon / altegio_salon,
 * medflex, flower_shop, send_file): their tools, and the run of the one the model called (send_file's call
 * first, then flower_shop's, the salon's, medflex's, when it called several). The one path of the dialogue
 * engine, the test chat and the public chat.
 */
export async function offeredToolPlugins(q: Queryable, botId: string, adapters: BookingAdapters | null, publicUrl: string): Promise<OfferedTools> {
  const salon = await offeredSalonPlugin(q, botId, adapters);
  const medflex = await offeredMedflexPlugin(q, botId, adapters?.medflex ?? null);
  const flowerShop = await offeredFlowerShop(q, botId);
  const sendFile = await offeredSendFile(q, botId, publicUrl);
  return offerAll([salon, medflex, flowerShop, sendFile], [sendFile, flowerShop, salon, medflex]);
}

/** The adapters the booking plugins call, as the app builds them (the stand-ins in development). */
export function bookingAdaptersOf(config: Config): BookingAdapters {
  return { ...createBookingAdapters(config), medflex: createMedflexAdapter(config) };
}
