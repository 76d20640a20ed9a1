/** The sending engine's message log as every domain reads it: fetchers, query options, hooks, the export, a message's text in a list. */
export {
  MESSAGE_POLL_MS,
  downloadMessagesCsv,
  getMessagePage,
  getMessageSummary,
  messageKeys,
  messagePageQuery,
  messageSummaryQuery,
  saveMessagesCsv,
  useExportMessages,
  useMessagePage,
  useMessageSummary,
  type MessageLogOptions,
} from './messages/messageLog';
export { MessageText } from './messages/MessageText';
