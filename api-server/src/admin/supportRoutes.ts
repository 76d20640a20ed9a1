import { z } from 'zod';
import {
  BACK_OFFICE_PATHS,
  userDiagnosticsSchema,
  companyStatusSchema,
  userDialoguesRequestSchema,
  userDialoguesSchema,
  supportViewSchema,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { companyStatus } from './companyStatus';
import { userDialogues } from './dialogues';
import { supportView } from './supportView';
import { userDiagnostics } from './diagnostics';
import { idParams, NO_USER } from './routeDocs';

const companyParams = z.object({ companyId: z.string() });

/** What support reads about a user, read only: diagnostics, a company's state, the AI dialogues and the "act as support" view. */
export function supportRoutes(ctx: AppContext): Route[] {
  return [
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.userDiagnostics,
      access: 'admin',
      summary: 'Why a user’s clients got no message: what support reads',
      description: 'From stored rows only: the channel accounts with their state and last send and provider event, the booking connections with their webhook deliveries, the quota and the messages still pending, the flows the tariff stops, skipped and failed messages of the last 7 days by reason, and the newest messages and the newest skipped or failed ones with the engine’s reasons.',
      params: idParams,
      responses: { 200: { description: 'The diagnostics', schema: userDiagnosticsSchema } },
      errors: NO_USER,
      handler: ({ params }) => userDiagnostics(ctx.db, params().id, ctx.clock.now()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.companyStatus,
      access: 'admin',
      summary: 'A connected company’s state: its booking system, webhooks and latest events',
      description: 'A branch (companies.id, as the user’s accounts list it) with its owner and paid-up-to, its connection (system, webhook deliveries, the last one), what it holds, the account’s events not yet planned from, its messages of the last 7 days by status and its 20 latest business events.',
      params: companyParams,
      responses: { 200: { description: 'The company’s state', schema: companyStatusSchema } },
      errors: { 404: 'ADMIN_COMPANY_NOT_FOUND' },
      handler: ({ params }) => companyStatus(ctx.db, params().companyId, ctx.clock.now()),
    }),
    route({
      method: 'POST',
      path: BACK_OFFICE_PATHS.userDialogues,
      access: 'admin',
      summary: 'The user’s AI-assistant dialogues, newest first',
      description: 'Spec section 7’s {count, date}: the `count` newest (20 unless given, at most 100) dialogues of every assistant of the user started before `date` (now unless given). `hasMore` says older ones remain: ask again with the oldest one’s start.',
      params: idParams,
      body: userDialoguesRequestSchema,
      bodyOptional: true,
      responses: { 200: { description: 'The dialogues', schema: userDialoguesSchema } },
      errors: { ...NO_USER, 400: 'VALIDATION_FAILED at count, date' },
      handler: ({ params, body }) => userDialogues(ctx.db, params().id, body(), ctx.clock.now()),
    }),
    route({
      method: 'GET',
      path: BACK_OFFICE_PATHS.userSupportView,
      access: 'admin',
      summary: 'Act as support: the user’s flows and mailings, read only',
      description: 'The user’s flows (with what each sent in the last 30 days) and mailings (with what each sent), newest first, at most 100 of each, as the owner’s lists show them. Read only: the back office has no call that changes a user’s flow or mailing.',
      params: idParams,
      responses: { 200: { description: 'The flows and mailings', schema: supportViewSchema } },
      errors: NO_USER,
      handler: ({ params }) => supportView(ctx.db, params().id, ctx.clock.now()),
    }),
  ];
}
