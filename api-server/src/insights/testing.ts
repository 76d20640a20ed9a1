import type { Queryable } from '../platform/db/Db';

let serial = 0;

/** A logged message with the timestamps of each state it reached, for the insights' known data. */
export async function insertMessageAt(
  q: Queryable,
  userId: string,
  fields: {
    scheduledAt: Date;
    reached: 'none' | 'sent' | 'delivered' | 'read' | 'replied';
    status?: string;
    flowId?: string | null;
    clientId?: string | null;
    channel?: string;
    mode?: 'test' | 'combat';
    campaignId?: string | null;
  },
): Promise<string> {
  serial += 1;
  const order = ['none', 'sent', 'delivered', 'read', 'replied'];
  const level = order.indexOf(fields.reached);
  const at = (step: number) => (level >= step ? new Date(fields.scheduledAt.getTime() + step * 1000).toISOString() : null);
  const status = fields.status ?? (fields.reached === 'none' ? 'queued' : fields.reached);
  const [row] = await q.query<{ id: string }>(
    `insert into messages (user_id, dedupe_key, flow_id, client_id, campaign_id, phone, recipient, channel, mode, status, scheduled_at,
       sent_at, delivered_at, read_at, replied_at, failed_at)
     values ($1, $2, $3, $4, $5, '+79160000001', '+79160000001', $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      userId,
      `insights-test:${serial}`,
      fields.flowId ?? null,
      fields.clientId ?? null,
      fields.campaignId ?? null,
      fields.channel ?? 'whatsapp',
      fields.mode ?? 'combat',
      status,
      fields.scheduledAt.toISOString(),
      at(1),
      at(2),
      at(3),
      at(4),
      status === 'failed' ? fields.scheduledAt.toISOString() : null,
    ],
  );
  if (!row) throw new Error('No message inserted');
  return row.id;
}

export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * 86_400_000);
