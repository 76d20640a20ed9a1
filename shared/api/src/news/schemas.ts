import * as z from '@cabinet/api/zod';

/** The News item entity of spec section 3. */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.nullable(z.string()),
  type: z.enum(['Info', 'Warning', 'Event', 'Error']),
  crmTypes: z.array(z.string()),
  mobileImage: z.nullable(z.string()),
  desktopImage: z.nullable(z.string()),
  clientTypes: z.array(z.enum(['Loyal', 'New'])),
  isSidebarNews: z.boolean(),
  /** Stored as a 32-bit integer. */
  orderNumber: z.int().check(z.gte(-2_147_483_648), z.lte(2_147_483_647)),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);
