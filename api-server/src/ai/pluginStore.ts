import type { AiPluginKind } from '@cabinet/api/ai';
import type { Queryable } from '../platform/db/Db';

/*
 * Every plugin's settings sit in one row of copilot_bot_plugins per assistant and kind: the owner's saved
 * fields (JSON) and the version the Plugins tab's saves check.
 */

/** The assistant's settings of plugin `kind`: `defaults` (version 0) when never saved, else the saved fields over them. */
export async function loadPluginSettings<T extends { version: number }>(q: Queryable, botId: string, kind: AiPluginKind, schema: { parse(input: unknown): T }, defaults: T): Promise<T> {
  const [row] = await q.query<{ settings: unknown; version: number }>(`select settings, version from copilot_bot_plugins where bot_id = $1 and kind = $2`, [botId, kind]);
  if (!row) return defaults;
  const settings = typeof row.settings === 'object' && row.settings !== null ? row.settings : {};
  return schema.parse({ ...defaults, ...settings, version: row.version });
}

/** Saves plugin `kind`'s whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function savePluginSettings(q: Queryable, botId: string, kind: AiPluginKind, fields: { version?: number }): Promise<void> {
  const { version: _version, ...settings } = fields;
  await q.query(
    `insert into copilot_bot_plugins (bot_id, kind, settings) values ($1, $2, $3)
     on conflict (bot_id, kind) do update set settings = excluded.settings, version = copilot_bot_plugins.version + 1`,
    [botId, kind, JSON.stringify(settings)],
  );
}
