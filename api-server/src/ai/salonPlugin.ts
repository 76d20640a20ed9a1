import { salonPluginSettingsSchema, SALON_PLUGIN_KINDS, SALON_PLUGIN_SYSTEMS, type SalonPluginKind, type SalonPluginSettings, type SavedSalonPluginFields } from '@cabinet/api/ai';
import type { BookingSystem } from '@cabinet/api/systemAccounts';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { BookingSystemError, type BookingSystemAdapter } from '../systemAccounts/booking/adapter';
import { companyConnected } from '../systemAccounts/booking/data';
import type { MedflexAdapter } from '../systemAccounts/medflex/adapter';
import { loadPluginSettings, savePluginSettings } from './pluginStore';
import { offerTools, toolDefinition, type OfferedTools, type ToolOutcome } from './toolPlugin';

/*
 * yclients_salon and altegio_salon (spec section 3): the assistant lists the branch's services, masters and
 * free slots and books a visit, through the booking system's adapter (its stand-in in development and tests).
 */

/** A salon plugin before the owner has saved it: off, no branch, every action allowed. */
export const DEFAULT_SALON_PLUGIN: Omit<SalonPluginSettings, 'version'> = { enabled: false, companyId: '', actions: ['services', 'masters', 'slots', 'book'] };

/** The assistant's settings of the salon plugin `kind`, its defaults (version 0) when never saved. */
export async function loadSalonPlugin(q: Queryable, botId: string, kind: SalonPluginKind): Promise<SalonPluginSettings> {
  return loadPluginSettings(q, botId, kind, salonPluginSettingsSchema, { ...DEFAULT_SALON_PLUGIN, version: 0 });
}

/** Saves the salon plugin's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveSalonPlugin(q: Queryable, botId: string, kind: SalonPluginKind, fields: SavedSalonPluginFields): Promise<void> {
  await savePluginSettings(q, botId, kind, fields);
}

/** The field refusal of a save naming a company the owner has not connected in that booking system, or null. */
export async function salonCompanyRefusal(q: Queryable, userId: string, kind: SalonPluginKind, fields: SavedSalonPluginFields): Promise<string | null> {
  if (fields.companyId === '') return null;
  return (await companyConnected(q, userId, SALON_PLUGIN_SYSTEMS[kind], fields.companyId)) ? null : 'booking.companyNotConnected';
}

/** The tools' names: one per action. */
export const SALON_TOOLS = { services: 'salon_services', masters: 'salon_masters', slots: 'salon_free_slots', book: 'salon_book' } as const;

/** The OpenAI tool definitions of the actions the owner allowed (none while off or without a branch). */
export function salonTools(settings: SalonPluginSettings): ToolDefinition[] {
  if (!settings.enabled || settings.companyId === '') return [];
  const all: Record<keyof typeof SALON_TOOLS, ToolDefinition> = {
    services: toolDefinition(SALON_TOOLS.services, 'The salon’s services with prices and length. Call it when the client asks about "services", "prices", "услуги", "цены".'),
    masters: toolDefinition(SALON_TOOLS.masters, 'The salon’s masters. Call it when the client asks about "masters", "мастер".'),
    slots: toolDefinition(
      SALON_TOOLS.slots,
      'The free times of a day for a service (and a master). Call it when the client asks for "free slots", "free time", "свободн", "окна".',
      { date: 'The day, YYYY-MM-DD, or "today" / "tomorrow"', service: 'The service id or title', master: 'The master id or name (any master when not given)' },
      ['date'],
    ),
    book: toolDefinition(
      SALON_TOOLS.book,
      'Books a visit. Needs the client’s name and phone. Call it when the client asks to "book", "записаться", "запишите".',
      { name: 'The client’s name', phone: 'The client’s phone', service: 'The service id or title', master: 'The master id or name', datetime: 'The start, as the free slots tool gave it' },
      ['name', 'phone', 'datetime'],
    ),
  };
  return settings.actions.map((action) => all[action]);
}

export function argumentsOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The day asked: an ISO date in the text, "today"/"сегодня", else tomorrow (UTC calendar). */
export function dayOf(text: string, now: Date): string {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso?.[1]) return iso[1];
  const lower = text.toLowerCase();
  const offset = lower.includes('today') || lower.includes('сегодня') ? 0 : 1;
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The item the text names (its id, or a title/name it contains), else the first. */
export function pick<T extends { id: string }>(items: readonly T[], text: string, label: (item: T) => string): T | undefined {
  const lower = text.toLowerCase();
  return items.find((item) => item.id === text.trim()) ?? items.find((item) => lower.includes(label(item).toLowerCase())) ?? items[0];
}

/** A phone in the text (10 to 15 digits, an optional +), or null. */
export function phoneIn(text: string): string | null {
  const found = /\+?\d[\d\s()-]{8,18}\d/.exec(text);
  if (!found) return null;
  const digits = found[0].replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : null;
}

/** The words a client books with (in the cabinet's languages): no part of a name. */
const BOOKING_WORDS: ReadonlySet<string> = new Set(
  ['book', 'booking', 'please', 'me', 'for', 'at', 'on', 'tomorrow', 'today', 'запишите', 'записаться', 'запись', 'меня', 'пожалуйста', 'на', 'к', 'завтра', 'сегодня', 'запишіть', 'мене', 'будь', 'ласка', 'marcar', 'por', 'favor', 'amanhã', 'hoje'],
);

/**
 * The client's name: the text without the phone, the dates, the booking words and the words of `named` (the
 * service or specialty it names, in any form; never a person's name, which may be the client's too), at most 60
 * characters; null when nothing is left.
 */
export function nameIn(text: string, named: readonly string[] = []): string | null {
  // A named word in any of its forms ("терапевту" for "Терапевт"): a word it begins.
  const stems = named.flatMap((label) => label.toLowerCase().split(/\s+/)).filter((word) => word.length >= 4);
  const skipped = (word: string) => BOOKING_WORDS.has(word) || stems.some((stem) => word.startsWith(stem));
  const cleaned = text
    .replace(/\+?\d[\d\s()-]{8,18}\d/g, ' ')
    .replace(/\b\d{4}-\d{2}-\d{2}(T[\d:+-]+)?\b/g, ' ')
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !skipped(word.toLowerCase()))
    .join(' ');
  return cleaned === '' ? null : cleaned.slice(0, 60);
}

/**
 * Runs the model's call of one salon tool against the booking system and says what came of it, as the system
 * message the model answers from: `Tool result (salon_…): …` or `Tool error (salon_…): …`.
 */
export async function runSalonTool(
  settings: SalonPluginSettings,
  system: BookingSystem,
  adapter: BookingSystemAdapter,
  name: string,
  argumentsText: string,
  now: Date,
): Promise<ToolOutcome> {
  const args = argumentsOf(argumentsText);
  const company = settings.companyId;
  const fail = (reason: string) => ({ ok: false, message: `Tool error (${name}): ${reason}` });
  try {
    if (name === SALON_TOOLS.services) {
      const services = await adapter.bookServices(company);
      return { ok: true, message: `Tool result (${name}): ${services.map((s) => `${s.title} — ${s.cost} (${Math.round(s.seanceLength / 60)} min)`).join('; ')}` };
    }
    if (name === SALON_TOOLS.masters) {
      const masters = await adapter.bookStaff(company);
      return { ok: true, message: `Tool result (${name}): ${masters.map((m) => m.name).join('; ')}` };
    }
    const phone = phoneIn(args['phone'] ?? '');
    const clientName = nameIn(args['name'] ?? '');
    if (name === SALON_TOOLS.book && (!phone || !clientName)) return fail('a booking needs the client’s name and phone: ask the client for them');
    const [services, masters] = await Promise.all([adapter.bookServices(company), adapter.bookStaff(company)]);
    const service = pick(services, args['service'] ?? '', (s) => s.title);
    const master = pick(masters, args['master'] ?? '', (m) => m.name);
    if (!service || !master) return fail('the salon has no service or master to book');
    if (name === SALON_TOOLS.slots) {
      const day = dayOf(args['date'] ?? '', now);
      const times = await adapter.bookTimes(company, master.id, service.id, day);
      if (times.length === 0) return { ok: true, message: `Tool result (${name}): no free time on ${day} for ${service.title} with ${master.name}` };
      return { ok: true, message: `Tool result (${name}): ${day}, ${service.title} with ${master.name}: ${times.map((time) => time.time).join(', ')}` };
    }
    if (name === SALON_TOOLS.book) {
      if (!phone || !clientName) return fail('a booking needs the client’s name and phone: ask the client for them');
      let datetime = args['datetime'] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}T/.test(datetime)) {
        const [first] = await adapter.bookTimes(company, master.id, service.id, dayOf(datetime, now));
        if (!first) return fail('no free time that day: offer another day');
        datetime = first.datetime;
      }
      const fullname = nameIn(args['name'] ?? '', [service.title]) ?? clientName;
      const { recordId } = await adapter.bookRecord(company, { phone, fullname, comment: 'Booked by the AI assistant', staffId: master.id, serviceId: service.id, datetime });
      return { ok: true, message: `Tool result (${name}): booked ${service.title} with ${master.name} at ${datetime} for ${fullname}, record ${recordId}` };
    }
    return fail('no such tool');
  } catch (error) {
    if (error instanceof BookingSystemError && error.kind === 'slotTaken') return fail('that time was just taken: offer another free time');
    return fail(`the booking system did not answer (${system}). Tell the client you cannot look it up now`);
  }
}

/**
 * A booking system's adapter per system, as the app builds them (systemAccounts/adapters.ts), and Medflex's,
 * which the medflex plugin calls (without it that plugin offers no tool).
 */
export type BookingAdapters = Readonly<Record<BookingSystem, BookingSystemAdapter>> & { readonly medflex?: MedflexAdapter };

/**
 * The salon plugin a dialogue or the test chat offers: one booking system's tools, YCLIENTS' when both are
 * on; null without adapters or without a tool allowed.
 */
export async function offeredSalonPlugin(q: Queryable, botId: string, adapters: BookingAdapters | null): Promise<OfferedTools | null> {
  if (adapters === null) return null;
  for (const kind of SALON_PLUGIN_KINDS) {
    const settings = await loadSalonPlugin(q, botId, kind);
    const tools = salonTools(settings);
    const system = SALON_PLUGIN_SYSTEMS[kind];
    if (tools.length > 0) return offerTools(tools, Object.values(SALON_TOOLS), (call, now) => runSalonTool(settings, system, adapters[system], call.name, call.arguments, now));
  }
  return null;
}
