import { z } from 'zod';
import { NEWS_LANGUAGES, newsItemSchema, newsListSchema, PATHS, type NewsItem } from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { notFound } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { deleteNews, insertNews, newsFor, newsInputSchema, updateNews } from './data';

const newsPatchSchema = newsInputSchema.partial();
const idParamsSchema = z.object({ id: z.string() });
const listQuerySchema = z.object({ language: z.enum(NEWS_LANGUAGES).optional() });
const NOT_FOUND = { 404: 'NOT_FOUND: no news item of that id' };

/** Service news: every signed-in user reads those meant for them; super-admins write (spec section 6). */
export function newsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const path = PATHS.news.list;
  const one = `${path}/:id`;

  return [
    route({
      method: 'GET',
      path,
      access: 'user',
      summary: 'The news meant for the caller',
      description:
        "Items for every CRM and client type, and those matching the caller's CRMs and client type (Loyal after a second payment), in their order. Of the items written in a language, those of `language` (the page's; the account's when absent); items without one go to everyone.",
      query: listQuerySchema,
      responses: { 200: { description: 'The items', schema: newsListSchema } },
      handler: ({ caller, query }): Promise<NewsItem[]> => newsFor(db, caller.userId, query().language),
    }),

    route({
      method: 'POST',
      path,
      access: 'superAdmin',
      summary: 'Publish a news item',
      body: newsInputSchema,
      responses: { 201: { description: 'Published', schema: newsItemSchema } },
      async handler({ reply, body }) {
        return reply.code(201).send(await insertNews(db, body()));
      },
    }),

    route({
      method: 'PATCH',
      path: one,
      access: 'superAdmin',
      summary: 'Edit a news item',
      description: 'Fields left out keep their value; an explicit null clears a nullable one.',
      params: idParamsSchema,
      body: newsPatchSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The item as edited', schema: newsItemSchema } },
      errors: NOT_FOUND,
      async handler({ params, body }): Promise<NewsItem> {
        const { id } = params();
        const patch = body();
        if (!isUuid(id)) throw notFound();
        const updated = await updateNews(db, id, patch);
        if (!updated) throw notFound();
        return updated;
      },
    }),

    route({
      method: 'DELETE',
      path: one,
      access: 'superAdmin',
      summary: 'Delete a news item',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: NOT_FOUND,
      async handler({ reply, params }) {
        const { id } = params();
        if (!isUuid(id)) throw notFound();
        if (!(await deleteNews(db, id))) throw notFound();
        return reply.code(204).send();
      },
    }),
  ];
}
