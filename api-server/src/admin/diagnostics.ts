import { DIAGNOSTICS_DAYS, DIAGNOSTICS_MESSAGES, userDiagnosticsSchema, type FlowGate, type UserDiagnostics } from '@cabinet/api/admin';
import { checkFlowTypeAvailable, FLOW_TYPES, type FlowType } from '@cabinet/api/flows';
import { readReasonParams } from '../messaging/logData';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { adminUserNotFound } from './service';

/*
 * A user's diagnostics for support (BACK_OFFICE_PATHS.userDiagnostics): every figure is read from the rows
 * the domains store; each query is the user's own and uses the indexes the log already has.
 */

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const DAY_MS = 24 * 3600 * 1000;

type MessageRow = {
  id: string;
  channel: string;
  status: string;
  reason: string | null;
  reason_detail: string | null;
  reason_params: unknown;
  recipient: string;
  client_name: string;
  flow_title: string | null;
  scheduled_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
};

const MESSAGE_COLUMNS = `m.id, m.channel, (case m.status when 'sending' then 'queued' else m.status end) as status, m.reason, m.reason_detail, m.reason_params,
  m.recipient, m.client_name, f.title as flow_title, m.scheduled_at, m.sent_at, m.failed_at`;

const messageOf = (row: MessageRow) => ({
  id: row.id,
  channel: row.channel,
  status: row.status,
  reason: row.reason,
  reasonParams: readReasonParams(row.reason_params),
  reasonDetail: row.reason_detail,
  recipient: row.recipient,
  clientName: row.client_name,
  flowTitle: row.flow_title,
  scheduledAt: row.scheduled_at.toISOString(),
  sentAt: iso(row.sent_at),
  failedAt: iso(row.failed_at),
});

const isFlowType = (value: string): value is FlowType => FLOW_TYPES.some((type) => type === value);

/** Why a flow cannot send under the owner's tariff, or null: billing's stored `unavailable` first, then its type. */
export function flowGateOf(type: string, status: string, majorTariff: number | null): FlowGate | null {
  if (status === 'unavailable') return 'unavailable';
  if (!isFlowType(type)) return null;
  const code = checkFlowTypeAvailable(type, majorTariff);
  if (code === 'flow.type.smsTariffOnly') return 'smsTariffOnly';
  if (code === 'flow.type.extendedTariff') return 'extendedTariff';
  return null;
}

export async function userDiagnostics(q: Queryable, userId: string, now: Date): Promise<UserDiagnostics> {
  const [user] = isUuid(userId)
    ? await q.query<{ id: string; email: string; phone: string | null; available_notifications_count: number; major_tariff: number | null }>(
        'select id, email, phone, available_notifications_count, major_tariff from users where id = $1',
        [userId],
      )
    : [];
  if (!user) throw adminUserNotFound();
  const since = new Date(now.getTime() - DIAGNOSTICS_DAYS * DAY_MS);
  const [pending] = await q.query<{ count: number }>(
    `select count(*)::int as count from messages where user_id = $1 and status in ('queued', 'waitingWindow', 'sending')`,
    [userId],
  );
  const flows = await q.query<{ id: string; title: string; type: string; status: string }>(
    `select id, title, type, status from flows where user_id = $1 and status not in ('done', 'canceled') order by created_at, id`,
    [userId],
  );
  const channels = await q.query<{
    id: string;
    kind: string;
    adapter: string;
    name: string;
    phone: string | null;
    state: string;
    test_until: Date | null;
    paid_up_to: Date | null;
    last_sent_at: Date | null;
    last_event_at: Date | null;
  }>(
    `select ca.id, ca.kind, ca.adapter, ca.name, ca.phone, ca.state, ca.test_until, ca.paid_up_to,
       (select max(m.sent_at) from messages m where m.channel_account_id = ca.id and m.sent_at is not null) as last_sent_at,
       (select max(r.received_at) from channel_event_receipts r where r.channel_account_id = ca.id) as last_event_at
     from channel_accounts ca where ca.user_id = $1 order by ca.kind, ca.created_at, ca.id`,
    [userId],
  );
  const connections = await q.query<{
    id: string;
    integration: string;
    external_id: string;
    name: string;
    created_at: Date;
    companies: Array<{ id: string; name: string }> | null;
    webhooks_count: number;
    last_webhook_at: Date | null;
  }>(
    `select bc.id, bc.integration, bc.external_id, bc.name, bc.created_at,
       (select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name) from companies c where c.connection_id = bc.id) as companies,
       (select count(*)::int from webhook_deliveries w where w.connection_id = bc.id) as webhooks_count,
       (select max(w.received_at) from webhook_deliveries w where w.connection_id = bc.id) as last_webhook_at
     from business_connections bc where bc.user_id = $1 order by bc.created_at, bc.id`,
    [userId],
  );
  const problems = await q.query<{ status: string; reason: string | null; count: number }>(
    `select status, reason, count(*)::int as count from messages
     where user_id = $1 and status in ('skipped', 'failed') and scheduled_at >= $2::timestamptz
     group by status, reason order by count desc, status, reason`,
    [userId, since.toISOString()],
  );
  // What was due: the queue of the days ahead (counted in quota.pending) would fill the list with tomorrow's
  // messages and hide what support is asked about. A message overdue and still waiting stays in.
  const lastMessages = await q.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages m left join flows f on f.id = m.flow_id
     where m.user_id = $1 and (m.status not in ('queued', 'waitingWindow', 'sending') or m.scheduled_at <= $2::timestamptz)
     order by m.scheduled_at desc, m.id desc limit ${DIAGNOSTICS_MESSAGES}`,
    [userId, now.toISOString()],
  );
  const lastProblems = await q.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from messages m left join flows f on f.id = m.flow_id
     where m.user_id = $1 and m.status in ('skipped', 'failed') order by m.scheduled_at desc, m.id desc limit ${DIAGNOSTICS_MESSAGES}`,
    [userId],
  );
  return userDiagnosticsSchema.parse({
    userId: user.id,
    email: user.email,
    phone: user.phone,
    quota: { availableMessages: user.available_notifications_count, pending: pending?.count ?? 0 },
    tariff: {
      majorTariff: user.major_tariff,
      gatedFlows: flows.flatMap((flow) => {
        const gate = flowGateOf(flow.type, flow.status, user.major_tariff);
        return gate === null ? [] : [{ id: flow.id, title: flow.title, type: flow.type, status: flow.status, gate }];
      }),
    },
    channels: channels.map((row) => ({
      id: row.id,
      kind: row.kind,
      adapter: row.adapter,
      name: row.name,
      phone: row.phone,
      state: row.state,
      testUntil: iso(row.test_until),
      paidUpTo: iso(row.paid_up_to),
      lastSentAt: iso(row.last_sent_at),
      lastEventAt: iso(row.last_event_at),
    })),
    connections: connections.map((row) => ({
      id: row.id,
      integration: row.integration,
      externalId: row.external_id,
      name: row.name,
      createdAt: row.created_at.toISOString(),
      companies: row.companies ?? [],
      webhooksCount: row.webhooks_count,
      lastWebhookAt: iso(row.last_webhook_at),
    })),
    problems,
    lastMessages: lastMessages.map(messageOf),
    lastProblems: lastProblems.map(messageOf),
  });
}
