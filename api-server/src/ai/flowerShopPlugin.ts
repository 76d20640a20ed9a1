import { flowerShopSettingsSchema, type FlowerShopSettings, type SavedFlowerShopFields } from '@cabinet/api/ai';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';

/*
 * flower_shop (spec section 3): the shop's name, city, site, address and prices, a tool the model calls when a
 * client asks about flowers, bouquets, prices or where the shop is; its answer is the owner's own text.
 */

export const DEFAULT_FLOWER_SHOP: Omit<FlowerShopSettings, 'version'> = { enabled: false, shopName: '', city: '', site: '', address: '', prices: '' };

/** The assistant's flower_shop settings, its defaults (version 0) when never saved. */
export async function loadFlowerShop(q: Queryable, botId: string): Promise<FlowerShopSettings> {
  const [row] = await q.query<{ settings: unknown; version: number }>(`select settings, version from copilot_bot_plugins where bot_id = $1 and kind = 'flower_shop'`, [botId]);
  if (!row) return { ...DEFAULT_FLOWER_SHOP, version: 0 };
  const settings = typeof row.settings === 'object' && row.settings !== null ? row.settings : {};
  return flowerShopSettingsSchema.parse({ ...DEFAULT_FLOWER_SHOP, ...settings, version: row.version });
}

/** Saves flower_shop's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveFlowerShop(q: Queryable, botId: string, fields: SavedFlowerShopFields): Promise<void> {
  const { version: _version, ...settings } = fields;
  await q.query(
    `insert into copilot_bot_plugins (bot_id, kind, settings) values ($1, 'flower_shop', $2)
     on conflict (bot_id, kind) do update set settings = excluded.settings, version = copilot_bot_plugins.version + 1`,
    [botId, JSON.stringify(settings)],
  );
}

export const FLOWER_SHOP_TOOL = 'flower_shop';

/** The tool while on with a name: the stand-in model calls it when the client's message holds a phrase it quotes. */
export function flowerShopTools(settings: FlowerShopSettings): ToolDefinition[] {
  if (!settings.enabled || settings.shopName === '') return [];
  return [
    {
      name: FLOWER_SHOP_TOOL,
      description:
        'The flower shop’s name, city, site, address and prices. Call it when the client asks about "flowers", "bouquet", "roses", "price", "цветы", "букет", "розы", "цена", "стоит", "квіти", "flores", "buquê".',
      parameters: { type: 'object', properties: {}, required: [] },
    },
  ];
}

/** What the tool answers: the shop as its owner described it, as the system message the model answers from. */
export function flowerShopAnswer(settings: FlowerShopSettings): { ok: boolean; message: string } {
  const parts = [
    settings.shopName,
    settings.city === '' ? null : `city: ${settings.city}`,
    settings.address === '' ? null : `address: ${settings.address}`,
    settings.site === '' ? null : `site: ${settings.site}`,
    `prices: ${settings.prices}`,
  ].filter((part): part is string => part !== null);
  return { ok: true, message: `Tool result (${FLOWER_SHOP_TOOL}): ${parts.join('; ')}` };
}
