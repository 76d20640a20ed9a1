import * as z from '@cabinet/api/zod';
import { boundedText } from '../text-helpers';
import { checkPageUrl } from './knowledge';

// flower_shop (spec section 3): the shop's name, city, site, address and prices, told to a client who asks.

export const FLOWER_SHOP_NAME_MAX = 100;
export const FLOWER_SHOP_ADDRESS_MAX = 300;
export const FLOWER_SHOP_SITE_MAX = 300;
export const FLOWER_SHOP_PRICES_MAX = 2000;

export const flowerShopSettingsSchema = z.object({
  enabled: z.boolean(),
  shopName: z.string(),
  city: z.string(),
  site: z.string(),
  address: z.string(),
  prices: z.string(),
  version: z.int(),
});
export type FlowerShopSettings = z.infer<typeof flowerShopSettingsSchema>;

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/flower_shop: the whole settings with the version they were based on.
 * Refusals at the field: required (the shop's name and its prices while on), url.invalid (a site that is not
 * an http(s) address), text.tooLong.
 */
export const saveFlowerShopRequestSchema = z
  .object({
    enabled: z.boolean(),
    shopName: boundedText(FLOWER_SHOP_NAME_MAX),
    city: boundedText(FLOWER_SHOP_NAME_MAX),
    site: boundedText(FLOWER_SHOP_SITE_MAX),
    address: boundedText(FLOWER_SHOP_ADDRESS_MAX),
    prices: boundedText(FLOWER_SHOP_PRICES_MAX),
    version: z.optional(z.int()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.enabled && value.shopName === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['shopName'] });
      if (value.enabled && value.prices === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['prices'] });
      const site = value.site === '' ? null : checkPageUrl(value.site);
      if (site) ctx.addIssue({ code: 'custom', message: site, path: ['site'] });
    }),
  );
export type SaveFlowerShopRequest = z.input<typeof saveFlowerShopRequestSchema>;
export type SavedFlowerShopFields = z.output<typeof saveFlowerShopRequestSchema>;
