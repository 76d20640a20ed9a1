import {
  BACK_OFFICE_PATHS,
  accidentPageSchema,
  accidentSchema,
  accidentsQuerySchema,
  createAccidentRequestSchema,
  detectedAccidentListSchema,
  updateAccidentRequestSchema,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { adminAccidents } from './accidents';
import { idParams } from './routeDocs';

/** Accidents: those admins record and those the platform raises. */
export function accidentRoutes(ctx: AppContext): Route[] {
  const accidents = adminAccidents(ctx);
  return [
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.accidents,
      access: 'admin',
      summary: 'A page of the accidents admins recorded, newest start first',
      query: accidentsQuerySchema,
      responses: { 200: { description: 'Accidents with the users they affect', schema: accidentPageSchema } },
      handler: ({ query }) => accidents.list(query()),
    }),
    route({
      method: 'POST',
      path: BACK_OFFICE_PATHS.accidents,
      access: 'admin',
      summary: 'Record an accident',
      description: 'What happened, since when (now unless given, never ahead), and the users it affects by e-mail (each must be a user’s). Audited.',
      body: createAccidentRequestSchema,
      responses: { 201: { description: 'The accident as stored', schema: accidentSchema } },
      errors: { 400: 'VALIDATION_FAILED at the field: required, text.tooLong, admin.unknownUser, admin.tooManyUsers, admin.dateOrder' },
      async handler({ caller, body, reply }) {
        return reply.code(201).send(await accidents.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.detectedAccidents,
      access: 'admin',
      summary: 'The accidents the platform raises now, from its own rows',
      description: 'providerFailing: a channel provider (the account’s adapter) whose failed messages of the last 60 minutes come from 3 accounts or more; webhookSilent: an integration whose connections received webhooks in the last 7 days and none for 6 hours. Each with the users it affects.',
      responses: { 200: { description: 'The accidents now', schema: detectedAccidentListSchema } },
      handler: () => accidents.detected(),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.accident,
      access: 'admin',
      summary: 'One recorded accident',
      params: idParams,
      responses: { 200: { description: 'The accident', schema: accidentSchema } },
      errors: { 404: 'ADMIN_ACCIDENT_NOT_FOUND' },
      handler: ({ params }) => accidents.get(params().id),
    }),
    route({
      method: 'PATCH',
      path: BACK_OFFICE_PATHS.accident,
      access: 'admin',
      summary: 'Resolve, reopen or correct an accident',
      description: 'With the version it was based on (409 VERSION_CONFLICT with the accident as stored). Resolving stamps the time. Audited.',
      params: idParams,
      body: updateAccidentRequestSchema,
      responses: { 200: { description: 'The accident as stored', schema: accidentSchema } },
      errors: { 400: 'VALIDATION_FAILED at the field: required, text.tooLong, admin.unknownUser, admin.tooManyUsers', 404: 'ADMIN_ACCIDENT_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => accidents.update(caller.userId, params().id, body()),
    }),
  ];
}
