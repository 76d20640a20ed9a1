import * as z from '@cabinet/api/zod';

/** The languages a news item may be written in: the cabinet's four (spec section 1). */
export const NEWS_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;

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
  /**
   * Decision (the spec's entity has no language): the language an item is written in; null for an item
   * every reader gets. A reader gets the items of the page's language (`?language=`, else their account's).
   */
  language: z.nullable(z.enum(NEWS_LANGUAGES)),
  /** When it was published (ISO 8601): the bell and the sidebar date each item. */
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);
