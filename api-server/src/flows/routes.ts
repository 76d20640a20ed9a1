import { z } from 'zod';
import { bulkFlowModeRequestSchema, bulkFlowsRequestSchema, bulkFlowsResultSchema, bulkTextsRequestSchema, bulkTextsResultSchema, conversionQuerySchema, FLOW_STATUSES, FLOW_TYPES, flowConversionSchema, flowListQuerySchema, flowModeRequestSchema, flowPageSchema, flowRecipientsRequestSchema, flowRecipientsSchema, FLOWS_PATHS, flowSchema, transferFlowsRequestSchema, transferFlowsResultSchema, incomingFlowTransfersSchema, acceptFlowTransferResultSchema } from '@cabinet/api/flows';
import { createFlowRequestSchema, updateFlowRequestSchema } from '@cabinet/api/phone';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { flowsService } from './service';

const idParamsSchema = z.object({ id: z.string() });
/** A flow carries its image inline (at most 5 MB, about 6.7 MB as base64): the flow calls take 8 MB. */
const FLOW_BODY_LIMIT = 8 * 1024 * 1024;

const FLOW_NOT_FOUND = 'FLOW_NOT_FOUND: no flow of that id among the caller\'s';
const UNAVAILABLE = 'FLOW_UNAVAILABLE_IN_TARIFF: the flow type is not in the caller\'s tariff (`fields.type` names the rule)';
const VERSION_CONFLICT = 'VERSION_CONFLICT: the version sent is not the stored one (someone saved since); `current` is the flow as stored';
const TRANSFER_NOT_FOUND = 'TRANSFER_NOT_FOUND: no offer of that id waits for the caller (another\'s, answered or unknown)';
const flowAnswer = { 200: { description: 'The flow', schema: flowSchema } };
const bulkAnswer = { 200: { description: 'The flows it applied to, and those skipped with their error', schema: bulkFlowsResultSchema } };

/**
 * The flows of spec sections 2-4 (list, editor, actions, bulk actions, transfer, bulk texts, conversion):
 * the routes declare and delegate; the rules are in service.ts, the SQL in data.ts. Every call reaches only
 * the caller's own flows: another user's id answers 404 FLOW_NOT_FOUND, as an unknown one does. Templates
 * are in templatesRoutes.ts.
 */
export function flowsRoutes(ctx: AppContext): Route[] {
  const service = flowsService(ctx);

  return [
    route({
      method: 'GET',
      path: FLOWS_PATHS.list,
      access: 'user',
      summary: "A page of the caller's flows",
      description: 'Filtered, searched (title and text) and sorted in SQL; empty dates sort last either way, id breaks ties.',
      query: flowListQuerySchema,
      parameterDescriptions: {
        status: `Comma-separated statuses, any of which matches: ${FLOW_STATUSES.join(', ')}`,
        type: `Comma-separated flow types, any of which matches: ${FLOW_TYPES.join(', ')}`,
      },
      responses: { 200: { description: 'The page', schema: flowPageSchema } },
      handler: ({ caller, query }) => service.list(caller.userId, query()),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.list,
      access: 'user',
      summary: 'Create a flow',
      description: 'Starts in test mode unless told otherwise, running at once; the image rides inline (the call takes 8 MB).',
      body: createFlowRequestSchema,
      bodyLimit: FLOW_BODY_LIMIT,
      responses: { 201: { description: 'The new flow', schema: flowSchema } },
      errors: { 403: UNAVAILABLE },
      async handler({ caller, reply, body }) {
        return reply.code(201).send(await service.create(caller.userId, body()));
      },
    }),

    route({
      method: 'GET',
      path: FLOWS_PATHS.one,
      access: 'user',
      summary: 'One flow, with its image',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND },
      handler: ({ caller, params }) => service.get(caller.userId, params().id),
    }),

    route({
      method: 'PATCH',
      path: FLOWS_PATHS.one,
      access: 'user',
      summary: "Edit a flow's settings",
      description: "Fields left out keep their value; a type change fills the new type's unset settings with its defaults.",
      params: idParamsSchema,
      body: updateFlowRequestSchema,
      bodyOptional: true,
      bodyLimit: FLOW_BODY_LIMIT,
      responses: flowAnswer,
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND, 409: VERSION_CONFLICT },
      handler: ({ caller, params, body }) => service.update(caller.userId, params().id, body()),
    }),

    route({
      method: 'DELETE',
      path: FLOWS_PATHS.one,
      access: 'user',
      summary: 'Delete a flow',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: FLOW_NOT_FOUND },
      async handler({ caller, reply, params }) {
        await service.remove(caller.userId, params().id);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.pause,
      access: 'user',
      summary: 'Pause a flow',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND, 409: 'FLOW_INVALID_STATE: a finished, canceled or unavailable flow' },
      handler: ({ caller, params }) => service.act(caller.userId, params().id, { kind: 'pause' }),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.resume,
      access: 'user',
      summary: 'Resume a paused flow',
      params: idParamsSchema,
      responses: flowAnswer,
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND, 409: 'FLOW_INVALID_STATE: a finished or canceled flow' },
      handler: ({ caller, params }) => service.act(caller.userId, params().id, { kind: 'resume' }),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.mode,
      access: 'user',
      summary: 'Switch a flow between test and combat mode',
      params: idParamsSchema,
      body: flowModeRequestSchema,
      responses: flowAnswer,
      errors: { 404: FLOW_NOT_FOUND },
      handler: ({ caller, params, body }) => {
        const { mode } = body();
        return service.act(caller.userId, params().id, { kind: 'mode', mode });
      },
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.duplicate,
      access: 'user',
      summary: 'Duplicate a flow',
      description: 'The copy waits paused in test mode: a duplicate never doubles what clients receive unseen.',
      params: idParamsSchema,
      responses: { 201: { description: 'The copy', schema: flowSchema } },
      errors: { 403: UNAVAILABLE, 404: FLOW_NOT_FOUND },
      async handler({ caller, reply, params }) {
        return reply.code(201).send(await service.duplicate(caller.userId, params().id));
      },
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.bulkPause,
      access: 'user',
      summary: 'Pause several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => service.actOnMany(caller.userId, body().ids, { kind: 'pause' }),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.bulkResume,
      access: 'user',
      summary: 'Resume several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => service.actOnMany(caller.userId, body().ids, { kind: 'resume' }),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.bulkMode,
      access: 'user',
      summary: 'Switch several flows to one mode',
      body: bulkFlowModeRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => {
        const { ids, mode } = body();
        return service.actOnMany(caller.userId, ids, { kind: 'mode', mode });
      },
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.bulkDelete,
      access: 'user',
      summary: 'Delete several flows',
      body: bulkFlowsRequestSchema,
      responses: bulkAnswer,
      errors: { 404: `${FLOW_NOT_FOUND} (any id: nothing is done)` },
      handler: ({ caller, body }) => service.removeMany(caller.userId, body().ids),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.transfer,
      access: 'user',
      summary: 'Offer flows to another user, to hand over or as a copy',
      description:
        'Nothing is written to the other account until its owner accepts (Transfers/:id/Accept); the flows stay the caller\'s meanwhile. What arrives is paused (where it can be) and in test mode.',
      body: transferFlowsRequestSchema,
      responses: { 200: { description: 'The offer, waiting for the other user', schema: transferFlowsResultSchema } },
      errors: { 404: `TARGET_USER_NOT_FOUND: no user of that id or e-mail; ${FLOW_NOT_FOUND}` },
      handler: ({ caller, body }) => service.transfer(caller.userId, body()),
    }),

    route({
      method: 'GET',
      path: FLOWS_PATHS.incomingTransfers,
      access: 'user',
      summary: 'Offers of flows waiting for the caller',
      description: "Who offers, whether as a copy, and the offered flows the sender still has, oldest offer first.",
      responses: { 200: { description: 'The offers', schema: incomingFlowTransfersSchema } },
      handler: ({ caller }) => service.incomingTransfers(caller.userId),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.acceptTransfer,
      access: 'user',
      summary: 'Accept an offer of flows',
      description: 'The flows the sender still has move (or are copied) to the caller now, paused and in test mode, marked with where they came from.',
      params: idParamsSchema,
      responses: { 200: { description: "The flows' ids in the caller's account", schema: acceptFlowTransferResultSchema } },
      errors: { 404: TRANSFER_NOT_FOUND },
      handler: ({ caller, params }) => service.acceptTransfer(caller.userId, params().id),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.declineTransfer,
      access: 'user',
      summary: 'Decline an offer of flows',
      description: 'Nothing changes on either side; the offer leaves the list.',
      params: idParamsSchema,
      responses: { 204: { description: 'Declined' } },
      errors: { 404: TRANSFER_NOT_FOUND },
      async handler({ caller, params, reply }) {
        await service.declineTransfer(caller.userId, params().id);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'PUT',
      path: FLOWS_PATHS.texts,
      access: 'user',
      summary: 'Edit the texts of several flows at once',
      description: 'All or nothing: one refused text refuses the call, `fields` naming `items.<n>.content`.',
      body: bulkTextsRequestSchema,
      responses: { 200: { description: 'The flows as the list shows them', schema: bulkTextsResultSchema } },
      errors: { 404: FLOW_NOT_FOUND, 409: 'VERSION_CONFLICT: a text was based on an older version; `fields` names each (`items.<n>.version`), `current` lists those flows as stored' },
      handler: ({ caller, body }) => service.writeTexts(caller.userId, body()),
    }),

    route({
      method: 'GET',
      path: FLOWS_PATHS.conversion,
      access: 'user',
      summary: "A flow's messages sent, read and converted per day",
      description: 'Whole UTC days up to today; a conversion counts within the window asked for.',
      params: idParamsSchema,
      query: conversionQuerySchema,
      responses: { 200: { description: 'The series and its totals', schema: flowConversionSchema } },
      errors: { 404: FLOW_NOT_FOUND },
      handler: ({ caller, params, query }) => service.conversion(caller.userId, params().id, query()),
    }),

    route({
      method: 'POST',
      path: FLOWS_PATHS.recipients,
      access: 'user',
      summary: 'Which of these phones a flow would message',
      description: 'Test mode sends to the owner only; combat applies the blacklist (an entry keeps its allowed flow types).',
      params: idParamsSchema,
      body: flowRecipientsRequestSchema,
      responses: { 200: { description: 'Each phone, whether it receives, and why', schema: flowRecipientsSchema } },
      errors: { 404: FLOW_NOT_FOUND },
      handler: ({ caller, params, body }) => service.recipients(caller.userId, params().id, body().phones),
    }),
  ];
}
