import { z } from 'zod';
import { createShortLinkRequestSchema, shortLinkClickSchema, shortLinkListQuerySchema, shortLinkPageSchema, shortLinkSchema, updateShortLinkRequestSchema, type ShortLink, type ShortLinkClick, type ShortLinkPage, SHORT_LINKS_PATHS } from '@cabinet/api/flows';
import type { FlowOwner } from '../flows/owner';
import { loadProOwner } from '../flows/proFeatures';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { deleteLink, insertLink, listLinks, recordClick, updateLink } from './data';


const idParamsSchema = z.object({ id: z.string() });
const codeParamsSchema = z.object({ encodedId: z.string() });
const linkNotFound = () => new ApiError(404, 'SHORT_LINK_NOT_FOUND', 'Short link not found');
const PRO = { 403: 'FEATURE_REQUIRES_PRO: the link shortener is on the Pro plan' };

/** The link shortener (spec section 2): the owner's Pro-locked list, and the public click that counts. */
export function shortLinksRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;

  const proOwner = (caller: AccessClaims): Promise<FlowOwner> => loadProOwner(db, caller.userId);

  return [
    route({
      method: 'GET',
      path: SHORT_LINKS_PATHS.list,
      access: 'user',
      summary: "A page of the caller's short links",
      query: shortLinkListQuerySchema,
      responses: { 200: { description: 'The page', schema: shortLinkPageSchema } },
      errors: PRO,
      async handler({ caller, query }): Promise<ShortLinkPage> {
        const me = await proOwner(caller);
        return listLinks(db, me.id, query());
      },
    }),

    route({
      method: 'POST',
      path: SHORT_LINKS_PATHS.list,
      access: 'user',
      summary: 'Shorten an address',
      body: createShortLinkRequestSchema,
      responses: { 201: { description: 'The link under a new random code', schema: shortLinkSchema } },
      errors: PRO,
      async handler({ caller, reply, body }) {
        const me = await proOwner(caller);
        return reply.code(201).send(await insertLink(db, me.id, body()));
      },
    }),

    route({
      method: 'PATCH',
      path: SHORT_LINKS_PATHS.one,
      access: 'user',
      summary: 'Edit a short link',
      description: 'The fields given change; the code stays.',
      params: idParamsSchema,
      body: updateShortLinkRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The link as edited', schema: shortLinkSchema } },
      errors: { ...PRO, 404: 'SHORT_LINK_NOT_FOUND' },
      async handler({ caller, params, body }): Promise<ShortLink> {
        const me = await proOwner(caller);
        const id = linkId(params());
        const link = await updateLink(db, me.id, id, body());
        if (!link) throw linkNotFound();
        return link;
      },
    }),

    route({
      method: 'DELETE',
      path: SHORT_LINKS_PATHS.one,
      access: 'user',
      summary: 'Delete a short link',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { ...PRO, 404: 'SHORT_LINK_NOT_FOUND' },
      async handler({ caller, reply, params }) {
        const me = await proOwner(caller);
        const id = linkId(params());
        if (!(await deleteLink(db, me.id, id))) throw linkNotFound();
        return reply.code(204).send();
      },
    }),

    // The public redirect page's call: no sign-in; counts the click with what the browser tells of itself.
    route({
      method: 'POST',
      path: SHORT_LINKS_PATHS.click,
      access: 'guest',
      summary: 'Count a click on a short link and answer its address',
      params: codeParamsSchema,
      responses: { 200: { description: 'The address to go to', schema: shortLinkClickSchema } },
      errors: { 404: 'SHORT_LINK_NOT_FOUND' },
      async handler({ request, params }): Promise<ShortLinkClick> {
        await ctx.limits.hit(request, 'publicAddress');
        const { encodedId } = params();
        const url = await recordClick(db, encodedId, {
          userAgent: headerValue(request.headers['user-agent'])?.slice(0, 500) ?? null,
          referer: headerValue(request.headers.referer)?.slice(0, 500) ?? null,
        });
        if (url === null) throw linkNotFound();
        return shortLinkClickSchema.parse({ url });
      },
    }),
  ];
}

/** A link id from the path; one that is not a uuid cannot be a link. */
function linkId(params: { id: string }): string {
  if (!isUuid(params.id)) throw linkNotFound();
  return params.id;
}
