import { AI_PUBLIC_PATHS, sendFileSettingsSchema, type SavedSendFileFields, type SendFileSettings } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/contract';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { loadPluginSettings, savePluginSettings } from './pluginStore';
import { offerTools, toolDefinition, type OfferedTools } from './toolPlugin';

/*
 * send_file (spec section 3): one of the knowledge base's files, sent to the client when the owner's rule says
 * so. The channels carry text only, so the file goes as its link: a public address of the API that serves that
 * file while the plugin is on with it (AI_PUBLIC_PATHS.publicFile), added to the answer.
 */

export const DEFAULT_SEND_FILE: Omit<SendFileSettings, 'version'> = { enabled: false, sourceId: '', whenToSend: '' };

export async function loadSendFile(q: Queryable, botId: string): Promise<SendFileSettings> {
  return loadPluginSettings(q, botId, 'send_file', sendFileSettingsSchema, { ...DEFAULT_SEND_FILE, version: 0 });
}

/** Saves send_file's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveSendFile(q: Queryable, botId: string, fields: SavedSendFileFields): Promise<void> {
  await savePluginSettings(q, botId, 'send_file', fields);
}

async function fileOf(q: Queryable, botId: string, sourceId: string): Promise<{ name: string; extension: string | null } | null> {
  if (!isUuid(sourceId)) return null;
  const [row] = await q.query<{ name: string; extension: string | null }>(`select name, extension from copilot_bot_sources where id = $1 and bot_id = $2 and kind = 'file'`, [sourceId, botId]);
  return row ?? null;
}

/** The field refusal of a save naming a file that is not one of the assistant's, or null. */
export async function sendFileRefusal(q: Queryable, botId: string, fields: SavedSendFileFields): Promise<string | null> {
  if (fields.sourceId === '') return null;
  return (await fileOf(q, botId, fields.sourceId)) === null ? 'sendFile.fileUnknown' : null;
}

export const SEND_FILE_TOOL = 'send_file';

/**
 * The plugin a dialogue, the test chat or the public chat offers: its tool, answered with the file's public
 * link (which the answer must carry); null while off or without its file.
 */
export async function offeredSendFile(q: Queryable, botId: string, publicUrl: string): Promise<OfferedTools | null> {
  const settings = await loadSendFile(q, botId);
  if (!settings.enabled || settings.whenToSend === '') return null;
  const file = await fileOf(q, botId, settings.sourceId);
  if (!file) return null;
  const link = `${publicUrl}/${fillPath(AI_PUBLIC_PATHS.publicFile, { id: botId, sourceId: settings.sourceId })}`;
  return offerTools([toolDefinition(SEND_FILE_TOOL, `Send the client the file “${file.name}”. Call it: ${settings.whenToSend}`)], [SEND_FILE_TOOL], () => ({
    ok: true,
    message: `Tool result (${SEND_FILE_TOOL}): the file “${file.name}” is sent to the client as this link: ${link}`,
    link,
  }));
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The file the public link serves: the assistant on, send_file on with this very file; null otherwise. */
export async function publicSendFile(q: Queryable, botId: string, sourceId: string): Promise<{ name: string; contentType: string; content: Buffer } | null> {
  if (!isUuid(botId) || !isUuid(sourceId)) return null;
  const [bot] = await q.query<{ enabled: boolean }>('select enabled from copilot_bots where id = $1', [botId]);
  const settings = bot?.enabled ? await loadSendFile(q, botId) : null;
  if (!settings?.enabled || settings.sourceId !== sourceId) return null;
  const [row] = await q.query<{ name: string; extension: string | null; content: Buffer | Uint8Array }>(
    `select s.name, s.extension, f.content from copilot_bot_sources s join copilot_bot_source_files f on f.source_id = s.id where s.id = $1 and s.bot_id = $2`,
    [sourceId, botId],
  );
  if (!row) return null;
  return { name: row.name, contentType: CONTENT_TYPES[(row.extension ?? '').toLowerCase().replace(/^\./, '')] ?? 'application/octet-stream', content: Buffer.from(row.content) };
}
