import { medflexPluginSettingsSchema, type MedflexAction, type MedflexPluginSettings, type SavedMedflexPluginFields } from '@cabinet/api/ai';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { MedflexError, type MedflexAdapter } from '../systemAccounts/medflex/adapter';
import { loadPluginSettings, savePluginSettings } from './pluginStore';
import { argumentsOf, dayOf, nameIn, phoneIn } from './salonPlugin';
import { offerTools, toolDefinition, type OfferedTools, type ToolOutcome } from './toolPlugin';

/*
 * medflex (spec section 3): the assistant lists the clinic LPU's doctors and a doctor's free slots and books an
 * appointment, through the Medflex adapter (its stand-in in development and tests) with the API key the owner
 * connected the LPU with.
 */

/** The medflex plugin before the owner has saved it: off, no LPU, every action allowed. */
export const DEFAULT_MEDFLEX_PLUGIN: Omit<MedflexPluginSettings, 'version'> = { enabled: false, lpuId: '', actions: ['doctors', 'slots', 'book'] };

/** The assistant's medflex settings, its defaults (version 0) when never saved. */
export async function loadMedflexPlugin(q: Queryable, botId: string): Promise<MedflexPluginSettings> {
  return loadPluginSettings(q, botId, 'medflex', medflexPluginSettingsSchema, { ...DEFAULT_MEDFLEX_PLUGIN, version: 0 });
}

/** Saves the medflex plugin's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveMedflexPlugin(q: Queryable, botId: string, fields: SavedMedflexPluginFields): Promise<void> {
  await savePluginSettings(q, botId, 'medflex', fields);
}

/** The API key of the owner's Medflex account the LPU (its Medflex id) was connected with; null when it is not the owner's. */
async function apiKeyOf(q: Queryable, userId: string, lpuId: string): Promise<string | null> {
  const [row] = await q.query<{ user_token: string }>(
    `select a.user_token from medflex_lpus l join system_accounts a on a.id = l.account_id where l.user_id = $1 and l.source_id = $2 order by l.created_at limit 1`,
    [userId, lpuId],
  );
  return row?.user_token ?? null;
}

/** The field refusal of a save naming an LPU the owner has not connected, or null. */
export async function medflexLpuRefusal(q: Queryable, userId: string, fields: SavedMedflexPluginFields): Promise<string | null> {
  if (fields.lpuId === '') return null;
  return (await apiKeyOf(q, userId, fields.lpuId)) === null ? 'medflex.lpuNotConnected' : null;
}

/** The tools' names: one per action. */
export const MEDFLEX_TOOLS = { doctors: 'medflex_doctors', slots: 'medflex_free_slots', book: 'medflex_book' } as const satisfies Record<MedflexAction, string>;

/** The OpenAI tool definitions of the actions the owner allowed (none while off or without an LPU). */
export function medflexTools(settings: MedflexPluginSettings): ToolDefinition[] {
  if (!settings.enabled || settings.lpuId === '') return [];
  const all: Record<MedflexAction, ToolDefinition> = {
    doctors: toolDefinition(MEDFLEX_TOOLS.doctors, 'The clinic’s doctors with their specialties. Call it when the client asks about "doctors", "врач", "доктор", "лікар".'),
    slots: toolDefinition(
      MEDFLEX_TOOLS.slots,
      'A doctor’s free times on a day. Call it when the client asks for "free slots", "free time", "свободн", "вільн".',
      { date: 'The day, YYYY-MM-DD, or "today" / "tomorrow"', doctor: 'The doctor’s id, name or specialty (the first doctor when not given)' },
      ['date'],
    ),
    book: toolDefinition(
      MEDFLEX_TOOLS.book,
      'Books an appointment with a doctor. Needs the patient’s name and phone. Call it when the client asks to "book", "записаться", "запишите", "запишіть".',
      { name: 'The patient’s name', phone: 'The patient’s phone', doctor: 'The doctor’s id, name or specialty', datetime: 'The start, as the free slots tool gave it' },
      ['name', 'phone', 'datetime'],
    ),
  };
  return settings.actions.map((action) => all[action]);
}

/** The time of day of a Medflex start (2026-11-30T09:00:00+03:00 → 09:00). */
const timeOf = (datetime: string) => datetime.slice(11, 16);

/**
 * Runs the model's call of one medflex tool against Medflex and says what came of it, as the system message
 * the model answers from: `Tool result (medflex_…): …` or `Tool error (medflex_…): …`.
 */
export async function runMedflexTool(settings: MedflexPluginSettings, apiKey: string, adapter: MedflexAdapter, name: string, argumentsText: string, now: Date): Promise<ToolOutcome> {
  const args = argumentsOf(argumentsText);
  const lpu = settings.lpuId;
  const fail = (reason: string) => ({ ok: false, message: `Tool error (${name}): ${reason}` });
  try {
    const doctors = await adapter.doctors(apiKey, lpu);
    if (name === MEDFLEX_TOOLS.doctors) {
      return { ok: true, message: `Tool result (${name}): ${doctors.map((doctor) => `${doctor.name} — ${doctor.specialty}`).join('; ')}` };
    }
    const phone = phoneIn(args['phone'] ?? '');
    if (name === MEDFLEX_TOOLS.book && (!phone || !nameIn(args['name'] ?? ''))) return fail('an appointment needs the patient’s name and phone: ask the client for them');
    const wanted = (args['doctor'] ?? '').toLowerCase();
    // The doctor named (id or name), else the first of the specialty named ("к стоматологу"), else the first.
    const doctor =
      doctors.find((one) => one.id === wanted.trim() || wanted.includes(one.name.toLowerCase())) ??
      doctors.find((one) => one.specialty !== '' && wanted.includes(one.specialty.toLowerCase())) ??
      doctors[0];
    if (!doctor) return fail('the clinic has no doctor to book');
    if (name === MEDFLEX_TOOLS.slots) {
      const day = dayOf(args['date'] ?? '', now);
      const slots = await adapter.freeSlots(apiKey, lpu, doctor.id, day);
      if (slots.length === 0) return { ok: true, message: `Tool result (${name}): no free time on ${day} with ${doctor.name} (${doctor.specialty})` };
      return { ok: true, message: `Tool result (${name}): ${day}, ${doctor.name} (${doctor.specialty}): ${slots.map((slot) => timeOf(slot.datetime)).join(', ')}` };
    }
    if (name === MEDFLEX_TOOLS.book && phone) {
      let datetime = args['datetime'] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}T/.test(datetime)) {
        const [first] = await adapter.freeSlots(apiKey, lpu, doctor.id, dayOf(datetime, now));
        if (!first) return fail('no free time that day: offer another day');
        datetime = first.datetime;
      }
      const patient = nameIn(args['name'] ?? '', [doctor.specialty]) ?? nameIn(args['name'] ?? '') ?? '';
      const { appointmentId } = await adapter.book(apiKey, lpu, { doctorId: doctor.id, datetime, name: patient, phone });
      return { ok: true, message: `Tool result (${name}): booked ${doctor.name} (${doctor.specialty}) at ${datetime} for ${patient}, appointment ${appointmentId}` };
    }
    return fail('no such tool');
  } catch (error) {
    if (error instanceof MedflexError && error.kind === 'slotTaken') return fail('that time was just taken: offer another free time');
    return fail('Medflex did not answer. Tell the client you cannot look it up now');
  }
}

/** The medflex plugin a dialogue, the test chat or the public chat offers; null without the adapter, a tool allowed or the LPU's key. */
export async function offeredMedflexPlugin(q: Queryable, botId: string, adapter: MedflexAdapter | null): Promise<OfferedTools | null> {
  if (adapter === null) return null;
  const settings = await loadMedflexPlugin(q, botId);
  const tools = medflexTools(settings);
  if (tools.length === 0) return null;
  const [bot] = await q.query<{ user_id: string }>('select user_id from copilot_bots where id = $1', [botId]);
  const apiKey = bot ? await apiKeyOf(q, bot.user_id, settings.lpuId) : null;
  return apiKey === null ? null : offerTools(tools, Object.values(MEDFLEX_TOOLS), (call, now) => runMedflexTool(settings, apiKey, adapter, call.name, call.arguments, now));
}
