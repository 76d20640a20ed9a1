import { randomUUID } from 'node:crypto';
import { businessWebhookSchema } from '@cabinet/api/business';
import type { DevClientLinks, DevClientLinksRequest } from '@cabinet/api/messaging';
import { applyWebhook } from '../business/apply';
import { newWebhookSecret } from '../business/routes';
import type { MessageLinks } from '../messaging/links';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';

const HOUR_MS = 3_600_000;
/** The development branch's id at its booking system: one per account, reused by every call. */
const BRANCH = 'dev-client-links';

/**
 * What a client's messages would hand them, without a booking system, a messenger or the engine's timing
 * (development only: the dev domain): the caller's development connection and branch (made on first use),
 * a visit tomorrow and one an hour ago booked through the webhook's path (so their rows are the booking
 * system's), and a sent review request about the past one, as the engine records it. Answers the review
 * link and the upcoming visit's confirm and cancel links, sealed as the engine seals them.
 */
export async function bookClientLinks(tx: Queryable, links: MessageLinks, userId: string, client: Required<DevClientLinksRequest>, now: Date): Promise<DevClientLinks> {
  const [owner] = await tx.query<{ client_host: string | null }>('select client_host from users where id = $1', [userId]);
  const [connection] = await tx.query<{ id: string }>(
    `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'apicrm', $2, 'Development bookings', $3)
     on conflict (user_id, integration, external_id) do update set name = excluded.name returning id`,
    [userId, BRANCH, newWebhookSecret()],
  );
  if (!owner || !connection) throw new Error('No such account');
  const stamp = randomUUID();
  const book = async (id: string, startsAt: Date, attendance: 0 | 1) => {
    const parsed = businessWebhookSchema.safeParse({
      company_id: BRANCH,
      company: { name: 'Aurora Studio', address: '12 Tverskaya St', timezone: 'Europe/Moscow' },
      resource: 'record',
      resource_id: `${id}-${stamp}`,
      status: 'create',
      data: {
        datetime: startsAt.toISOString(),
        attendance,
        client: { id: `client-${client.phone.replace(/\D/g, '')}`, name: client.clientName, phone: client.phone },
        staff: { id: 'master-1', name: 'Olga Smirnova' },
        services: [{ id: 'haircut', title: 'Haircut', cost: 2500 }],
      },
    });
    // What the booking system's webhook would refuse (a NUL in the name) is the caller's mistake.
    if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', 'The client’s name or phone is not valid');
    const change = parsed.data;
    await applyWebhook(tx, { userId, connectionId: connection.id }, change);
    const [visit] = await tx.query<{ id: string; company_id: string; client_id: string | null }>(
      `select v.id, v.company_id, v.client_id from visits v join companies c on c.id = v.company_id
        where c.connection_id = $1 and c.source_id = $2 and v.source_id = $3`,
      [connection.id, BRANCH, change.resource_id],
    );
    if (!visit) throw new Error('The visit was not booked');
    return { ...visit, startsAt };
  };
  const upcoming = await book('upcoming', new Date(now.getTime() + 26 * HOUR_MS), 0);
  const past = await book('past', new Date(now.getTime() - HOUR_MS), 1);

  const owned = { clientHost: owner.client_host };
  const [message] = await tx.query<{ id: string }>(
    `insert into messages (user_id, dedupe_key, visit_id, company_id, client_id, phone, recipient, client_name, channel, mode, status, scheduled_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, $6, $7, 'whatsapp', 'combat', 'delivered', $8, $8) returning id`,
    [userId, `dev-client-links:${stamp}`, past.id, past.company_id, past.client_id, client.phone, client.clientName, now.toISOString()],
  );
  if (!message) throw new Error('The review request was not recorded');
  const reviewLink = links.reviewForm(owned, message.id);
  // Only a sent message carrying the link takes a rating (messaging/publicRoutes.ts): the text holds it.
  await tx.query('update messages set text = $2 where id = $1', [message.id, `How was your visit? ${reviewLink}`]);
  return {
    reviewLink,
    confirmLink: links.visitLink(owned, { id: upcoming.id, startsAt: upcoming.startsAt }, 'confirm'),
    cancelLink: links.visitLink(owned, { id: upcoming.id, startsAt: upcoming.startsAt }, 'cancel'),
  };
}
