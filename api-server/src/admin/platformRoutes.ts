import {
  BACK_OFFICE_PATHS,
  adminInstancePageSchema,
  adminInstancesQuerySchema,
  outgoingQuerySchema,
  outgoingVolumeSchema,
  newClientPageSchema,
  newClientsQuerySchema,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { listInstances } from './instances';
import { listNewClients } from './newClients';
import { outgoingVolume } from './outgoing';

/** The platform at large: every instance, the outgoing volume, the new clients and early churn. */
export function platformRoutes(ctx: AppContext): Route[] {
  return [
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.instances,
      access: 'admin',
      summary: 'A page of every WhatsApp and MAX instance, newest first',
      description: 'Spec section 3’s Instance with its owner; `state` (comma-separated, section 4’s states) finds e.g. the not authorised ones; `search` is a part of the number or of the owner’s e-mail.',
      query: adminInstancesQuerySchema,
      responses: { 200: { description: 'Instances with state, provider, owner, test period and paid-up-to', schema: adminInstancePageSchema } },
      handler: ({ query }) => listInstances(ctx.db, query()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.outgoing,
      access: 'admin',
      summary: 'The platform’s outgoing messages by channel and status, waiting now and by day',
      description: 'Every account’s messages, counted in SQL: those waiting to go now (queued or waiting for their window) by channel, and for each UTC day of the last `days` (14 by default, at most 90) the messages planned for it by channel and status.',
      query: outgoingQuerySchema,
      responses: { 200: { description: 'The volume', schema: outgoingVolumeSchema } },
      errors: { 400: 'VALIDATION_FAILED at days' },
      handler: ({ query }) => outgoingVolume(ctx.db, query(), ctx.clock.now()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.newClients,
      access: 'admin',
      summary: 'A page of recent registrations with their source, quick start and early churn',
      description: 'Users (not staff) registered in the last `days` (30 by default), newest first, with the utm tag and host their registration stored and the marketplace application used; whether they finished the quick start; and over their first `churnDays` days (7 by default, at most 60) whether they sent a message and paid (null while those days run). `churned=true` lists the early churn: those days over with no message sent or nothing paid.',
      query: newClientsQuerySchema,
      responses: { 200: { description: 'A page of registrations', schema: newClientPageSchema } },
      errors: { 400: 'VALIDATION_FAILED at days, churnDays, churned' },
      handler: ({ query }) => listNewClients(ctx.db, query(), ctx.clock.now()),
    }),
  ];
}
