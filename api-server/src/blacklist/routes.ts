import { z } from 'zod';
import { blacklistEntrySchema, blacklistListQuerySchema, blacklistPageSchema, ignoreLinkSchema, publicIgnoreEntrySchema, publicIgnoreUpdateRequestSchema, type BlacklistEntry, type BlacklistPage, type IgnoreLink, type PublicIgnoreEntry, BLACKLIST_PATHS } from '@cabinet/api/flows';
import { createBlacklistEntryRequestSchema, ignoreLinkRequestSchema, updateBlacklistEntryRequestSchema } from '@cabinet/api/phone';
import type { FlowOwner } from '../flows/owner';
import { loadProOwner } from '../flows/proFeatures';
import type { AppContext } from '../platform/AppContext';
import type { AccessClaims } from '../platform/auth/tokenService';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { deleteEntry, insertEntry, listEntries, publicEntry, setSelfOptOut, updateEntry, userExists } from './data';
import { createIgnoreLinkTokens, type IgnoreLinkTokens } from './ignoreLinks';


const idParamsSchema = z.object({ id: z.string() });
const tokenParamsSchema = z.object({ token: z.string() });

const entryNotFound = () => new ApiError(404, 'BLACKLIST_ENTRY_NOT_FOUND', 'Blacklist entry not found');
const entryExists = () => new ApiError(409, 'BLACKLIST_ENTRY_EXISTS', 'This phone is already in the blacklist');
const linkInvalid = () => new ApiError(404, 'IGNORE_LINK_INVALID', 'This link is not valid');

const PRO = { 403: 'FEATURE_REQUIRES_PRO: the blacklist is on the Pro plan' };
const LINK_INVALID = { 404: 'IGNORE_LINK_INVALID: not a link of ours, altered, or its owner is gone' };

/** The blacklist (spec sections 2-4): the owner's list, Pro-locked, and the client's public opt-out. */
export function blacklistRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const links = createIgnoreLinkTokens(ctx.config.jwtSecret);

  const proOwner = (caller: AccessClaims): Promise<FlowOwner> => loadProOwner(db, caller.userId);

  return [
    route({
      method: 'GET',
      path: BLACKLIST_PATHS.list,
      access: 'user',
      summary: "A page of the caller's blacklist",
      description: 'search finds its digits in the phone or its text in the comment; newest first by default.',
      query: blacklistListQuerySchema,
      responses: { 200: { description: 'The page', schema: blacklistPageSchema } },
      errors: PRO,
      async handler({ caller, query }): Promise<BlacklistPage> {
        const me = await proOwner(caller);
        return listEntries(db, me.id, query());
      },
    }),

    route({
      method: 'POST',
      path: BLACKLIST_PATHS.list,
      access: 'user',
      summary: 'Blacklist a phone',
      body: createBlacklistEntryRequestSchema,
      responses: { 201: { description: 'The entry', schema: blacklistEntrySchema } },
      errors: { ...PRO, 409: 'BLACKLIST_ENTRY_EXISTS: the phone is in the list already' },
      async handler({ caller, reply, body }) {
        const me = await proOwner(caller);
        const entry = await insertEntry(db, me.id, body());
        if (!entry) throw entryExists();
        return reply.code(201).send(entry);
      },
    }),

    route({
      method: 'PATCH',
      path: BLACKLIST_PATHS.one,
      access: 'user',
      summary: 'Edit a blacklist entry',
      description: 'The fields given change.',
      params: idParamsSchema,
      body: updateBlacklistEntryRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The entry as edited', schema: blacklistEntrySchema } },
      errors: { ...PRO, 404: 'BLACKLIST_ENTRY_NOT_FOUND', 409: 'BLACKLIST_ENTRY_EXISTS: the new phone is another entry\'s' },
      async handler({ caller, params, body }): Promise<BlacklistEntry> {
        const me = await proOwner(caller);
        const id = entryId(params());
        const updated = await updateEntry(db, me.id, id, body());
        if (updated === 'exists') throw entryExists();
        if (!updated) throw entryNotFound();
        return updated;
      },
    }),

    route({
      method: 'DELETE',
      path: BLACKLIST_PATHS.one,
      access: 'user',
      summary: 'Remove a blacklist entry',
      params: idParamsSchema,
      responses: { 204: { description: 'Removed' } },
      errors: { ...PRO, 404: 'BLACKLIST_ENTRY_NOT_FOUND' },
      async handler({ caller, reply, params }) {
        const me = await proOwner(caller);
        if (!(await deleteEntry(db, me.id, entryId(params())))) throw entryNotFound();
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: BLACKLIST_PATHS.link,
      access: 'user',
      summary: "Make a client's opt-out link",
      description: 'The token encrypts the owner and the phone: the client reaches only their own entry.',
      body: ignoreLinkRequestSchema,
      responses: { 200: { description: 'The token and the path of the public page', schema: ignoreLinkSchema } },
      errors: PRO,
      async handler({ caller, body }): Promise<IgnoreLink> {
        const me = await proOwner(caller);
        const token = links.seal(me.id, body().phone);
        return ignoreLinkSchema.parse({ token, path: `/il/${token}` });
      },
    }),

    // The client's own page: no sign-in, the token alone says which owner and which phone.
    route({
      method: 'GET',
      path: BLACKLIST_PATHS.public,
      access: 'guest',
      summary: "A client's opt-out, by their link",
      params: tokenParamsSchema,
      responses: { 200: { description: "The client's masked phone, their choice and what they may keep", schema: publicIgnoreEntrySchema } },
      errors: LINK_INVALID,
      async handler({ request, params }): Promise<PublicIgnoreEntry> {
        await ctx.limits.hit(request, 'publicAddress');
        const link = await openLink(db, links, params().token);
        return publicEntry(db, link);
      },
    }),

    route({
      method: 'PUT',
      path: BLACKLIST_PATHS.public,
      access: 'guest',
      summary: "A client opts out (or back in) by their link",
      params: tokenParamsSchema,
      body: publicIgnoreUpdateRequestSchema,
      responses: { 200: { description: 'The choice as saved', schema: publicIgnoreEntrySchema } },
      errors: LINK_INVALID,
      async handler({ request, params, body }): Promise<PublicIgnoreEntry> {
        await ctx.limits.hit(request, 'publicAddress');
        const link = await openLink(db, links, params().token);
        await setSelfOptOut(db, link, body());
        return publicEntry(db, link);
      },
    }),
  ];
}

function entryId(params: { id: string }): string {
  if (!isUuid(params.id)) throw entryNotFound();
  return params.id;
}

/** The owner and phone of a link, if the link is ours and its owner still exists. */
async function openLink(q: Queryable, links: IgnoreLinkTokens, token: string): Promise<{ userId: string; phone: string }> {
  const link = links.open(token);
  if (!link || !isUuid(link.userId)) throw linkInvalid();
  if (!(await userExists(q, link.userId))) throw linkInvalid();
  return link;
}
