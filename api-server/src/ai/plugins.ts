import {
  followUpSettingsSchema,
  humanHandoffSettingsSchema,
  restPluginSettingsSchema,
  type CopilotBotPlugins,
  type FollowUpSettings,
  type HumanHandoffSettings,
  type RestPluginSettings,
  type SavedFollowUpFields,
  type SavedRestPluginFields,
} from '@cabinet/api/ai';
import type { SavedHumanHandoffFields } from '@cabinet/api/phone';
import type { Queryable } from '../platform/db/Db';
import { textsIn } from '../platform/texts/texts';
import { loadFlowerShop } from './flowerShopPlugin';
import { loadPluginSettings, savePluginSettings } from './pluginStore';
import { loadMedflexPlugin } from './medflexPlugin';
import { loadSendFile } from './sendFilePlugin';
import { loadSalonPlugin } from './salonPlugin';

export type StoredHumanHandoff = HumanHandoffSettings;

/** human_handoff's texts before the owner has saved them: the owner reads and edits them in the assistant's language. */
const handoffDefaults = {
  // The phrases in quotes are the local stand-in model's trigger words (a real model reads the sentence).
  whenToCall: /*i18n*/ { id: 'api.ai.handoff.defaultWhenToCall', message: 'when the client asks for a person: "operator", "manager", "администратор", "оператор"' },
  answerInstruction: /*i18n*/ { id: 'api.ai.handoff.defaultAnswerInstruction', message: 'Tell the client that a person will answer soon.' },
};

/** human_handoff before the owner has saved it: off, nobody to tell, its texts in the assistant's language. */
export function defaultHumanHandoff(language: string): Omit<HumanHandoffSettings, 'version'> {
  const t = textsIn(language);
  return { enabled: false, notifications: [], whenToCall: t(handoffDefaults.whenToCall), answerInstruction: t(handoffDefaults.answerInstruction), notificationText: '', stopDialogue: true };
}

/** The assistant's human_handoff settings, its defaults (version 0) when never saved. */
export async function loadHumanHandoff(q: Queryable, botId: string): Promise<StoredHumanHandoff> {
  const [bot] = await q.query<{ language: string }>('select language from copilot_bots where id = $1', [botId]);
  return loadPluginSettings(q, botId, 'human_handoff', humanHandoffSettingsSchema, { ...defaultHumanHandoff(bot?.language ?? 'ru'), version: 0 });
}

/** Saves human_handoff's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveHumanHandoff(q: Queryable, botId: string, fields: SavedHumanHandoffFields): Promise<void> {
  await savePluginSettings(q, botId, 'human_handoff', fields);
}

/** rest before the owner has saved it: off, no address, a GET with no parameters. */
export const DEFAULT_REST_PLUGIN: Omit<RestPluginSettings, 'version'> = { enabled: false, method: 'GET', url: '', whenToCall: '', params: [] };

/** The assistant's rest settings, its defaults (version 0) when never saved. */
export async function loadRestPlugin(q: Queryable, botId: string): Promise<RestPluginSettings> {
  return loadPluginSettings(q, botId, 'rest', restPluginSettingsSchema, { ...DEFAULT_REST_PLUGIN, version: 0 });
}

/** Saves rest's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveRestPlugin(q: Queryable, botId: string, fields: SavedRestPluginFields): Promise<void> {
  await savePluginSettings(q, botId, 'rest', fields);
}

/** follow_up's text before the owner has saved one: a polite question, sent to the clients as it stands. */
const followUpText = /*i18n*/ { id: 'api.ai.followUp.defaultText', message: 'Do you have any other questions? We will be glad to help.' };

/**
 * follow_up before the owner has saved it: off, three hours, a polite question in the assistant's language
 * (the clients read it word for word: a Russian salon's offered an English one).
 */
export function defaultFollowUp(language: string): Omit<FollowUpSettings, 'version'> {
  return { enabled: false, delayHours: 3, text: textsIn(language)(followUpText) };
}

/** The assistant's follow_up settings, its defaults (version 0) when never saved. */
export async function loadFollowUp(q: Queryable, botId: string): Promise<FollowUpSettings> {
  const [bot] = await q.query<{ language: string }>('select language from copilot_bots where id = $1', [botId]);
  return loadPluginSettings(q, botId, 'follow_up', followUpSettingsSchema, { ...defaultFollowUp(bot?.language ?? 'ru'), version: 0 });
}

/** Saves follow_up's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveFollowUp(q: Queryable, botId: string, fields: SavedFollowUpFields): Promise<void> {
  await savePluginSettings(q, botId, 'follow_up', fields);
}

/** Every plugin of the assistant, as GET …/Plugins answers. */
export async function loadPlugins(q: Queryable, botId: string): Promise<CopilotBotPlugins> {
  return {
    humanHandoff: await loadHumanHandoff(q, botId),
    rest: await loadRestPlugin(q, botId),
    followUp: await loadFollowUp(q, botId),
    yclientsSalon: await loadSalonPlugin(q, botId, 'yclients_salon'),
    altegioSalon: await loadSalonPlugin(q, botId, 'altegio_salon'),
    medflex: await loadMedflexPlugin(q, botId),
    flowerShop: await loadFlowerShop(q, botId),
    sendFile: await loadSendFile(q, botId),
  };
}
