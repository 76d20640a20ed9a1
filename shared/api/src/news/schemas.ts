import { z } from 'zod';

/** The News item entity of spec section 3. */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  type: z.enum(['Info', 'Warning', 'Event', 'Error']),
  crmTypes: z.array(z.string()),
  mobileImage: z.string().nullable(),
  desktopImage: z.string().nullable(),
  clientTypes: z.array(z.enum(['Loyal', 'New'])),
  isSidebarNews: z.boolean(),
  orderNumber: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);
