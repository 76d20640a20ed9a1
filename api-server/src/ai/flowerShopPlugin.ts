import { flowerShopSettingsSchema, type FlowerShopSettings, type SavedFlowerShopFields } from '@cabinet/api/ai';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import type { Queryable } from '../platform/db/Db';
import { loadPluginSettings, savePluginSettings } from './pluginStore';
import { offerTools, toolDefinition, type OfferedTools, type ToolOutcome } from './toolPlugin';

/*
 * flower_shop (spec section 3): the shop's name, city, site, address and prices, a tool the model calls when a
 * client asks about flowers, bouquets, prices or where the shop is; its answer is the owner's own text.
 */

export const DEFAULT_FLOWER_SHOP: Omit<FlowerShopSettings, 'version'> = { enabled: false, shopName: '', city: '', site: '', address: '', prices: '' };

/** The assistant's flower_shop settings, its defaults (version 0) when never saved. */
export async function loadFlowerShop(q: Queryable, botId: string): Promise<FlowerShopSettings> {
  return loadPluginSettings(q, botId, 'flower_shop', flowerShopSettingsSchema, { ...DEFAULT_FLOWER_SHOP, version: 0 });
}

/** Saves flower_shop's whole settings, its version raised (the caller checked the version under the bot's lock). */
export async function saveFlowerShop(q: Queryable, botId: string, fields: SavedFlowerShopFields): Promise<void> {
  await savePluginSettings(q, botId, 'flower_shop', fields);
}

export const FLOWER_SHOP_TOOL = 'flower_shop';

/** The tool while on with a name: the stand-in model calls it when the client's message holds a phrase it quotes. */
export function flowerShopTools(settings: FlowerShopSettings): ToolDefinition[] {
  if (!settings.enabled || settings.shopName === '') return [];
  return [
    toolDefinition(
      FLOWER_SHOP_TOOL,
      'The flower shop’s name, city, site, address and prices. Call it when the client asks about "flowers", "bouquet", "roses", "price", "цветы", "букет", "розы", "цена", "стоит", "квіти", "flores", "buquê".',
    ),
  ];
}

/** What the tool answers: the shop as its owner described it, as the system message the model answers from. */
export function flowerShopAnswer(settings: FlowerShopSettings): ToolOutcome {
  const parts = [
    settings.shopName,
    settings.city === '' ? null : `city: ${settings.city}`,
    settings.address === '' ? null : `address: ${settings.address}`,
    settings.site === '' ? null : `site: ${settings.site}`,
    `prices: ${settings.prices}`,
  ].filter((part): part is string => part !== null);
  return { ok: true, message: `Tool result (${FLOWER_SHOP_TOOL}): ${parts.join('; ')}` };
}

/** The plugin a dialogue, the test chat or the public chat offers; null while off or without the shop's name. */
export async function offeredFlowerShop(q: Queryable, botId: string): Promise<OfferedTools | null> {
  const settings = await loadFlowerShop(q, botId);
  const tools = flowerShopTools(settings);
  return tools.length === 0 ? null : offerTools(tools, [FLOWER_SHOP_TOOL], () => flowerShopAnswer(settings));
}
