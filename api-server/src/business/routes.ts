import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { businessConnectionListSchema, businessConnectionSchema, businessWebhookResultSchema, businessWebhookSchema, WEBHOOK_SIGNATURE_HEADER, type BusinessConnection, type BusinessWebhookResult, BUSINESS_PATHS } from '@cabinet/api/business';
import { fillPath } from '@cabinet/api/contract';
import { FLOW_INTEGRATIONS } from '@cabinet/api/flows';
import { metaSignature, sameSignature } from '../channels/providerHttp';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { QUEUES } from '../platform/jobs/queues';
import { ApiError } from '../platform/http/ApiError';
import { rawBodyOf } from '../platform/http/rawJsonBody';
import { route, type Route } from '../platform/http/route';
import { changeIdentity } from './changeIdentity';
import { applyWebhook } from './apply';

const webhookParamsSchema = z.object({ integration: z.string(), connectionId: z.string() });
const idParamsSchema = z.object({ id: z.string() });

const connectionNotFound = () => new ApiError(404, 'CONNECTION_NOT_FOUND', 'No connected system of that id');
const badSignature = () => new ApiError(401, 'UNAUTHORIZED', 'The signature does not match this connection');

type ConnectionRow = { id: string; user_id: string; integration: string; external_id: string; name: string; webhook_secret: string; created_at: Date };

/** A new webhook secret: 32 random bytes, hex. */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The connected booking and ordering systems: the webhook they call (signed, idempotent; see
 * shared/api/src/business/webhook.ts) and the owner's view of their connections.
 */
export function businessRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const toConnection = (row: ConnectionRow): BusinessConnection =>
    businessConnectionSchema.parse({
      id: row.id,
      integration: row.integration,
      externalId: row.external_id,
      name: row.name,
      webhookUrl: `${ctx.config.publicUrl}/${fillPath(BUSINESS_PATHS.webhook, { integration: row.integration, connectionId: row.id })}`,
      webhookSecret: row.webhook_secret,
      createdAt: row.created_at.toISOString(),
    });

  return [
    route({
      method: 'POST',
      path: BUSINESS_PATHS.webhook,
      // The signature is the authentication: the booking system holds no user's token.
      access: 'guest',
      summary: 'One change of a record, a client or an order, from a connected system',
      description: `Signed: header ${WEBHOOK_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body under the connection's secret>. Upserts by the source's ids; a body applied before changes nothing.`,
      params: webhookParamsSchema,
      body: businessWebhookSchema,
      responses: { 200: { description: 'Applied, or recognised as applied before', schema: businessWebhookResultSchema } },
      errors: { 401: 'UNAUTHORIZED: the signature is missing or wrong', 404: 'CONNECTION_NOT_FOUND: no such connection of that integration' },
      async handler({ request, params, body }): Promise<BusinessWebhookResult> {
        const { integration, connectionId } = params();
        if (!isUuid(connectionId) || !FLOW_INTEGRATIONS.some((name) => name === integration)) throw connectionNotFound();
        const [connection] = await db.query<ConnectionRow>(`select * from business_connections where id = $1 and integration = $2`, [connectionId, integration]);
        if (!connection) throw connectionNotFound();
        // Who, then what: the signature is checked over the raw bytes before the body is read.
        const given = request.headers[WEBHOOK_SIGNATURE_HEADER];
        const raw = rawBodyOf(request);
        if (typeof given !== 'string' || raw === undefined || !sameSignature(given, metaSignature(connection.webhook_secret, raw))) throw badSignature();
        const change = body();
        // De-duplicated by the change's identity, not the raw bytes: the same change re-sent with other
        // formatting, or delivered to two processes at once, is applied once (the second insert waits for the
        // first's commit, then finds the row).
        const bodyHash = changeIdentity(change);
        const outcome = await db.transaction(async (tx) => {
          const [fresh] = await tx.query(
            `insert into webhook_deliveries (connection_id, body_hash) values ($1, $2) on conflict do nothing returning body_hash`,
            [connection.id, bodyHash],
          );
          if (!fresh) return { duplicate: true, unknown: false, events: 0 };
          return { duplicate: false, ...(await applyWebhook(tx, { userId: connection.user_id, connectionId: connection.id }, change)) };
        });
        // After the commit: a job sent inside the transaction would wait forever on PGlite. Were the send
        // lost, the engine's every-minute sweep picks the events up.
        if (outcome.events > 0) await ctx.jobs.send(QUEUES.businessEvents, {});
        return { duplicate: outcome.duplicate, unknown: outcome.unknown };
      },
    }),

    route({
      method: 'GET',
      path: BUSINESS_PATHS.connections,
      access: 'user',
      summary: "The caller's connected systems, with their webhook address and secret",
      responses: { 200: { description: 'The connections, oldest first', schema: businessConnectionListSchema } },
      async handler({ caller }): Promise<BusinessConnection[]> {
        const rows = await db.query<ConnectionRow>(`select * from business_connections where user_id = $1 order by created_at, id`, [caller.userId]);
        return rows.map(toConnection);
      },
    }),

    route({
      method: 'POST',
      path: BUSINESS_PATHS.rotateSecret,
      access: 'user',
      summary: "Replace a connection's webhook secret",
      description: 'The old secret stops working at once: paste the new one into the booking system.',
      params: idParamsSchema,
      responses: { 200: { description: 'The connection with its new secret', schema: businessConnectionSchema } },
      errors: { 404: "CONNECTION_NOT_FOUND: no connection of that id among the caller's" },
      async handler({ caller, params }): Promise<BusinessConnection> {
        const { id } = params();
        if (!isUuid(id)) throw connectionNotFound();
        const [row] = await db.query<ConnectionRow>(`update business_connections set webhook_secret = $3 where id = $1 and user_id = $2 returning *`, [
          id,
          caller.userId,
          newWebhookSecret(),
        ]);
        if (!row) throw connectionNotFound();
        return toConnection(row);
      },
    }),
  ];
}
