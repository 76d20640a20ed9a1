import * as z from '@cabinet/api/zod';
import { urlSchema } from '../flows/schemas';
import { pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { boundedText } from '../text-helpers';

/*
 * Short links (spec section 2: /short-link, and the public /to/{encodedId}/ that counts the click). Not
 * shown in the spec; designed in the style of section 7 (SHORT_LINKS_PATHS). The owner's calls are locked to
 * the Pro plan (spec section 4: link shortener); the public click never is, so links already sent work.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** One short link: `shortPath` is the cabinet page that redirects, `/to/{encodedId}/`. */
export const shortLinkSchema = z.object({
  id: z.string(),
  encodedId: z.string(),
  shortPath: z.string(),
  url: z.string(),
  title: z.string(),
  clicks: z.int().check(z.gte(0)),
  lastClickAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const SHORT_LINK_SORT_FIELDS = ['createdAt', 'clicks', 'title'] as const;
export type ShortLinkSortField = (typeof SHORT_LINK_SORT_FIELDS)[number];

/** GET api/v1/ShortLinks: a page, searched in title and address, newest first by default. */
export const shortLinkListQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(SHORT_LINK_SORT_FIELDS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type ShortLinkListQuery = z.output<typeof shortLinkListQuerySchema>;
export interface ShortLinkListParams extends PageParams {
  search?: string;
  sort?: ShortLinkSortField;
  order?: SortOrder;
}
export const shortLinkPageSchema = pageSchema(shortLinkSchema);
export type ShortLinkPage = z.infer<typeof shortLinkPageSchema>;

/** POST api/v1/ShortLinks (201 link): an http(s) address and an optional title; the API picks the code. */
export const createShortLinkRequestSchema = z.object({
  url: z.pipe(urlSchema, z.string().check(z.maxLength(2048, { error: 'text.tooLong' }))),
  title: z._default(boundedText(200), ''),
});
export type CreateShortLinkRequest = z.input<typeof createShortLinkRequestSchema>;

/**
 * PATCH api/v1/ShortLinks/{id} (200 link): the fields given change. Decision: the code and its clicks stay,
 * so links already sent lead to the new address.
 */
export const updateShortLinkRequestSchema = z.object({
  url: z.optional(createShortLinkRequestSchema.shape.url),
  title: z.optional(boundedText(200)),
});
export type UpdateShortLinkRequest = z.input<typeof updateShortLinkRequestSchema>;

/**
 * POST api/v1/ShortLinks/Public/{encodedId}/Click, no sign-in: counts one click and answers the address to
 * redirect to. Decision: a POST, not a GET, so link previews and prefetchers that only GET do not count.
 */
export const shortLinkClickSchema = z.object({ url: z.string() });
export type ShortLinkClick = z.infer<typeof shortLinkClickSchema>;
