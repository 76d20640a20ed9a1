import { z } from 'zod';
import { audienceCheckRequestSchema, audienceCheckSchema, audienceCountRequestSchema, audienceCountSchema, bulkDistributionsRequestSchema, bulkDistributionsResultSchema, createDistributionRequestSchema, DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES, distributionListQuerySchema, distributionOptionsSchema, distributionPageSchema, distributionRecipientPageSchema, distributionRecipientsQuerySchema, DISTRIBUTIONS_PATHS, distributionSchema, distributionStatsSchema, distributionTestResultSchema, RECIPIENT_STATUSES, updateDistributionRequestSchema } from '@cabinet/api/distributions';
import { CSV_FORMAT_DESCRIPTION, csvExport } from '../messaging/csv';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { blacklistedAmong, countClients, listDistributions, loadMailingOwner } from './data';
import { distributionsService } from './service';
import { recipientsPage, recipientsForExport, statsOf } from './stats';

const idParamsSchema = z.object({ id: z.string() });
/** A mailing carries its image inline (at most 5 MB) and up to 2,000 rows: the calls take 8 MB. */
const BODY_LIMIT = 8 * 1024 * 1024;

const NOT_FOUND = "DISTRIBUTION_NOT_FOUND: no mailing of that id among the caller's";
const INVALID_STATE = 'DISTRIBUTION_INVALID_STATE: the action does not apply in its status';
const oneAnswer = { 200: { description: 'The mailing', schema: distributionSchema } };
const bulkAnswer = { 200: { description: 'The mailings it applied to, and those skipped with their error', schema: bulkDistributionsResultSchema } };

/**
 * Mass mailings (spec sections 2-9; the contract's decisions are in shared/api/src/distributions): the
 * routes declare and delegate, the rules are in service.ts, the SQL in data.ts. Every call reaches only the
 * caller's own mailings: another user's id answers 404 as an unknown one does.
 */
export function distributionsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const service = distributionsService(ctx);

  return [
    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.list,
      access: 'user',
      summary: "A page of the caller's mailings",
      description: 'Filtered, searched (title and text) and sorted in SQL; counts come from the message log; id breaks ties.',
      query: distributionListQuerySchema,
      parameterDescriptions: {
        status: `Comma-separated statuses, any of which matches: ${DISTRIBUTION_STATUSES.join(', ')}`,
        type: `Comma-separated channels, any of which matches: ${DISTRIBUTION_TYPES.join(', ')}`,
      },
      responses: { 200: { description: 'The page', schema: distributionPageSchema } },
      async handler({ caller, query }) {
        return listDistributions(db, caller.userId, query());
      },
    }),

    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.options,
      access: 'user',
      summary: 'What the mailing form offers: channels, limits, the previous start, assistants',
      responses: { 200: { description: 'The options', schema: distributionOptionsSchema } },
      handler: ({ caller }) => service.options(caller.userId),
    }),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.audienceCount,
      access: 'user',
      summary: "How many of the account's clients a filter selects now",
      body: audienceCountRequestSchema,
      responses: { 200: { description: 'The count', schema: audienceCountSchema } },
      async handler({ caller, body }) {
        const me = await loadMailingOwner(db, caller.userId);
        return { count: await countClients(db, me.id, body().filter) };
      },
    }),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.audienceCheck,
      access: 'user',
      summary: "Which of a list's phones the account's blacklist holds",
      body: audienceCheckRequestSchema,
      responses: { 200: { description: 'The blacklisted phones among them', schema: audienceCheckSchema } },
      async handler({ caller, body }) {
        return { blacklisted: await blacklistedAmong(db, caller.userId, body().phones) };
      },
    }),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.list,
      access: 'user',
      summary: 'Create a mailing (a draft, with its recipients)',
      description: 'Sends nothing until started. Recipients: the rows of an uploaded list (each phone valid, none twice) or the clients a filter selects; 3 to 2,000.',
      body: createDistributionRequestSchema,
      bodyLimit: BODY_LIMIT,
      responses: { 201: { description: 'The new mailing', schema: distributionSchema } },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await service.create(caller.userId, body()));
      },
    }),

    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.one,
      access: 'user',
      summary: 'One mailing, with its image',
      params: idParamsSchema,
      responses: oneAnswer,
      errors: { 404: NOT_FOUND },
      handler: ({ caller, params }) => service.get(caller.userId, params().id),
    }),

    route({
      method: 'PUT',
      path: DISTRIBUTIONS_PATHS.one,
      access: 'user',
      summary: "Edit a mailing's settings (and its recipients while a draft)",
      description: 'A finished or canceled mailing cannot change; the recipients only before start (409).',
      params: idParamsSchema,
      body: updateDistributionRequestSchema,
      bodyLimit: BODY_LIMIT,
      responses: oneAnswer,
      errors: { 404: NOT_FOUND, 409: `${INVALID_STATE}; VERSION_CONFLICT: the version sent is not the stored one (someone saved since), \`current\` is the mailing as stored` },
      handler: ({ caller, params, body }) => service.update(caller.userId, params().id, body()),
    }),

    route({
      method: 'DELETE',
      path: DISTRIBUTIONS_PATHS.one,
      access: 'user',
      summary: 'Delete a mailing',
      description: 'Its unsent messages go with it; those sent stay in the message log.',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        await service.remove(caller.userId, params().id);
        return reply.code(204).send();
      },
    }),

    ...(
      [
        ['start', 'Start a draft mailing: it waits for its start time, then sends, paced'],
        ['pause', 'Pause a running mailing: what is planned but unsent is withdrawn, for resume'],
        ['resume', 'Resume a paused mailing from the next recipient'],
      ] as const
    ).map(([action, summary]) =>
      route({
        method: 'POST',
        path: DISTRIBUTIONS_PATHS[action],
        access: 'user',
        summary,
        params: idParamsSchema,
        responses: oneAnswer,
        errors: { 404: NOT_FOUND, 409: INVALID_STATE },
        handler: ({ caller, params }) => service.act(caller.userId, params().id, action),
      }),
    ),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.duplicate,
      access: 'user',
      summary: 'Copy a mailing, with its recipients, as a new draft',
      params: idParamsSchema,
      responses: { 201: { description: 'The copy', schema: distributionSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        return reply.code(201).send(await service.duplicate(caller.userId, params().id));
      },
    }),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.test,
      access: 'user',
      summary: "Send the mailing's text to the owner's phone now",
      description: "Filled in for the first recipient; goes through the engine like any message (the log shows it). Needs the owner's phone in the profile.",
      params: idParamsSchema,
      responses: { 202: { description: 'Queued', schema: distributionTestResultSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, reply }) {
        return reply.code(202).send(await service.sendTest(caller.userId, params().id));
      },
    }),

    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.stats,
      access: 'user',
      summary: "A mailing's funnel, reasons and progress over time, from the message log",
      params: idParamsSchema,
      responses: { 200: { description: 'The stats', schema: distributionStatsSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params }) {
        return statsOf(db, await service.get(caller.userId, params().id));
      },
    }),

    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.recipients,
      access: 'user',
      summary: "A page of a mailing's recipients with their message's status and reason",
      params: idParamsSchema,
      query: distributionRecipientsQuerySchema,
      parameterDescriptions: { status: `Comma-separated statuses, any of which matches: ${RECIPIENT_STATUSES.join(', ')}` },
      responses: { 200: { description: 'The page', schema: distributionRecipientPageSchema } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, query }) {
        const mailing = await service.get(caller.userId, params().id);
        return recipientsPage(db, mailing.id, query());
      },
    }),

    route({
      method: 'GET',
      path: DISTRIBUTIONS_PATHS.recipientsExport,
      access: 'user',
      summary: "A mailing's recipients as CSV",
      description: `${CSV_FORMAT_DESCRIPTION} Columns: position, name, phone, status, reason, scheduledAt, sentAt. The status filter and search apply.`,
      params: idParamsSchema,
      query: distributionRecipientsQuerySchema,
      responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
      errors: { 404: NOT_FOUND },
      async handler({ caller, params, query, request, reply }) {
        const mailing = await service.get(caller.userId, params().id);
        const rows = await recipientsForExport(db, mailing.id, query());
        const columns = ['position', 'name', 'phone', 'status', 'reason', 'scheduledAt', 'sentAt'] as const;
        const csv = csvExport(request);
        return csv.send(reply, `mailing-${mailing.id.slice(0, 8)}-recipients.csv`, columns, [rows.map((row) => csv.line(columns.map((column) => row[column]))).join('')]);
      },
    }),

    ...(
      [
        ['bulkPause', 'Pause mailings', 'pause'],
        ['bulkResume', 'Resume mailings', 'resume'],
      ] as const
    ).map(([action, summary, decided]) =>
      route({
        method: 'POST',
        path: DISTRIBUTIONS_PATHS[action],
        access: 'user',
        summary,
        description: 'Applies where it can and lists the others with their error; an id not the caller\'s fails the call with 404, nothing done.',
        body: bulkDistributionsRequestSchema,
        responses: bulkAnswer,
        errors: { 404: NOT_FOUND },
        handler: ({ caller, body }) => service.actOnMany(caller.userId, body().ids, decided),
      }),
    ),

    route({
      method: 'POST',
      path: DISTRIBUTIONS_PATHS.bulkDelete,
      access: 'user',
      summary: 'Delete mailings',
      description: "An id not the caller's fails the call with 404, nothing deleted.",
      body: bulkDistributionsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: NOT_FOUND },
      handler: ({ caller, body }) => service.removeMany(caller.userId, body().ids),
    }),
  ];
}
