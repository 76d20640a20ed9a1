import { CHANNEL_KINDS, MESSAGE_STATUSES, messageExportQuerySchema, messageListQuerySchema, messagePageSchema, messageSummaryQuerySchema, messageSummarySchema, type MessageLogEntry, type MessagePage, type MessageSummary, MESSAGES_PATHS } from '@cabinet/api/messaging';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { CSV_FORMAT_DESCRIPTION, csvExport } from './csv';
import { exportMessages, listMessages, summarizeMessages } from './logData';

const FILTER_DESCRIPTIONS = {
  status: `Comma-separated statuses, any of which matches: ${MESSAGE_STATUSES.join(', ')}`,
  channel: `Comma-separated channels, any of which matches: ${CHANNEL_KINDS.join(', ')}`,
  search: "Digits of the client's phone, or text of their name",
  from: 'Scheduled at or after (ISO 8601 with offset)',
  to: 'Scheduled before (ISO 8601 with offset)',
};

/** The export's columns, in order: the entry's fields under their API names, so a script reads both alike. */
const EXPORT_COLUMNS = [
  'id', 'scheduledAt', 'status', 'reason', 'reasonDetail', 'flowId', 'flowTitle', 'flowType', 'campaignId', 'clientId',
  'clientName', 'phone', 'recipient', 'channel', 'mode', 'text', 'sentAt', 'deliveredAt', 'readAt', 'repliedAt',
  'failedAt', 'replyText', 'recordStatus', 'createdAt', 'updatedAt',
] as const satisfies ReadonlyArray<keyof MessageLogEntry>;

/**
 * The message log (issue 15): the caller's own messages only, whatever filter they pass. The list and
 * the summary answer JSON; the export streams CSV batch by batch (logData.ts walks the log by key).
 */
export function messageLogRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      path: MESSAGES_PATHS.list,
      access: 'user',
      summary: "A page of the caller's message log",
      description: 'Filtered and sorted in SQL; the latest scheduled first by default, id breaks ties.',
      query: messageListQuerySchema,
      parameterDescriptions: FILTER_DESCRIPTIONS,
      responses: { 200: { description: 'The page', schema: messagePageSchema } },
      async handler({ caller, query }): Promise<MessagePage> {
        return listMessages(db, caller.userId, query(), ctx.clock.now());
      },
    }),

    route({
      method: 'GET',
      path: MESSAGES_PATHS.summary,
      access: 'user',
      summary: 'How many of the filtered messages are in each status',
      query: messageSummaryQuerySchema,
      parameterDescriptions: FILTER_DESCRIPTIONS,
      responses: { 200: { description: 'The counts, every status present', schema: messageSummarySchema } },
      async handler({ caller, query }): Promise<MessageSummary> {
        return summarizeMessages(db, caller.userId, query(), ctx.clock.now());
      },
    }),

    route({
      method: 'GET',
      path: MESSAGES_PATHS.export,
      access: 'user',
      summary: 'The filtered message log as CSV',
      description: `${CSV_FORMAT_DESCRIPTION} Columns: ${EXPORT_COLUMNS.join(', ')}. Streamed; timestamps in ISO 8601 UTC.`,
      query: messageExportQuerySchema,
      parameterDescriptions: FILTER_DESCRIPTIONS,
      responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
      async handler({ caller, query, request, reply }) {
        const parsed = query();
        const csv = csvExport(request);
        async function* lines(): AsyncGenerator<string> {
          for await (const batch of exportMessages(db, caller.userId, parsed)) {
            yield batch.map((entry) => csv.line(EXPORT_COLUMNS.map((column) => entry[column]))).join('');
          }
        }
        const day = ctx.clock.now().toISOString().slice(0, 10);
        return csv.send(reply, `messages-${day}.csv`, EXPORT_COLUMNS, lines());
      },
    }),
  ];
}
