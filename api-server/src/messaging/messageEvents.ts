import type { MessageEvent, MessageEvents } from '../channels/Channel';
import { refundQuota } from './quota';
import type { EngineRuntime } from './types';

/** How far along a message is: an event never moves it back (a late "delivered" after "read" changes only its time). */
const PROGRESS: Readonly<Record<string, number>> = { sent: 1, delivered: 2, read: 3, replied: 4 };

type LoggedMessage = {
  id: string;
  user_id: string;
  status: string;
  visit_id: string | null;
  company_id: string | null;
  channel_account_id: string | null;
};

const COLUMNS = 'id, user_id, status, visit_id, company_id, channel_account_id';

async function byProviderId(deps: EngineRuntime, providerMessageId: string): Promise<LoggedMessage | null> {
  const [row] = await deps.db.query<LoggedMessage>(
    `select ${COLUMNS} from messages where provider_message_id = $1 order by sent_at desc nulls last limit 1`,
    [providerMessageId],
  );
  return row ?? null;
}

/** The message a reply answers: the latest one sent to that phone through that account (or named by the provider). */
async function repliedMessage(deps: EngineRuntime, event: Extract<MessageEvent, { kind: 'replied' }>): Promise<LoggedMessage | null> {
  if (event.providerMessageId) {
    const named = await byProviderId(deps, event.providerMessageId);
    if (named) return named;
  }
  const digits = event.fromPhone.replace(/\D/g, '');
  const [row] = await deps.db.query<LoggedMessage>(
    `select ${COLUMNS} from messages
     where channel_account_id = $1 and recipient = any($2::text[]) and sent_at is not null
     order by sent_at desc, id desc limit 1`,
    [event.channelAccountId, [event.fromPhone, `+${digits}`]],
  );
  return row ?? null;
}

/**
 * The engine's MessageEvents: what channels report about sent messages, written on the log's rows.
 * Statuses only move forward (sent → delivered → read → replied); each time is kept once, the first.
 * A failure reported after sending (the number is not on the messenger) fails a message not yet read
 * and refunds its unit. A reply keeps the client's words (several replies are kept, one per line), then
 * goes to the reply handlers (the booking chatbots), whose failure is logged and not retried: the reply
 * is recorded either way. An event for a message the cabinet does not know is ignored.
 */
export function createMessageEvents(deps: EngineRuntime): MessageEvents {
  return {
    async record(event) {
      if (event.kind === 'replied') {
        const message = await repliedMessage(deps, event);
        if (!message) {
          deps.log.info(`A reply from ${event.fromPhone} on account ${event.channelAccountId} answers no message the cabinet sent`);
          return;
        }
        await deps.db.query(
          `update messages set
             status = case when status in ('sent', 'delivered', 'read') then 'replied' else status end,
             replied_at = coalesce(replied_at, $2),
             reply_text = case when reply_text is null then $3 else reply_text || E'\\n' || $3 end,
             updated_at = $4
           where id = $1`,
          [message.id, event.at.toISOString(), event.text, deps.clock.now().toISOString()],
        );
        for (const handler of deps.replyHandlers) {
          try {
            await handler.handleReply({
              userId: message.user_id,
              messageId: message.id,
              visitId: message.visit_id,
              companyId: message.company_id,
              channelAccountId: message.channel_account_id ?? event.channelAccountId,
              text: event.text,
              at: event.at,
            });
          } catch (error) {
            deps.log.error(`A reply handler failed on message ${message.id}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        return;
      }
      const message = await byProviderId(deps, event.providerMessageId);
      if (!message) {
        deps.log.info(`A ${event.kind} report for ${event.providerMessageId}, a message the cabinet does not know`);
        return;
      }
      const now = deps.clock.now().toISOString();
      if (event.kind === 'failed') {
        const failed = await deps.db.query(
          `update messages set status = 'failed', reason = $2, reason_detail = $3, reason_params = $6, failed_at = coalesce(failed_at, $4), updated_at = $5
           where id = $1 and status in ('sending', 'sent', 'delivered') returning id`,
          [message.id, event.reason, event.detail, event.at.toISOString(), now, JSON.stringify({ code: 'providerAnswer', text: event.detail })],
        );
        if (failed.length > 0) await refundQuota(deps.db, message.user_id, message.id);
        return;
      }
      const rank = PROGRESS[event.kind] ?? 0;
      // A read message was delivered: when its delivery was not reported, the read's time stands for it.
      await deps.db.query(
        `update messages set
           status = case when array_position(array['sent', 'delivered', 'read', 'replied'], status) < $2 then $3 else status end,
           delivered_at = coalesce(delivered_at, $4),
           read_at = case when $3 = 'read' then coalesce(read_at, $4) else read_at end,
           updated_at = $5
         where id = $1 and status in ('sending', 'sent', 'delivered', 'read', 'replied')`,
        [message.id, rank, event.kind, event.at.toISOString(), now],
      );
    },
  };
}
